import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Complaint } from '../../../domain/complaint.entity.js';
import type { ComplaintView } from '../../complaint-view.js';
import { ReporterComplaintViews } from '../../reporter-complaint-views.js';
import { ListMyComplaintsQuery } from './list-my-complaints.query.js';

/** Lists one reporter's complaints, archived ones included, newest first (complaints_reporter_created_idx). */
@QueryHandler(ListMyComplaintsQuery)
export class ListMyComplaintsHandler implements IQueryHandler<ListMyComplaintsQuery> {
  constructor(
    @InjectRepository(Complaint) private readonly complaints: Repository<Complaint>,
    private readonly views: ReporterComplaintViews,
  ) {}

  async execute({ reporterId }: ListMyComplaintsQuery): Promise<{ items: ComplaintView[] }> {
    const rows = await this.complaints.find({ where: { reporterId }, order: { createdAt: 'DESC', publicId: 'DESC' } });
    return { items: await this.views.toViews(rows) };
  }
}
