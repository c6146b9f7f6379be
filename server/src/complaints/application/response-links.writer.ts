import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Messages, type Locale } from '@civic/contracts';
import { AppConfig } from '../../kernel/config/app-config.js';
import { findLockedOrFail } from '../../kernel/database/lock-or-404.js';
import type { CarriedResponseLink } from '../domain/events/complaint.events.js';
import { normaliseRecipient, ResponseLink } from '../domain/response-link.entity.js';
import { ResponseLinkKeys } from './response-link-keys.js';

const DAY_MS = 24 * 3600 * 1000;

/** A recipient of an email to an authority about a complaint. */
export interface ResponseLinkRecipient {
  email: string;
  name: string;
  designation: string;
}

/**
 * Issues or extends response links inside the caller's transaction: the forward, the escalation step and the reopen
 * issue the links of the emails they start in their own transaction, and carry the To recipient's in their event
 * (docs/adr/0134-forwarding-runs-one-way.md), so that the letter and the email never send a command back.
 */
@Injectable()
export class ResponseLinksWriter {
  constructor(
    private readonly config: AppConfig,
    private readonly keys: ResponseLinkKeys,
  ) {}

  /**
   * One link per complaint (internal id) and address, valid RESPONSE_LINK_DAYS after `now`: a new one is inserted with
   * ON CONFLICT DO NOTHING on (complaint, recipient), then the row is read locked, so that two writers at once share one
   * link; an existing one is extended (a revoked one gets a new seed, docs/adr/0090-authority-response-links.md).
   * Answers the links in the recipients' order; addresses blank or repeated are skipped.
   */
  async issue(
    manager: EntityManager,
    complaintId: string,
    recipients: readonly ResponseLinkRecipient[],
    language: Locale,
    now: Date,
  ): Promise<{ link: ResponseLink; token: string }[]> {
    const key = await this.keys.key();
    const expiresAt = new Date(now.getTime() + this.config.RESPONSE_LINK_DAYS * DAY_MS);
    const seen = new Set<string>();
    const issued: { link: ResponseLink; token: string }[] = [];
    for (const r of recipients) {
      const email = normaliseRecipient(r.email);
      if (!email || seen.has(email)) continue;
      seen.add(email);
      const names = { authorityName: r.name.trim(), authorityDesignation: r.designation.trim() };
      const fresh = ResponseLink.create(key, { complaintId, recipientEmail: email, ...names, language }, now, expiresAt);
      await manager.createQueryBuilder().insert().into(ResponseLink).values(fresh.link).orIgnore().execute();
      const link = await findLockedOrFail(manager, ResponseLink, { complaintId, recipientEmail: email }, Messages.admin.complaints.notFound);
      const token = link.id === fresh.link.id ? fresh.token : link.extend(key, { ...names, language }, now, expiresAt);
      if (link.id !== fresh.link.id) await manager.save(ResponseLink, link);
      issued.push({ link, token });
    }
    return issued;
  }

  /**
   * `issue`, answering what an event carries of the links: the first recipient's (the To address of the email, the
   * addressee of the letter) as a CarriedResponseLink, null when no recipient has an address.
   */
  async issueCarried(
    manager: EntityManager,
    complaintId: string,
    recipients: readonly ResponseLinkRecipient[],
    language: Locale,
    now: Date,
  ): Promise<CarriedResponseLink | null> {
    const [first] = await this.issue(manager, complaintId, recipients, language, now);
    return first ? carried(first.link) : null;
  }
}

/** What an event carries of a link: its address, its reply key and its seed (never the token). */
export function carried(link: ResponseLink): CarriedResponseLink {
  return { recipientEmail: link.recipientEmail, replyKey: link.replyKey, tokenSeed: link.tokenSeed };
}

/** The recipients of an email as `issue` takes them, from an event's or a complaint's authority recipients. */
export function linkRecipients(
  recipients: readonly { authorityEmail: string; authorityName: string; authorityDesignation: string }[],
): ResponseLinkRecipient[] {
  return recipients.map((r) => ({ email: r.authorityEmail, name: r.authorityName, designation: r.authorityDesignation }));
}
