import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { EscalationLevel, EscalationStepKind } from '@civic/contracts';
import type { Actor } from '../../kernel/events/domain-event.js';
import { ComplaintEscalationStep } from '../domain/escalation-step.entity.js';

/** Complaints the ladder looks at per run at most (the next run takes the rest). */
const BATCH = 1000;

/** The actor the audit log records for the daily ladder's steps. */
export const LADDER_ACTOR: Actor = { id: null, email: null };

/** One rung taken by a run (POST /api/admin/escalations/run answers these). */
export interface LadderStepSent {
  complaintId: string;
  level: EscalationLevel;
  kind: EscalationStepKind;
  /** Emails written to, primary first. */
  recipients: string[];
  cc: string[];
  daysOverdue: number;
}

/** A rung that was due but could not be taken: no usable contact at that escalation level. */
export interface LadderStepSkipped {
  complaintId: string;
  level: EscalationLevel;
  reason: 'no_contact';
}

/** What one run of the ladder did. */
export interface LadderRunResult {
  /** ISO 8601: the Clock's time the run used. */
  ranAt: string;
  sent: LadderStepSent[];
  skipped: LadderStepSkipped[];
}

/**
 * The escalation ladder's reads (docs/adr/0048-escalation-ladder.md): the complaints whose next rung may be due, and the
 * steps complaints took. The rungs are taken by TakeEscalationStepCommand, one per complaint (EscalationRunner, the
 * reporter's "Escalate now").
 */
@Injectable()
export class EscalationLadder {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The complaints whose next rung may be due at `now`, oldest due date first, at most BATCH (the next run takes the
   * rest): open, unpaused and past their due date (index complaints_ladder_idx), neither returned by their authority nor
   * acknowledged with an expected date still ahead.
   */
  async dueComplaintIds(now: Date): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM complaints WHERE due_at IS NOT NULL AND due_at < $1 AND NOT archived AND NOT escalation_paused
         AND status IN ('forwarded', 'in_progress', 'pending')
         AND returned_at IS NULL AND (escalation_held_until IS NULL OR escalation_held_until <= $1)
       ORDER BY due_at LIMIT $2`,
      [now, BATCH],
    );
    return rows.map((r) => r.id);
  }

  /** Steps of these complaints (internal ids), oldest first, in one query (index complaint_escalation_steps_complaint_at_idx). */
  async stepsOf(complaintIds: readonly string[]): Promise<Map<string, ComplaintEscalationStep[]>> {
    const map = new Map<string, ComplaintEscalationStep[]>();
    if (complaintIds.length === 0) return map;
    const rows = await this.dataSource
      .getRepository(ComplaintEscalationStep)
      .createQueryBuilder('s')
      .where('s.complaint_id IN (:...ids)', { ids: [...new Set(complaintIds)] })
      .orderBy('s.at', 'ASC')
      .getMany();
    for (const row of rows) map.set(row.complaintId, [...(map.get(row.complaintId) ?? []), row]);
    return map;
  }
}
