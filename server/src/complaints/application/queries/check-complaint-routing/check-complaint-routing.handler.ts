import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ComplaintRouting, type RoutingCheck } from '../../complaint-routing.js';
import { loadComplaint } from '../../load-complaint.js';
import { CheckComplaintRoutingQuery } from './check-complaint-routing.query.js';

/** Looks up the routing contact for the complaint's deepest known location level; 404 'Complaint not found'. */
@QueryHandler(CheckComplaintRoutingQuery)
export class CheckComplaintRoutingHandler implements IQueryHandler<CheckComplaintRoutingQuery> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly routing: ComplaintRouting,
  ) {}

  async execute({ complaintId }: CheckComplaintRoutingQuery): Promise<RoutingCheck> {
    return this.routing.check(await loadComplaint(this.dataSource.manager, complaintId));
  }
}
