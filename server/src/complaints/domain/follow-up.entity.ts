import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * "Was it fixed?" (docs/adr/0148; migration 1763804400000): the four-week follow-up of one resolution of a complaint,
 * asked of its reporter once, reminded at most once, answered at most once. The key (complaint, resolution) makes the
 * daily run idempotent: a second run, or two workers at once, insert nothing new. A reopened and resolved-again
 * complaint gets a new row for its new resolution.
 */
@Entity('complaint_follow_ups')
@Check('complaint_follow_ups_rating_check', 'rating IS NULL OR rating BETWEEN 1 AND 5')
@Check('complaint_follow_ups_answer_check', '(answered_at IS NULL) = (fixed IS NULL)')
// Partial (unanswered, not reminded): what the daily run reads for reminders; @Index cannot describe the predicate.
@Index('complaint_follow_ups_reminder_idx', { synchronize: false })
export class FollowUp {
  /** The complaint's internal uuid. */
  @ForeignKey('Complaint', { name: 'complaint_follow_ups_complaint_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'complaint_id', type: 'uuid', primaryKeyConstraintName: 'complaint_follow_ups_pkey' })
  complaintId: string;
  /** When the resolution asked about began (Complaint.resolvedAt). */
  @PrimaryColumn({ name: 'resolved_at', type: 'timestamptz', primaryKeyConstraintName: 'complaint_follow_ups_pkey' })
  resolvedAt: Date;
  /** When the questionnaire was sent (the Clock's time). */
  @Column({ name: 'sent_at', type: 'timestamptz' }) sentAt: Date;
  /** When its one reminder was sent; null before (and for ever when answered first). */
  @Column({ name: 'reminded_at', type: 'timestamptz', nullable: true }) remindedAt: Date | null;
  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true }) answeredAt: Date | null;
  /** The answer: fixed (true) or not fixed (false, which reopened the complaint); null until answered. */
  @Column({ type: 'boolean', nullable: true }) fixed: boolean | null;
  /** How the complaint was handled, 1 (badly) to 5 (well); null until answered. */
  @Column({ type: 'smallint', nullable: true }) rating: number | null;
  /** The answer's photo ('/uploads/<name>'), when one was sent. */
  @Column({ type: 'text', nullable: true }) photo: string | null;
}
