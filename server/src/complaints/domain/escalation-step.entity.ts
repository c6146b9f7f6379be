import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import type { EscalationLevel, EscalationStepKind } from '@civic/contracts';
import type { AuthorityRecipient } from './complaint.entity.js';

/**
 * A rung of a complaint's escalation ladder that was taken (migration 1763801000000): the reminder to the
 * level-0 authority, or the escalation to level 1 or 2, by the ladder or by the reporter. Unique per (complaint,
 * level, kind) and inserted in the same transaction as its ComplaintEscalationStepTaken event, so a rung is claimed
 * once even with several schedulers. Deleted with its complaint.
 */
@Entity('complaint_escalation_steps')
@Check('complaint_escalation_steps_kind_check', "kind IN ('reminder', 'escalation')")
@Check('complaint_escalation_steps_level_check', 'level BETWEEN 0 AND 2')
@Index('complaint_escalation_steps_uq', ['complaintId', 'level', 'kind'], { unique: true })
@Index('complaint_escalation_steps_complaint_at_idx', ['complaintId', 'at'])
export class ComplaintEscalationStep {
  @PrimaryColumn('uuid') id: string;
  /** The complaint's internal uuid. */
  @ForeignKey('Complaint', { name: 'complaint_escalation_steps_complaint_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'complaint_id', type: 'uuid' })
  complaintId: string;
  @Column({ type: 'smallint' }) level: EscalationLevel;
  @Column({ type: 'text' }) kind: EscalationStepKind;
  /** True when the reporter asked for it (Escalate now), false when the daily ladder took it. */
  @Column({ name: 'by_reporter', type: 'boolean', default: false }) byReporter: boolean;
  @Column({ type: 'timestamptz' }) at: Date;
  /** Whole days past the due date when the step was taken. */
  @Column({ name: 'days_overdue', type: 'int' }) daysOverdue: number;
  /** Who was written to, primary first. */
  @Column({ type: 'jsonb', default: () => "'[]'" }) recipients: AuthorityRecipient[];
  /** Emails in copy (the level-0 authority for an escalation). */
  @Column({ type: 'jsonb', default: () => "'[]'" }) cc: string[];
}
