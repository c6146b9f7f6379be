import { Query } from '@nestjs/cqrs';
import type { RoutingCheck } from '../../complaint-routing.js';

/** GET /api/admin/complaints/{id}/routing-check: the contact lookup the desk runs before forwarding (admin spec section 4). */
export class CheckComplaintRoutingQuery extends Query<RoutingCheck> {
  constructor(readonly complaintId: string) {
    super();
  }
}
