import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { IdentityEvent } from '../../identity/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';

/** Handler name: with the event id it forms the job id. */
export const ADOPT_WHATSAPP_ONLY_COMPLAINTS = 'adopt-whatsapp-only-complaints';

/**
 * On WhatsAppNumberLinked with an adopted account (docs/adr/0154-whatsapp-as-a-chosen-channel.md): a citizen linked
 * from My Profile the WhatsApp number that already had an account of its own, so both accounts are the same person,
 * proved by the code sent to the number. Everything complaints keeps under the number's own account moves to the
 * linked one, so that My Complaints, the quota, following and "Was it fixed?" see one person:
 * - the complaints it filed (reporter), their uploads and photo positions;
 * - its "Me too"s and follows, except where the linked account already has one on that complaint, or reported it;
 *   and the linked account's own on a complaint it now reports: one person supports a complaint once and never their
 *   own, so each "Me too" dropped takes one off the complaint's count of supporters;
 * - its "still broken" reports (one per complaint and resolution: a duplicate is dropped).
 * Runs on the audit queue (bookkeeping, no email), in the event's transaction, so it happens once; read again, it
 * finds nothing left to move. The number's own account stays, empty, as identity keeps it.
 */
@Injectable()
export class AdoptWhatsAppOnlyComplaints implements OnModuleInit {
  constructor(private readonly subscriptions: EventSubscriptions) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: IdentityEvent.WhatsAppNumberLinked,
      queue: QueueName.Audit,
      handler: ADOPT_WHATSAPP_ONLY_COMPLAINTS,
      inside: (event, manager) => this.run(event, manager),
    });
  }

  async run(event: DomainEvent<'WhatsAppNumberLinked'>, manager: EntityManager): Promise<void> {
    const from = event.payload.adoptedAccountId;
    const to = event.audit.entityId;
    if (!from || from === to) return;
    const ids = [from, to];
    await manager.query('UPDATE complaints SET reporter_id = $2 WHERE reporter_id = $1', ids);
    await manager.query(
      `WITH dropped AS (
         DELETE FROM complaint_supports s
          WHERE (s.user_id = $1 AND EXISTS (SELECT 1 FROM complaint_supports o WHERE o.complaint_id = s.complaint_id AND o.user_id = $2))
             OR (s.user_id IN ($1, $2) AND EXISTS (SELECT 1 FROM complaints c WHERE c.id = s.complaint_id AND c.reporter_id = $2))
         RETURNING s.complaint_id)
       UPDATE complaints c SET support_count = c.support_count - 1 FROM dropped d WHERE c.id = d.complaint_id`,
      ids,
    );
    await manager.query('UPDATE complaint_supports SET user_id = $2 WHERE user_id = $1', ids);
    await manager.query(
      `DELETE FROM complaint_follows f
        WHERE (f.user_id = $1 AND EXISTS (SELECT 1 FROM complaint_follows o WHERE o.complaint_id = f.complaint_id AND o.user_id = $2))
           OR (f.user_id IN ($1, $2) AND EXISTS (SELECT 1 FROM complaints c WHERE c.id = f.complaint_id AND c.reporter_id = $2))`,
      ids,
    );
    await manager.query('UPDATE complaint_follows SET user_id = $2 WHERE user_id = $1', ids);
    await manager.query(
      `DELETE FROM still_broken_reports r
        WHERE r.reporter_id = $1
          AND EXISTS (SELECT 1 FROM still_broken_reports o WHERE o.complaint_id = r.complaint_id AND o.resolved_at = r.resolved_at AND o.reporter_id = $2)`,
      ids,
    );
    await manager.query('UPDATE still_broken_reports SET reporter_id = $2 WHERE reporter_id = $1', ids);
    await manager.query('UPDATE photo_points SET uploader_id = $2 WHERE uploader_id = $1', ids);
    await manager.query('UPDATE uploads SET owner_user_id = $2 WHERE owner_user_id = $1', ids);
  }
}
