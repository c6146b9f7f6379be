import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../../kernel/config/app-config.js';
import { Clock } from '../../../../kernel/clock/clock.js';
import { normaliseRecipient, ResponseLink } from '../../../domain/response-link.entity.js';
import { loadComplaint } from '../../load-complaint.js';
import { ResponseLinkKeys } from '../../response-link-keys.js';
import { IssueResponseLinksCommand, type IssuedResponseLink } from './issue-response-links.command.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Issues or extends response links in one transaction. A new link is inserted with ON CONFLICT DO NOTHING on
 * (complaint, recipient), then the row is read locked: when another email job created it first, this one extends that
 * row instead, so two jobs writing to the same recipient at once share one link.
 */
@CommandHandler(IssueResponseLinksCommand)
export class IssueResponseLinksHandler implements ICommandHandler<IssueResponseLinksCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly keys: ResponseLinkKeys,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ complaintId, recipients, language }: IssueResponseLinksCommand): Promise<IssuedResponseLink[]> {
    const key = await this.keys.key();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.config.RESPONSE_LINK_DAYS * DAY_MS);
    const seen = new Set<string>();
    const wanted = recipients.filter((r) => {
      const email = normaliseRecipient(r.email);
      if (!email || seen.has(email)) return false;
      seen.add(email);
      return true;
    });
    return this.dataSource.transaction(async (manager) => {
      const complaint = await loadComplaint(manager, complaintId);
      const issued: IssuedResponseLink[] = [];
      for (const r of wanted) {
        const names = { authorityName: r.name.trim(), authorityDesignation: r.designation.trim() };
        const fresh = ResponseLink.create(key, { complaintId: complaint.id, recipientEmail: r.email, ...names, language }, now, expiresAt);
        await manager.createQueryBuilder().insert().into(ResponseLink).values(fresh.link).orIgnore().execute();
        const link = await manager.findOneOrFail(ResponseLink, {
          where: { complaintId: complaint.id, recipientEmail: fresh.link.recipientEmail },
          lock: { mode: 'pessimistic_write' },
        });
        const token = link.id === fresh.link.id ? fresh.token : link.extend(key, { ...names, language }, now, expiresAt);
        if (link.id !== fresh.link.id) await manager.save(ResponseLink, link);
        issued.push({ email: link.recipientEmail, url: `${this.config.publicUrl}/respond/${token}`, replyKey: link.replyKey, expiresAt: link.expiresAt });
      }
      return issued;
    });
  }
}
