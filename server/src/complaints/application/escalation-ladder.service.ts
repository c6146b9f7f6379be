import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorCode, formatMessage, Messages, REPORTER_ESCALATION_GAP_DAYS, type EscalationLevel, type EscalationStepKind } from '@civic/contracts';
import { UserAccountsService } from '../../identity/public.js';
import { findLockedOrFail } from '../../kernel/database/lock-or-404.js';
import { isUniqueViolation } from '../../kernel/database/postgres-errors.js';
import { isUuid } from '../../kernel/database/uuid.js';
import { ConflictError, DomainError, NotFoundError } from '../../kernel/errors/domain-error.js';
import type { Actor } from '../../kernel/events/domain-event.js';
import { OutboxService } from '../../kernel/events/outbox.service.js';
import { AuthorityResolver } from '../../routing/public.js';
import { Complaint, type AuthorityRecipient } from '../domain/complaint.entity.js';
import { ComplaintEscalationStep } from '../domain/escalation-step.entity.js';
import { nextLadderStep, reporterEscalation, type NextStep } from '../domain/escalation-ladder.js';
import { linkRecipients, ResponseLinksWriter } from './response-links.writer.js';

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

/** Decides the rung to take from the locked complaint and its steps, or null for none (may throw to refuse). */
type Decide = (complaint: Complaint, steps: readonly ComplaintEscalationStep[]) => NextStep | null;

/**
 * The escalation ladder (docs/adr/0048-escalation-ladder.md). `run(now)` takes the next due rung of every
 * open, unpaused complaint past its due date (index complaints_ladder_idx) that its authority has neither returned
 * nor acknowledged with an expected date still ahead (Complaint.ladderWaitsAt: then it resumes from its rung), each in its own short transaction;
 * `escalateForReporter` is the reporter's "Escalate now". Both share `take`: the rung is decided again with the
 * complaint's row locked, the step row is inserted (unique per complaint, level and kind) and
 * ComplaintEscalationStepTaken is appended in that same transaction, so several schedulers at once (or a scheduler
 * and a reporter) take each rung once: the loser finds the step and does nothing. The step's recipients' response
 * links are issued (or extended) in that transaction too, in the primary's language (its account's, else English: the
 * email's), and the primary's is carried in the event for the letter and the email (docs/adr/0134).
 */
@Injectable()
export class EscalationLadder {
  private readonly logger = new Logger('EscalationLadder');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly resolver: AuthorityResolver,
    private readonly links: ResponseLinksWriter,
    private readonly users: UserAccountsService,
  ) {}

  /** One run at `now`: every complaint past due climbs at most one rung. */
  async run(now: Date): Promise<LadderRunResult> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM complaints WHERE due_at IS NOT NULL AND due_at < $1 AND NOT archived AND NOT escalation_paused
         AND status IN ('forwarded', 'in_progress', 'pending')
         AND returned_at IS NULL AND (escalation_held_until IS NULL OR escalation_held_until <= $1)
       ORDER BY due_at LIMIT $2`,
      [now, BATCH],
    );
    const result: LadderRunResult = { ranAt: now.toISOString(), sent: [], skipped: [] };
    for (const { id } of rows) {
      try {
        const outcome = await this.take(id, now, LADDER_ACTOR, false, (complaint, steps) =>
          nextLadderStep({ dueAt: complaint.dueAt, open: complaint.open, paused: complaint.ladderWaitsAt(now), steps }, now),
        );
        if (outcome?.sent) result.sent.push(outcome.sent);
        if (outcome?.skipped) result.skipped.push(outcome.skipped);
      } catch (error) {
        this.logger.error(`Escalation of complaint ${id} failed: ${(error as Error).message}`);
      }
    }
    if (result.sent.length) this.logger.log(`Took ${result.sent.length} escalation step(s)`);
    return result;
  }

  /**
   * The reporter's "Escalate now": the next appellate level of an open, overdue complaint of theirs.
   * 409 NOT_OVERDUE before the due date, 409 ESCALATION_TOO_SOON within 7 days of the last step, 409 CONFLICT
   * after level 2, for a closed complaint, or without a contact at that level.
   */
  async escalateForReporter(complaintId: string, reporter: Actor, now: Date): Promise<LadderStepSent> {
    const outcome = await this.take(complaintId, now, reporter, true, (complaint, steps) => {
      const decision = reporterEscalation({ dueAt: complaint.dueAt, open: complaint.open, steps }, now);
      if (decision.ok) return decision.step;
      if (decision.reason === 'not_overdue') throw new DomainError(ErrorCode.NotOverdue, Messages.escalation.notOverdue);
      if (decision.reason === 'too_soon') {
        throw new DomainError(
          ErrorCode.EscalationTooSoon,
          formatMessage(Messages.escalation.tooSoon, { days: REPORTER_ESCALATION_GAP_DAYS, date: decision.nextAllowedAt.toISOString().slice(0, 10) }),
          { nextAllowedAt: decision.nextAllowedAt.toISOString() },
        );
      }
      throw new ConflictError(decision.reason === 'top_level' ? Messages.escalation.topLevel : Messages.escalation.closed);
    });
    if (outcome?.skipped) throw new ConflictError(Messages.escalation.noContact);
    if (!outcome?.sent) throw new ConflictError(Messages.escalation.escalateFailed);
    return outcome.sent;
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

  private async take(
    complaintId: string,
    now: Date,
    actor: Actor,
    byReporter: boolean,
    decide: Decide,
  ): Promise<{ sent?: LadderStepSent; skipped?: LadderStepSkipped } | null> {
    // Decide first without a lock, to resolve the recipients outside the transaction.
    const before = await this.load(this.dataSource.manager, complaintId, false);
    const planned = decide(before, await this.steps(this.dataSource.manager, before.id));
    if (!planned) return null;
    const recipients = await this.recipientsFor(before, planned.level);
    if (recipients.length === 0) return { skipped: { complaintId: before.publicId, level: planned.level, reason: 'no_contact' } };
    const cc =
      planned.kind === 'escalation'
        ? before.authorityRecipients.map((r) => r.authorityEmail).filter((e) => !recipients.some((r) => r.authorityEmail === e))
        : [];
    // The response page opens in the language the email is written in.
    const language = await this.users.localeOfEmail(recipients[0].authorityEmail);

    try {
      return await this.outbox.transaction(async (manager) => {
        const complaint = await this.load(manager, complaintId, true);
        const next = decide(complaint, await this.steps(manager, complaint.id));
        // Another scheduler or the reporter took a rung meanwhile: nothing to do now.
        if (!next || next.level !== planned.level || next.kind !== planned.kind) return { result: null, events: [] };
        const step = new ComplaintEscalationStep();
        step.id = randomUUID();
        step.complaintId = complaint.id;
        step.level = next.level;
        step.kind = next.kind;
        step.byReporter = byReporter;
        step.at = now;
        step.recipients = recipients;
        step.cc = cc;
        const link = await this.links.issueCarried(manager, complaint.id, linkRecipients(recipients), language, now);
        const { daysOverdue, events } = complaint.takeEscalationStep({ id: step.id, ...next, byReporter }, recipients, cc, actor, now, link);
        step.daysOverdue = daysOverdue;
        await manager.insert(ComplaintEscalationStep, step);
        await manager.save(Complaint, complaint);
        const sent: LadderStepSent = {
          complaintId: complaint.publicId,
          level: next.level,
          kind: next.kind,
          recipients: recipients.map((r) => r.authorityEmail),
          cc,
          daysOverdue,
        };
        return { result: { sent }, events };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'complaint_escalation_steps_uq')) return null;
      throw error;
    }
  }

  /** Level 0: the authority the complaint was forwarded to; levels 1 and 2: routing's contact of that level. */
  private async recipientsFor(complaint: Complaint, level: EscalationLevel): Promise<AuthorityRecipient[]> {
    if (level === 0) return complaint.authorityRecipients.filter((r) => r.authorityEmail.trim() !== '').map((r) => ({ ...r }));
    if (!complaint.geo) return [];
    const resolved = await this.resolver.resolve({ ...complaint.geo, categoryKey: complaint.categoryKey, escalationLevel: level });
    return (resolved?.forwardRecipients ?? []).filter((r) => r.authorityEmail.trim() !== '').map((r) => ({ ...r }));
  }

  private async load(manager: EntityManager, id: string, lock: boolean): Promise<Complaint> {
    const where = isUuid(id) ? { id } : { publicId: id.trim().toUpperCase() };
    if (lock) return findLockedOrFail(manager, Complaint, where, Messages.admin.complaints.notFound);
    const complaint = await manager.findOne(Complaint, { where });
    if (!complaint) throw new NotFoundError(Messages.admin.complaints.notFound);
    return complaint;
  }

  private steps(manager: EntityManager, complaintId: string): Promise<ComplaintEscalationStep[]> {
    return manager.find(ComplaintEscalationStep, { where: { complaintId }, order: { at: 'ASC' } });
  }
}
