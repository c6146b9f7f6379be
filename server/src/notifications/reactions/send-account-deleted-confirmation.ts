import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isLocale } from '@civic/contracts';
import { IdentityEvent } from '../../identity/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { pseudonymiseText, PSEUDONYM, type ErasedPerson } from '../../kernel/personal-data/pseudonym.js';
import { MailSender } from '../mail/mail-sender.js';

export const SEND_ACCOUNT_DELETED_CONFIRMATION = 'send-account-deleted-confirmation';

/**
 * The confirmation of a citizen's account deletion (docs/adr/0117-citizens-data-rights.md; its code goes with the other
 * one-time secrets, SendAuthLinkEmails): on UserDeleted by the owner, auth_account_deleted to the old address, in the
 * language the account had (the account is gone, so it travels in the event). A deletion by an admin sends nothing.
 * Then, in the event's transaction and after the confirmation is logged, whoever deleted the account: the sent-mail log
 * keeps what was sent but no longer to whom (pseudonymiseMailLog; docs/adr/0132-mail-log-secrets-export-and-erasure.md),
 * and so does the text message log for the account and its phone (pseudonymiseTextMessages).
 * One reaction does both, so the confirmation's own row is never left behind by a pseudonymisation that ran first.
 */
@Injectable()
export class SendAccountDeletedConfirmation implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly mail: MailSender,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: IdentityEvent.UserDeleted,
      queue: QueueName.Notifications,
      handler: SEND_ACCOUNT_DELETED_CONFIRMATION,
      outside: (event) => this.sendConfirmation(event),
      inside: async (event, manager) => {
        if (event.audit.entityId) await pseudonymiseMailLog(manager, { id: event.audit.entityId, ...event.payload });
        if (event.audit.entityId) await pseudonymiseTextMessages(manager, event.audit.entityId, event.payload.phone ?? '');
      },
    });
  }

  async sendConfirmation(event: DomainEvent<'UserDeleted'>): Promise<void> {
    const { email, byOwner, name, locale } = event.payload;
    if (!byOwner) return;
    await this.mail.sendTemplate(
      'auth_account_deleted',
      [email],
      { userName: name ?? '' },
      {
        idempotencyKey: `${event.id}:${SEND_ACCOUNT_DELETED_CONFIRMATION}`,
        eventId: event.id,
        ...(locale && isLocale(locale) ? { locale } : {}),
      },
    );
  }
}

/**
 * Every message of the sent-mail log sent to the person (To or Cc) or carrying their address (a letter to an authority
 * names its reporter): the address in the recipients, and the address, name and phone in the subject and bodies,
 * become 'Deleted user'. Answers how many messages changed.
 */
export async function pseudonymiseMailLog(manager: EntityManager, person: ErasedPerson): Promise<number> {
  const email = person.email.trim().toLowerCase();
  const rows = (await manager.query(
    `SELECT id, to_addresses, cc_addresses, subject, html, text FROM mail_messages
      WHERE EXISTS (SELECT 1 FROM unnest(to_addresses || cc_addresses) a WHERE lower(a) = $1) OR position($1 in lower(text)) > 0
      FOR UPDATE`,
    [email],
  )) as { id: string; to_addresses: string[]; cc_addresses: string[]; subject: string; html: string; text: string }[];
  const address = (a: string) => (a.trim().toLowerCase() === email ? PSEUDONYM : a);
  for (const row of rows) {
    await manager.query('UPDATE mail_messages SET to_addresses = $2, cc_addresses = $3, subject = $4, html = $5, text = $6 WHERE id = $1', [
      row.id,
      row.to_addresses.map(address),
      row.cc_addresses.map(address),
      pseudonymiseText(row.subject, person),
      pseudonymiseText(row.html, person),
      pseudonymiseText(row.text, person),
    ]);
  }
  return rows.length;
}

/**
 * The text messages sent to the account (a number texted a code but never confirmed included) or to its phone (as the
 * account held it, or its E.164 form): the recipient becomes 'Deleted user' and the account's id is dropped. Their
 * words name no person (an id, a status, a link).
 */
export async function pseudonymiseTextMessages(manager: EntityManager, userId: string, phone: string): Promise<void> {
  const numbers = [phone.trim(), parsePhoneNumberFromString(phone.trim(), 'IN')?.number].filter((n): n is string => Boolean(n));
  await manager.query('UPDATE text_messages SET recipient = $3, user_id = NULL WHERE user_id = $1 OR recipient = ANY($2::text[])', [
    userId,
    numbers,
    PSEUDONYM,
  ]);
}
