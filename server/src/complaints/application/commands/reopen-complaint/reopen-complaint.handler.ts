import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DEFAULT_RESPONSE_DAYS, formatMessage, Messages } from '@civic/contracts';
import { PlansService } from '../../../../billing/public.js';
import { CategoriesService } from '../../../../content/public.js';
import { UserAccountsService } from '../../../../identity/public.js';
import { Clock } from '../../../../kernel/clock/clock.js';
import { NotFoundError, ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Complaint } from '../../../domain/complaint.entity.js';
import type { ComplaintView } from '../../complaint.view.js';
import { loadComplaint } from '../../load-complaint.js';
import { ReporterComplaintViewsService } from '../../reporter-complaint-views.service.js';
import { linkRecipients, ResponseLinksWriter } from '../../response-links.writer.js';
import { UploadsWriter } from '../../uploads.writer.js';
import { ReopenComplaintCommand } from './reopen-complaint.command.js';

/**
 * The reporter reopens a resolved complaint. Only the reporter (anyone else: 404); the note, window and
 * confirmation rules are Complaint.reopen's. Photos must come from the configured provider and be the reporter's own
 * uploads (403 UPLOAD_NOT_OWNED), at most the plan's photo limit. The due date restarts from the Clock's today with the category's response days.
 * The authority's response links are extended in the same transaction, the primary's carried in ComplaintReopened.
 */
@CommandHandler(ReopenComplaintCommand)
export class ReopenComplaintHandler implements ICommandHandler<ReopenComplaintCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly uploads: UploadsWriter,
    private readonly users: UserAccountsService,
    private readonly plans: PlansService,
    private readonly categories: CategoriesService,
    private readonly views: ReporterComplaintViewsService,
    private readonly links: ResponseLinksWriter,
    private readonly clock: Clock,
  ) {}

  async execute({ complaintId, reporter, message, photos }: ReopenComplaintCommand): Promise<ComplaintView> {
    const current = await loadComplaint(this.dataSource.manager, complaintId);
    if (current.reporterId !== reporter.id) throw new NotFoundError(Messages.admin.complaints.notFound);
    const urls = [...new Set(photos.map((p) => p.trim()).filter(Boolean))];
    if (urls.length > 0) {
      const profile = await this.users.getProfile(reporter.id);
      if (!profile) throw new NotFoundError(Messages.admin.complaints.notFound);
      const { photoLimit } = await this.plans.limitsFor(profile.plan);
      if (urls.length > photoLimit) throw ValidationError.field('photos', formatMessage(Messages.complaint.photoLimitExceeded, { n: photoLimit }));
      await this.uploads.checkPhotos(urls, { userId: reporter.id }, 'photos', () => ValidationError.field('photos', Messages.complaint.photoNotFromProvider));
    }
    const responseDays = (await this.categories.findByKeys([current.categoryKey])).get(current.categoryKey)?.responseDays ?? DEFAULT_RESPONSE_DAYS;
    const saved = await this.outbox.transaction(async (manager) => {
      const complaint = await loadComplaint(manager, complaintId, { lock: true });
      const now = this.clock.now();
      // The authority's email prints the link issued here, with the reopening (docs/adr/0134).
      const link = await this.links.issueCarried(
        manager,
        complaint.id,
        linkRecipients(complaint.authorityRecipients),
        complaint.authorityRecipients[0]?.language ?? 'en',
        now,
      );
      const events = complaint.reopen(message, urls, reporter, now, responseDays, link);
      await manager.save(Complaint, complaint);
      return { result: complaint, events };
    });
    return this.views.toView(saved);
  }
}
