import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * A citizen following a complaint they did not file (migration 1763804400000, docs/adr/0149-following-a-complaint.md):
 * they receive its public updates by email and see it on My Complaints. One row per (complaint, citizen); the primary
 * key, complaint first, is also the followers' lookup of the notifications worker. Written by Follow and by 'Me too';
 * deleted by Unfollow (signed in, or the email's one-click token), with the complaint or with the account.
 */
@Entity('complaint_follows')
@Index('complaint_follows_user_idx', ['userId', 'createdAt', 'complaintId'])
export class ComplaintFollow {
  /** The complaint's internal uuid. */
  @ForeignKey('Complaint', { name: 'complaint_follows_complaint_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'complaint_id', type: 'uuid', primaryKeyConstraintName: 'complaint_follows_pkey' })
  complaintId: string;
  /** The citizen who follows it. */
  @ForeignKey('User', { name: 'complaint_follows_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'complaint_follows_pkey' })
  userId: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
