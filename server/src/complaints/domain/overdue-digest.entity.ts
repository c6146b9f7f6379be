import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One admins' digest of new overdue complaints (migration 1763801410000), per India calendar day. The row
 * is claimed with ON CONFLICT DO NOTHING together with the digest's event, so the digest goes out once a day whatever
 * the number of workers.
 */
@Entity('overdue_digests')
@Check('overdue_digests_complaint_count_check', 'complaint_count >= 0')
@Index('overdue_digests_prepared_at_idx', ['preparedAt'])
export class OverdueDigest {
  /** 'YYYY-MM-DD', India time. */
  @PrimaryColumn('date') day: string;
  /** The Clock's time of the run that prepared it; the next digest lists complaints due after it. */
  @Column({ name: 'prepared_at', type: 'timestamptz' }) preparedAt: Date;
  @Column({ name: 'complaint_count', type: 'int', default: 0 }) complaintCount: number;
}
