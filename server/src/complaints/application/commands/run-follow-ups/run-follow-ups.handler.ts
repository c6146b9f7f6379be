import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FOLLOW_UP_AFTER_DAYS, FOLLOW_UP_REMINDER_DAYS } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { complaintEvent, ComplaintEvent } from '../../../domain/events/complaint.events.js';
import { LADDER_ACTOR } from '../../escalation-ladder.service.js';
import { RunFollowUpsCommand, type FollowUpRunResult } from './run-follow-ups.command.js';

const DAY = 24 * 3600 * 1000;

/**
 * How far back the run looks for a resolution it has not asked about: a day's run asks the resolutions that turned
 * FOLLOW_UP_AFTER_DAYS old since the last runs, and a run missed for up to this many days (the job down) still asks
 * them; a question about an older fix has lost its point. It keeps the index range of complaints_follow_up_due_idx to
 * about a month of resolutions, whatever the number resolved before.
 */
const CATCH_UP_DAYS = 30;

interface Row {
  complaint_id: string;
  public_id: string;
  reporter_id: string | null;
  resolved_at: Date;
}

/**
 * "Was it fixed?" (docs/adr/0148), set-based and idempotent, in one transaction with its events:
 * - the questionnaire: every resolved, unarchived complaint with a reporter and no confirmed fix whose resolution
 *   began FOLLOW_UP_AFTER_DAYS or more ago (and not more than CATCH_UP_DAYS before that) gets one complaint_follow_ups row for that resolution (its key: complaint,
 *   resolution; ON CONFLICT DO NOTHING, so a second run or a second worker adds nothing) and one ComplaintFollowUpSent;
 * - the reminder: every follow-up sent FOLLOW_UP_REMINDER_DAYS or more ago, unanswered and not reminded, whose
 *   complaint is still in that resolution, is marked reminded (once: the UPDATE's predicate) with one event.
 * Both statements read through partial indexes (complaints_follow_up_due_idx on when each resolution began, at most
 * CATCH_UP_DAYS of them, and the follow-ups' key; complaint_follow_ups_reminder_idx), never one query per complaint
 * nor every resolved complaint's history.
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
           SELECT c.id, c.public_id, c.reporter_id, c.resolved_since AS resolved_at
             FROM complaints c
            WHERE c.status = 'resolved' AND c.archived = false AND c.reporter_id IS NOT NULL AND c.fix_confirmed_at IS NULL
              AND c.resolved_since <= $1 AND c.resolved_since > $3
         ), inserted AS (
           INSERT INTO complaint_follow_ups (complaint_id, resolved_at, sent_at)
           SELECT d.id, d.resolved_at, $2 FROM due d
           ON CONFLICT DO NOTHING
           RETURNING complaint_id, resolved_at
         )
         SELECT i.complaint_id, d.public_id, d.reporter_id, i.resolved_at FROM inserted i JOIN due d ON d.id = i.complaint_id
          ORDER BY d.public_id`,
        [askBefore, now, new Date(askBefore.getTime() - CATCH_UP_DAYS * DAY)],
      );
      const reminded: Row[] = await manager.query(
        `WITH reminded AS (
           UPDATE complaint_follow_ups q SET reminded_at = $2
             FROM complaints c
            WHERE q.answered_at IS NULL AND q.reminded_at IS NULL AND q.sent_at <= $1
              AND c.id = q.complaint_id AND c.status = 'resolved' AND c.archived = false AND c.fix_confirmed_at IS NULL
              AND c.reporter_id IS NOT NULL AND c.resolved_since = q.resolved_at
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
