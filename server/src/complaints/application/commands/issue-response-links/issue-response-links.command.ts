import { Command } from '@nestjs/cqrs';
import type { Locale } from '@civic/contracts';

/** A recipient of an email to an authority about a complaint. */
export interface ResponseLinkRecipient {
  email: string;
  name: string;
  designation: string;
}

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
 * Issues or extends the response link of each recipient of an email about a complaint (forward, reminder,
 * escalation, reopen, in any language): one link per complaint and address, valid RESPONSE_LINK_DAYS after this
 * email. Asking again for the same recipient answers the same link (the token is derived again), so a retried
 * email job carries the same URL. Answers the links in the recipients' order; addresses blank or repeated are skipped.
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
