import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * A citizen's 'Me too' on a complaint (migration 1763801600000): one row per (complaint, citizen), so the
 * primary key refuses a second one. Inserted in the same transaction as the complaint's `supportCount` rise and its
 * ComplaintSupported event. Deleted with the complaint or the citizen's account.
 */
@Entity('complaint_supports')
@Index('complaint_supports_user_idx', ['userId'])
export class ComplaintSupport {
  /** The complaint's internal uuid. */
  @ForeignKey('Complaint', { name: 'complaint_supports_complaint_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'complaint_id', type: 'uuid', primaryKeyConstraintName: 'complaint_supports_pkey' })
  complaintId: string;
  /** The citizen who said 'Me too'. */
  @ForeignKey('User', { name: 'complaint_supports_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'complaint_supports_pkey' })
  userId: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
