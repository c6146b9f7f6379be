import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FOLLOW_UP_AFTER_DAYS, FOLLOW_UP_REMINDER_DAYS } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { complaintEvent, ComplaintEvent } from '../../../domain/events/complaint.events.js';
import { LADDER_ACTOR } from '../../escalation-ladder.service.js';
import { RunFollowUpsCommand, type FollowUpRunResult } from './run-follow-ups.command.js';

const DAY = 24 * 3600 * 1000;

/** When the current resolution began: the first entry after the last entry whose status is not 'resolved' (Complaint.resolvedAt). */
const RESOLUTION_BEGAN = `(SELECT min((e.u->>'date')::timestamptz)
    FROM jsonb_array_elements(c.updates) WITH ORDINALITY e(u, i)
   WHERE e.i > (SELECT coalesce(max(x.i), 0) FROM jsonb_array_elements(c.updates) WITH ORDINALITY x(u, i) WHERE x.u->>'status' <> 'resolved'))`;

interface Row {
  complaint_id: string;
  public_id: string;
  reporter_id: string | null;
  resolved_at: Date;
}

/**
 * "Was it fixed?" (docs/adr/0148), set-based and idempotent, in one transaction with its events:
 * - the questionnaire: every resolved, unarchived complaint with a reporter and no confirmed fix whose resolution
 *   began FOLLOW_UP_AFTER_DAYS or more ago gets one complaint_follow_ups row for that resolution (its key: complaint,
 *   resolution; ON CONFLICT DO NOTHING, so a second run or a second worker adds nothing) and one ComplaintFollowUpSent;
 * - the reminder: every follow-up sent FOLLOW_UP_REMINDER_DAYS or more ago, unanswered and not reminded, whose
 *   complaint is still in that resolution, is marked reminded (once: the UPDATE's predicate) with one event.
 * Both statements read through indexes (complaints_status_archived_idx and the follow-ups' key; the partial
 * complaint_follow_ups_reminder_idx), never one query per complaint.
 */
@CommandHandler(RunFollowUpsCommand)
export class RunFollowUpsHandler implements ICommandHandler<RunFollowUpsCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ now }: RunFollowUpsCommand): Promise<FollowUpRunResult> {
    const askBefore = new Date(now.getTime() - FOLLOW_UP_AFTER_DAYS * DAY);
    const remindBefore = new Date(now.getTime() - FOLLOW_UP_REMINDER_DAYS * DAY);
    return this.outbox.transaction(async (manager) => {
      const sent: Row[] = await manager.query(
        `WITH due AS (
           SELECT c.id, c.public_id, c.reporter_id, ${RESOLUTION_BEGAN} AS resolved_at
             FROM complaints c
            WHERE c.status = 'resolved' AND c.archived = false AND c.reporter_id IS NOT NULL AND c.fix_confirmed_at IS NULL
         ), inserted AS (
           INSERT INTO complaint_follow_ups (complaint_id, resolved_at, sent_at)
           SELECT d.id, d.resolved_at, $2 FROM due d WHERE d.resolved_at <= $1
           ON CONFLICT DO NOTHING
           RETURNING complaint_id, resolved_at
         )
         SELECT i.complaint_id, d.public_id, d.reporter_id, i.resolved_at FROM inserted i JOIN due d ON d.id = i.complaint_id
          ORDER BY d.public_id`,
        [askBefore, now],
      );
      const reminded: Row[] = await manager.query(
        `WITH reminded AS (
           UPDATE complaint_follow_ups q SET reminded_at = $2
             FROM complaints c
            WHERE q.answered_at IS NULL AND q.reminded_at IS NULL AND q.sent_at <= $1
              AND c.id = q.complaint_id AND c.status = 'resolved' AND c.archived = false AND c.fix_confirmed_at IS NULL
              AND c.reporter_id IS NOT NULL AND ${RESOLUTION_BEGAN} = q.resolved_at
           RETURNING q.complaint_id, c.public_id, c.reporter_id, q.resolved_at
         )
         SELECT * FROM reminded ORDER BY public_id`,
        [remindBefore, now],
      );
      const event = (row: Row, reminder: boolean) =>
        complaintEvent(ComplaintEvent.FollowUpSent, LADDER_ACTOR, row.public_id, {
          complaintId: row.public_id,
          reporterId: row.reporter_id,
          reminder,
          resolvedAt: new Date(row.resolved_at).toISOString(),
        });
      return {
        result: { ranAt: now.toISOString(), sent: sent.map((r) => r.public_id), reminded: reminded.map((r) => r.public_id) },
        events: [...sent.map((r) => event(r, false)), ...reminded.map((r) => event(r, true))],
      };
    });
  }
}
