import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorCode, formatMessage, Messages, REPORTER_ESCALATION_GAP_DAYS, type EscalationLevel } from '@civic/contracts';
import { UserAccountsService } from '../../../../identity/public.js';
import { findLockedOrFail } from '../../../../kernel/database/lock-or-404.js';
import { isUniqueViolation } from '../../../../kernel/database/postgres-errors.js';
import { isUuid } from '../../../../kernel/database/uuid.js';
import { ConflictError, DomainError, NotFoundError } from '../../../../kernel/errors/domain-error.js';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { AuthorityResolver } from '../../../../routing/public.js';
import { Complaint, type AuthorityRecipient } from '../../../domain/complaint.entity.js';
import { ComplaintEscalationStep } from '../../../domain/escalation-step.entity.js';
import { nextLadderStep, reporterEscalation, type NextStep } from '../../../domain/escalation-ladder.js';
import type { LadderStepSent } from '../../escalation-ladder.service.js';
import { linkRecipients, ResponseLinksWriter } from '../../response-links.writer.js';
import { TakeEscalationStepCommand, type EscalationStepOutcome } from './take-escalation-step.command.js';

/** Decides the rung to take from the locked complaint and its steps, or null for none (may throw to refuse). */
type Decide = (complaint: Complaint, steps: readonly ComplaintEscalationStep[]) => NextStep | null;

/**
 * One rung of the escalation ladder (docs/adr/0048-escalation-ladder.md). The ladder's run takes the next due rung
 * (nextLadderStep: an authority that acknowledged with an expected date still ahead holds it, Complaint.ladderWaitsAt);
 * the reporter's "Escalate now" the next appellate level (reporterEscalation, whose refusals are thrown: 409
 * NOT_OVERDUE, ESCALATION_TOO_SOON, or CONFLICT after level 2 or for a closed complaint). The rung is decided again
 * with the complaint's row locked, the step row is inserted (unique per complaint, level and kind) and
 * ComplaintEscalationStepTaken is appended in that same transaction, so several schedulers at once (or a scheduler
 * and a reporter) take each rung once: the loser finds the step and does nothing. The step's recipients' response
 * links are issued (or extended) in that transaction too, in the primary's language (its account's, else English: the
 * email's), and the primary's is carried in the event for the letter and the email (docs/adr/0134).
 */
@CommandHandler(TakeEscalationStepCommand)
export class TakeEscalationStepHandler implements ICommandHandler<TakeEscalationStepCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly resolver: AuthorityResolver,
    private readonly links: ResponseLinksWriter,
    private readonly users: UserAccountsService,
  ) {}

  execute({ complaintId, now, actor, byReporter }: TakeEscalationStepCommand): Promise<EscalationStepOutcome | null> {
    const decide: Decide = byReporter
      ? (complaint, steps) => {
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
        }
      : (complaint, steps) => nextLadderStep({ dueAt: complaint.dueAt, open: complaint.open, paused: complaint.ladderWaitsAt(now), steps }, now);
    return this.take(complaintId, now, actor, byReporter, decide);
  }

  private async take(complaintId: string, now: Date, actor: Actor, byReporter: boolean, decide: Decide): Promise<EscalationStepOutcome | null> {
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
