import { Injectable, type OnModuleInit } from '@nestjs/common';
import { IsNull, Not, type EntityManager } from 'typeorm';
import type { DomainEvent, DomainEventName } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { Clock } from '../../kernel/clock/clock.js';
import { Complaint } from '../domain/complaint.entity.js';
import { ComplaintEvent } from '../domain/events/complaint.events.js';
import { FollowUp } from '../domain/follow-up.entity.js';
import { ScorecardFact } from '../domain/scorecard-fact.entity.js';

/** The complaint events that change what a scorecard counts, each with its handler name. */
const FACT_EVENTS = [
  [ComplaintEvent.Filed, 'scorecard-facts-on-filed'],
  [ComplaintEvent.Forwarded, 'scorecard-facts-on-forwarded'],
  [ComplaintEvent.StatusChanged, 'scorecard-facts-on-status'],
  [ComplaintEvent.Archived, 'scorecard-facts-on-archived'],
  [ComplaintEvent.Restored, 'scorecard-facts-on-restored'],
  [ComplaintEvent.FixConfirmed, 'scorecard-facts-on-fix-confirmed'],
  [ComplaintEvent.AuthorityResponded, 'scorecard-facts-on-authority-answer'],
  [ComplaintEvent.FollowUpAnswered, 'scorecard-facts-on-follow-up-answer'],
] as const satisfies readonly (readonly [DomainEventName, string])[];
type FactEvent = (typeof FACT_EVENTS)[number][0];

/**
 * Keeps the scorecards' read model current: on each complaint event that changes what a scorecard counts,
 * the complaint's facts row is rewritten from the complaint as it now stands (so events arriving late or twice give
 * the same row). A deleted complaint's row goes with it (foreign key, ON DELETE CASCADE). Runs on the projections queue
 * (with the map's cells), in the event's transaction, with the event's manager only.
 */
@Injectable()
export class UpdateScorecardFacts implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    for (const [event, handler] of FACT_EVENTS) {
      this.subscriptions.on<FactEvent>({
        event,
        queue: QueueName.Projections,
        handler,
        inside: (e: DomainEvent<FactEvent>, manager) => this.refresh(manager, e.payload.complaintId),
      });
    }
  }

  /**
   * Rewrites the facts of one complaint (by public id); nothing when the complaint no longer exists. The complaint's row
   * is read FOR SHARE, so a deletion committing between the read and the upsert cannot break the foreign key (it waits
   * for this transaction, then its cascade removes the row).
   */
  async refresh(manager: EntityManager, publicId: string): Promise<void> {
    const complaint = await manager.findOne(Complaint, { where: { publicId }, lock: { mode: 'pessimistic_read' } });
    if (!complaint) return;
    // The latest answered follow-up (docs/adr/0148): its answer and rating, and whether the complaint was reopened since.
    const answered = await manager.findOne(FollowUp, { where: { complaintId: complaint.id, answeredAt: Not(IsNull()) }, order: { answeredAt: 'DESC' } });
    const answer =
      answered?.answeredAt && answered.fixed !== null && answered.rating !== null
        ? { answeredAt: answered.answeredAt, fixed: answered.fixed, rating: answered.rating }
        : null;
    await manager.upsert(ScorecardFact, ScorecardFact.of(complaint, this.clock.now(), answer), ['complaintId']);
  }
}
