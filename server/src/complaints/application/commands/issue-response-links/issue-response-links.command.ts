import { Command } from '@nestjs/cqrs';
import type { Locale } from '@civic/contracts';
import type { ResponseLinkRecipient } from '../../response-links.writer.js';

export type { ResponseLinkRecipient };

/** A recipient's live response link, as an email to that recipient carries it. */
export interface IssuedResponseLink {
  /** The recipient address, trimmed and lower-case. */
  email: string;
  /** `{PUBLIC_URL}/respond/{token}`. */
  url: string;
  /** The random key of the Reply-To address `reply+{replyKey}@{INBOUND_EMAIL_DOMAIN}`. */
  replyKey: string;
  expiresAt: Date;
}

/**
 * Issues or extends the response link of each recipient about a complaint, in a transaction of its own: one link per
 * complaint and address, valid RESPONSE_LINK_DAYS from now. The forward, the escalation step and the reopening issue
 * theirs in their own transaction instead (ResponseLinksWriter); this command serves what stands alone (the API
 * tests' set-ups). Asking again for the same recipient answers the same link (the token is derived again). Answers the links in the recipients' order; addresses blank or repeated are skipped.
 */
export class IssueResponseLinksCommand extends Command<IssuedResponseLink[]> {
  constructor(
    /** The public id ('GOA-2026-000123'). */
    readonly complaintId: string,
    readonly recipients: readonly ResponseLinkRecipient[],
    /** The language the email is written in: the response page opens in it. */
    readonly language: Locale,
  ) {
    super();
  }
}
