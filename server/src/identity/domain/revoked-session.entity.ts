import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * A session ended by Logout before its token expired: the token's `sid` and `exp`. The guard refuses a token whose
 * session is listed (migration 1763805800000); the row matters only until `expiresAt`, after which the token is refused
 * for its expiry anyway.
 */
@Entity('revoked_sessions')
@Index('revoked_sessions_user_expires_idx', ['userId', 'expiresAt'])
export class RevokedSession {
  /** The token's `sid` claim (a random UUID drawn at sign-in). */
  @PrimaryColumn({ name: 'session_id', type: 'uuid' }) sessionId: string;
  @ForeignKey('User', { name: 'revoked_sessions_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  /** The token's `exp`. */
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
}
