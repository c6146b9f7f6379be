import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ComplaintView } from '../../complaint.view.js';
import { ComplaintRowsService } from '../../complaint-rows.service.js';
import { ReporterComplaintViewsService } from '../../reporter-complaint-views.service.js';
import { ListMyComplaintsQuery } from './list-my-complaints.query.js';

/**
 * Lists one reporter's complaints, archived ones included, newest first, with their escalation steps: one statement
 * (ComplaintRowsService.ofReporter, complaints_reporter_created_idx); category names and places come from memory.
 * Read from the database on every call: with many reporters reading and filings running, a per-reporter answer kept
 * in memory was rarely read twice before it changed (bench/results.md; docs/adr/0141-caches-measured-with-writes.md).
 */
@QueryHandler(ListMyComplaintsQuery)
export class ListMyComplaintsHandler implements IQueryHandler<ListMyComplaintsQuery> {
  constructor(
    private readonly rows: ComplaintRowsService,
    private readonly views: ReporterComplaintViewsService,
  ) {}

  async execute({ reporterId }: ListMyComplaintsQuery): Promise<{ items: ComplaintView[] }> {
    return { items: await this.views.toViewsOf(await this.rows.ofReporter(reporterId)) };
  }
}
