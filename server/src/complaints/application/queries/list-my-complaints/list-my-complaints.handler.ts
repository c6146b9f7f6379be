import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CategoriesService } from '../../../../content/public.js';
import { RevisionCache } from '../../../../kernel/cache/revision-cache.js';
import { Clock } from '../../../../kernel/clock/clock.js';
import { JsonBody } from '../../../../kernel/cache/json-body.js';
import { ComplaintReadRevisions } from '../../complaint-read-revisions.js';
import { ComplaintRowsService, firstViewChange } from '../../complaint-rows.service.js';
import { ReporterComplaintViewsService } from '../../reporter-complaint-views.service.js';
import { ListMyComplaintsQuery } from './list-my-complaints.query.js';

/** Characters of serialized My Complaints kept per API process, over all reporters (about 2,000 per complaint). */
const KEPT_BODY_CHARACTERS = 8_000_000;

/** A reporter's answer as kept: the body, and what besides the reporter's revision it was made from. */
interface KeptAnswer {
  answer: JsonBody;
  /** The category list's generation its category names come from (CategoriesService.generation). */
  categories: number;
  /** The first instant it may read otherwise for the time alone (overdue days, the fix window); null: never. */
  validUntil: number | null;
}

/**
 * Lists one reporter's complaints, archived ones included, newest first, with their escalation steps, serialized.
 * The answer is kept per reporter and served again while it is exactly what a new read would give: the
 * reporter's revision is the same (ComplaintReadRevisions: bumped in the transaction of every change to their
 * complaints or steps, by any process), the category names come from the same category list (CategoriesService
 * generation) and no complaint's overdue days or fix window has moved with the time (Complaint.viewChangesAt).
 * Otherwise one statement (ComplaintRowsService.ofReporter, complaints_reporter_created_idx); category names and
 * places come from memory. While the category list is not cached (its notifications are down) nothing is kept.
 */
@QueryHandler(ListMyComplaintsQuery)
export class ListMyComplaintsHandler implements IQueryHandler<ListMyComplaintsQuery> {
  private readonly kept = new RevisionCache<KeptAnswer>({ maxSize: KEPT_BODY_CHARACTERS, sizeOf: (kept) => kept.answer.body.length });

  constructor(
    private readonly rows: ComplaintRowsService,
    private readonly views: ReporterComplaintViewsService,
    private readonly revisions: ComplaintReadRevisions,
    private readonly categories: CategoriesService,
    private readonly clock: Clock,
  ) {}

  async execute({ reporterId }: ListMyComplaintsQuery): Promise<JsonBody> {
    const revision = await this.revisions.ofReporter(reporterId);
    const categories = this.categories.generation();
    if (categories === null) return (await this.read(reporterId, 0)).answer;
    const now = this.clock.now().getTime();
    const fresh = (kept: KeptAnswer) => kept.categories === categories && (kept.validUntil === null || now < kept.validUntil);
    return (await this.kept.read(reporterId, revision, () => this.read(reporterId, categories), fresh)).answer;
  }

  private async read(reporterId: string, categories: number): Promise<KeptAnswer> {
    const now = this.clock.now();
    const rows = await this.rows.ofReporter(reporterId);
    const items = await this.views.toViewsOf(rows);
    return { answer: JsonBody.of({ items }), categories, validUntil: firstViewChange(rows, now) };
  }
}
