import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ComplaintStatus, DEFAULT_RESPONSE_DAYS } from '@civic/contracts';
import { CategoriesService } from '../../../../content/public.js';
import { Clock } from '../../../../kernel/clock/clock.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Complaint, type AuthorityRecipient } from '../../../domain/complaint.entity.js';
import { AdminComplaintViewsService, type AdminComplaintView } from '../../admin-complaint-views.service.js';
import { ComplaintRouting } from '../../complaint-routing.js';
import { loadComplaint } from '../../load-complaint.js';
import { linkRecipients, ResponseLinksWriter } from '../../response-links.writer.js';
import { ChangeComplaintStatusCommand } from './change-complaint-status.command.js';

/**
 * Saves a status (admin spec section 4). In one transaction, with the complaint's row locked: the entity sets
 * the status and appends an update (a rejection without a note is refused with 'Please add a note explaining the
 * rejection.'), the row is saved and ComplaintStatusChanged (actor: the admin) is appended to the outbox; the
 * notifications worker emails the reporter (complaint_update). For 'forwarded', the recipients are resolved again
 * with routing's AuthorityResolver before the transaction (else those stored at filing); the complaint keeps them
 * as its authority recipients and ComplaintForwarded is appended too, which starts the authority letter and
 * email; every recipient's response link is issued (or extended) in the same transaction and the primary's carried in
 * ComplaintForwarded. With no recipient at all the forward is refused (400) and nothing changes. A forward sets the due date:
 * the end of today (Clock, India time) plus the category's response days.
 */
@CommandHandler(ChangeComplaintStatusCommand)
export class ChangeComplaintStatusHandler implements ICommandHandler<ChangeComplaintStatusCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly routing: ComplaintRouting,
    private readonly views: AdminComplaintViewsService,
    private readonly categories: CategoriesService,
    private readonly links: ResponseLinksWriter,
    private readonly clock: Clock,
  ) {}

  async execute({ complaintId, status, message, actor }: ChangeComplaintStatusCommand): Promise<AdminComplaintView> {
    let recipients: AuthorityRecipient[] = [];
    let responseDays = DEFAULT_RESPONSE_DAYS;
    if (status === ComplaintStatus.Forwarded) {
      const current = await loadComplaint(this.dataSource.manager, complaintId);
      recipients = (await this.routing.recipientsForForward(current)).recipients;
      responseDays = (await this.categories.findByKeys([current.categoryKey])).get(current.categoryKey)?.responseDays ?? DEFAULT_RESPONSE_DAYS;
    }
    const saved = await this.outbox.transaction(async (manager) => {
      const complaint = await loadComplaint(manager, complaintId, { lock: true });
      const now = this.clock.now();
      // A forward issues (or extends) every recipient's response link here, in its own transaction, and carries the
      // primary's in ComplaintForwarded: the letter and the email print it without calling back (docs/adr/0134).
      const events =
        status === ComplaintStatus.Forwarded
          ? complaint.forward(
              recipients,
              message,
              actor,
              now,
              responseDays,
              // The response page opens in the office's language, as its email and letter are written.
              await this.links.issueCarried(manager, complaint.id, linkRecipients(recipients), recipients[0]?.language ?? 'en', now),
            )
          : complaint.changeStatus(status, message, actor, now);
      await manager.save(Complaint, complaint);
      return { result: complaint, events };
    });
    return this.views.toView(saved);
  }
}
