import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DEFAULT_RESPONSE_DAYS } from '@civic/contracts';
import { CategoriesService } from '../../content/public.js';
import type { Actor, DomainEvent } from '../../kernel/events/domain-event.js';
import type { Complaint } from '../domain/complaint.entity.js';
import { linkRecipients, ResponseLinksWriter } from './response-links.writer.js';

/**
 * A reopening outside the reporter's own 30-day reopen (the follow-up's "not fixed", an admin after a "still broken"
 * report; docs/adr/0148), inside the caller's transaction and on its locked complaint: the category's response days
 * restart the due date and the office's response link is extended with it, as ReopenComplaintHandler does, so that the
 * office gets the same reopening email (ComplaintReopened → send-reopen-authority).
 */
@Injectable()
export class ReopenAfterResolutionWriter {
  constructor(
    private readonly categories: CategoriesService,
    private readonly links: ResponseLinksWriter,
  ) {}

  async reopen(
    manager: EntityManager,
    complaint: Complaint,
    input: { message: string; note: string; photos: readonly string[]; source: 'reporter' | 'admin' },
    actor: Actor,
    now: Date,
  ): Promise<DomainEvent[]> {
    const responseDays = (await this.categories.findByKeys([complaint.categoryKey])).get(complaint.categoryKey)?.responseDays ?? DEFAULT_RESPONSE_DAYS;
    const link = await this.links.issueCarried(
      manager,
      complaint.id,
      linkRecipients(complaint.authorityRecipients),
      complaint.authorityRecipients[0]?.language ?? 'en',
      now,
    );
    return complaint.reopenAfterResolution(input, actor, now, responseDays, link);
  }
}
