import { Query } from '@nestjs/cqrs';
import type { AdminComplaintView } from '../../admin-complaint-views.service.js';

/** GET /api/admin/complaints/{id}: one complaint for the details panel (admin spec section 2). */
export class GetAdminComplaintQuery extends Query<AdminComplaintView> {
  constructor(readonly complaintId: string) {
    super();
  }
}
