import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { IssueResponseLinksCommand, type ForwardRecipient } from '../../complaints/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import { replyAddress } from '../mail/mail.service.js';

/**
 * The Reply-To of an email to authorities about a complaint (forward, reopen, reminder, escalation):
 * `reply+{replyKey}@{INBOUND_EMAIL_DOMAIN}` of the primary recipient's response link, issued (or extended) for every
 * recipient of the email by IssueResponseLinksCommand, so that a reply by email reaches the complaint
 * (docs/adr/0095-inbound-replies-by-email.md). A Cc'd recipient who answers is recognised by their own address.
 * Asking again for the same recipients answers the same key, so a retried email carries the same Reply-To.
 */
@Injectable()
export class AuthorityReplyTo {
  constructor(
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  /** The Reply-To address for an email to `recipients` (primary first); undefined when there is none. */
  async of(complaintId: string, recipients: readonly ForwardRecipient[]): Promise<string | undefined> {
    const links = await this.commands.execute(
      new IssueResponseLinksCommand(
        complaintId,
        recipients.map((r) => ({ email: r.authorityEmail, name: r.authorityName, designation: r.authorityDesignation })),
        'en',
      ),
    );
    return links[0] ? replyAddress(links[0].replyKey, this.config.inboundEmailDomain) : undefined;
  }
}
