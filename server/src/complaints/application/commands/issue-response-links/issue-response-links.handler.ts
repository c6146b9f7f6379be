import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../../kernel/config/app-config.js';
import { Clock } from '../../../../kernel/clock/clock.js';
import { loadComplaint } from '../../load-complaint.js';
import { ResponseLinksWriter } from '../../response-links.writer.js';
import { IssueResponseLinksCommand, type IssuedResponseLink } from './issue-response-links.command.js';

/**
 * Issues or extends response links in one transaction, through the writer the forward, the escalation step and the
 * reopening use in theirs (ResponseLinksWriter: two writers at once share one link).
 */
@CommandHandler(IssueResponseLinksCommand)
export class IssueResponseLinksHandler implements ICommandHandler<IssueResponseLinksCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: ResponseLinksWriter,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ complaintId, recipients, language }: IssueResponseLinksCommand): Promise<IssuedResponseLink[]> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const complaint = await loadComplaint(manager, complaintId);
      const issued = await this.links.issue(manager, complaint.id, recipients, language, now);
      return issued.map(({ link, token }) => ({
        email: link.recipientEmail,
        url: `${this.config.publicUrl}/respond/${token}`,
        replyKey: link.replyKey,
        expiresAt: link.expiresAt,
      }));
    });
  }
}
