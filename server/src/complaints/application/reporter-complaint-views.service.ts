import { Injectable } from '@nestjs/common';
import { CategoriesService } from '../../content/public.js';
import { Clock } from '../../kernel/clock/clock.js';
import type { Complaint } from '../domain/complaint.entity.js';
import { ComplaintPlaces } from './complaint-places.service.js';
import type { ComplaintWithSteps } from './complaint-rows.service.js';
import { toComplaintView, type ComplaintView } from './complaint.view.js';
import { EscalationLadder } from './escalation-ladder.service.js';

/**
 * Builds the reporter's views (My Complaints) for complaints already loaded: category names, escalation steps and
 * places in words in one batch each, `overdueDays` and the fix window at the Clock's time.
 */
@Injectable()
export class ReporterComplaintViewsService {
  constructor(
    private readonly categories: CategoriesService,
    private readonly ladder: EscalationLadder,
    private readonly clock: Clock,
    private readonly places: ComplaintPlaces,
  ) {}

  /** Views of `complaints`, in the same order. */
  async toViews(complaints: readonly Complaint[]): Promise<ComplaintView[]> {
    if (complaints.length === 0) return [];
    const [names, steps, places] = await Promise.all([
      this.categories.findByKeys(complaints.map((c) => c.categoryKey)),
      this.ladder.stepsOf(complaints.map((c) => c.id)),
      this.places.all(complaints),
    ]);
    const now = this.clock.now();
    return complaints.map((c, i) => toComplaintView(c, names.get(c.categoryKey)?.name, steps.get(c.id), now, places[i]));
  }

  /** Views of complaints read with their steps (ComplaintRowsService), in the same order: no statement at all. */
  async toViewsOf(rows: readonly ComplaintWithSteps[]): Promise<ComplaintView[]> {
    if (rows.length === 0) return [];
    const [names, places] = await Promise.all([
      this.categories.findByKeys(rows.map((r) => r.complaint.categoryKey)),
      this.places.all(rows.map((r) => r.complaint)),
    ]);
    const now = this.clock.now();
    return rows.map(({ complaint: c, steps }, i) => toComplaintView(c, names.get(c.categoryKey)?.name, steps, now, places[i]));
  }

  /** The view of one complaint. */
  async toView(complaint: Complaint): Promise<ComplaintView> {
    const [view] = await this.toViews([complaint]);
    return view;
  }
}
