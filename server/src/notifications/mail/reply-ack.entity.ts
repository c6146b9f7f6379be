import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One acknowledgement an officer was sent for an emailed reply (docs/adr/0138), by the event that asked for it: the
 * rows of the last hour are the address's hourly allowance (REPLY_ACKS_PER_HOUR), counted in the database so that it
 * holds across workers and restarts. Kept a day (the allowance reads an hour).
 */
@Entity('authority_reply_acks')
@Index('authority_reply_acks_email_idx', ['email', 'createdAt'])
export class ReplyAck {
  /** The ComplaintAuthorityReplyRecorded event: a retried job finds its own row and sends again under the same key. */
  @PrimaryColumn({ name: 'event_id', type: 'uuid' }) eventId: string;
  /** The officer's address, lower case. */
  @Column({ type: 'text' }) email: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
