import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AdminComplaintViewsService, type AdminComplaintView } from '../../admin-complaint-views.service.js';
import { loadComplaint } from '../../load-complaint.js';
import { GetAdminComplaintQuery } from './get-admin-complaint.query.js';

/** One complaint in the admin read shape; 404 'Complaint not found'. */
@QueryHandler(GetAdminComplaintQuery)
export class GetAdminComplaintHandler implements IQueryHandler<GetAdminComplaintQuery> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly views: AdminComplaintViewsService,
  ) {}

  async execute({ complaintId }: GetAdminComplaintQuery): Promise<AdminComplaintView> {
    return this.views.toView(await loadComplaint(this.dataSource.manager, complaintId));
  }
}
