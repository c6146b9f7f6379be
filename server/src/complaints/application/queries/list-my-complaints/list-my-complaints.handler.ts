import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CategoriesService } from '../../../../content/public.js';
import { Complaint } from '../../../domain/complaint.entity.js';
import { Clock } from '../../../../kernel/clock/clock.js';
import { toComplaintView, type ComplaintView } from '../../complaint-view.js';
import { ComplaintPlaces } from '../../complaint-places.service.js';
import { EscalationLadder } from '../../escalation-ladder.service.js';
import { ListMyComplaintsQuery } from './list-my-complaints.query.js';

/** Lists one reporter's complaints, archived ones included, newest first (complaints_reporter_created_idx). */
@QueryHandler(ListMyComplaintsQuery)
export class ListMyComplaintsHandler implements IQueryHandler<ListMyComplaintsQuery> {
  constructor(
    @InjectRepository(Complaint) private readonly complaints: Repository<Complaint>,
    private readonly categories: CategoriesService,
    private readonly ladder: EscalationLadder,
    private readonly clock: Clock,
    private readonly places: ComplaintPlaces,
  ) {}

  async execute({ reporterId }: ListMyComplaintsQuery): Promise<{ items: ComplaintView[] }> {
    const rows = await this.complaints.find({ where: { reporterId }, order: { createdAt: 'DESC', publicId: 'DESC' } });
    const [names, steps, places] = await Promise.all([
      this.categories.findByKeys(rows.map((c) => c.categoryKey)),
      this.ladder.stepsOf(rows.map((c) => c.id)),
      this.places.all(rows),
    ]);
    const now = this.clock.now();
    return { items: rows.map((c, i) => toComplaintView(c, names.get(c.categoryKey)?.name, steps.get(c.id), now, places[i])) };
  }
}
