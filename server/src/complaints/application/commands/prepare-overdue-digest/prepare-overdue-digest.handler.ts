import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ESCALATION_TIME_ZONE } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { ComplaintEvent, digestEvent, type OverdueDigestItem } from '../../../domain/events/complaint.events.js';
import { LADDER_ACTOR } from '../../escalation-ladder.service.js';
import { PrepareOverdueDigestCommand, type OverdueDigestResult } from './prepare-overdue-digest.command.js';

/** Complaints listed in one digest at most (the total is given). */
const DIGEST_LIMIT = 200;
const DAY_MS = 24 * 3600 * 1000;

/**
 * The admins' daily digest of new overdue complaints: claims the India day's row of overdue_digests (ON CONFLICT DO
 * NOTHING: one winner however many workers or manual runs) and, in the same transaction, appends
 * OverdueDigestPrepared listing the open, forwarded complaints whose due date passed since the previous digest (the
 * first digest: the last 24 hours); the notifications worker emails the admins. No event when nothing new is overdue.
 */
@CommandHandler(PrepareOverdueDigestCommand)
export class PrepareOverdueDigestHandler implements ICommandHandler<PrepareOverdueDigestCommand> {
  constructor(private readonly outbox: OutboxService) {}

  async execute({ now }: PrepareOverdueDigestCommand): Promise<OverdueDigestResult | null> {
    const day = format(new TZDate(now.getTime(), ESCALATION_TIME_ZONE), 'yyyy-MM-dd');
    return this.outbox.transaction(async (manager) => {
      const [previous] = (await manager.query('SELECT max(prepared_at) AS at FROM overdue_digests WHERE day < $1', [day])) as { at: Date | null }[];
      const claimed = (await manager.query(
        'INSERT INTO overdue_digests (day, prepared_at, complaint_count) VALUES ($1, $2, 0) ON CONFLICT (day) DO NOTHING RETURNING day',
        [day, now],
      )) as unknown[];
      if (claimed.length === 0) return { result: null, events: [] };
      const since = previous?.at ? new Date(previous.at) : new Date(now.getTime() - DAY_MS);
      const rows = (await manager.query(
        `SELECT public_id, title, location, due_at, count(*) OVER ()::int AS total FROM complaints
          WHERE due_at IS NOT NULL AND due_at >= $1 AND due_at < $2 AND NOT archived AND status IN ('forwarded', 'in_progress', 'pending')
          ORDER BY due_at, public_id LIMIT $3`,
        [since, now, DIGEST_LIMIT],
      )) as { public_id: string; title: string; location: string; due_at: Date; total: number }[];
      const total = rows[0]?.total ?? 0;
      await manager.query('UPDATE overdue_digests SET complaint_count = $2 WHERE day = $1', [day, total]);
      const complaints: OverdueDigestItem[] = rows.map((r) => ({
        complaintId: r.public_id,
        title: r.title,
        location: r.location,
        dueAt: new Date(r.due_at).toISOString(),
      }));
      const events = total > 0 ? [digestEvent(ComplaintEvent.OverdueDigestPrepared, LADDER_ACTOR, day, { day, total, complaints })] : [];
      return { result: { day, complaints: total }, events };
    });
  }
}
