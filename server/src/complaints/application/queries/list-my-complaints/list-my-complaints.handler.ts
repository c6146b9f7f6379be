import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { firstChange } from '../../../../kernel/cache/answer-cache.js';
import { Clock } from '../../../../kernel/clock/clock.js';
import { viewChangesAt, type ComplaintView } from '../../complaint.view.js';
import { ComplaintAnswerCaches } from '../../complaint-answer-caches.js';
import { ComplaintRowsService } from '../../complaint-rows.service.js';
import { ReporterComplaintViewsService } from '../../reporter-complaint-views.service.js';
import { ListMyComplaintsQuery } from './list-my-complaints.query.js';

/**
 * Lists one reporter's complaints, archived ones included, newest first, with their escalation steps: one statement
 * (ComplaintRowsService.ofReporter, complaints_reporter_created_idx); category names and places come from memory.
 * The answer is kept per reporter until their complaints or steps change, or until the first instant at which one
 * of its views reads differently by the clock alone (an overdue day more, the fix window closing): ComplaintAnswerCaches.
 */
@QueryHandler(ListMyComplaintsQuery)
export class ListMyComplaintsHandler implements IQueryHandler<ListMyComplaintsQuery> {
  constructor(
    private readonly rows: ComplaintRowsService,
    private readonly views: ReporterComplaintViewsService,
    private readonly caches: ComplaintAnswerCaches,
    private readonly clock: Clock,
  ) {}

  async execute({ reporterId }: ListMyComplaintsQuery): Promise<{ items: ComplaintView[] }> {
    const items = await this.caches.myComplaints.get(reporterId, this.clock.now(), async () => {
      const rows = await this.rows.ofReporter(reporterId);
      // Taken before the views are built, so that a change of day while building only shortens the answer's life.
      const now = this.clock.now();
      return { value: await this.views.toViewsOf(rows), validFrom: now, validUntil: firstChange(rows.map((r) => viewChangesAt(r.complaint, now))) };
    });
    return { items };
  }
}
