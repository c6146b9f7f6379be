import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** How long an Idempotency-Key of POST /api/complaints is honoured, in hours. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/**
 * The first answer of a POST /api/complaints sent with an `Idempotency-Key` header, per user and key.
 * Written in the filing's transaction, so a key is recorded exactly when its complaint is. A repeat within
 * IDEMPOTENCY_KEY_TTL_HOURS answers `statusCode` and `response` again; one with another body (`requestHash`
 * differs) is refused with IDEMPOTENCY_KEY_REUSED. Older rows are ignored, and deleted by the user's next filing.
 */
@Entity('complaint_idempotency_keys')
@Index('complaint_idempotency_keys_user_created_idx', ['userId', 'createdAt'])
export class ComplaintIdempotencyKey {
  @ForeignKey('User', { name: 'complaint_idempotency_keys_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;
  /** The client's key as sent (1 to 128 visible ASCII characters). */
  @PrimaryColumn({ type: 'text' }) key: string;
  /** SHA-256 (hex) of the request body in canonical JSON (keys sorted). */
  @Column({ name: 'request_hash', type: 'text' }) requestHash: string;
  /** The HTTP status of the first answer (201). */
  @Column({ name: 'status_code', type: 'integer' }) statusCode: number;
  /** The body of the first answer ({ id }, the public id) and the complaint's uuid (not sent to the client). */
  @Column({ type: 'jsonb' }) response: { id: string; uuid: string };
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
