import { Query } from '@nestjs/cqrs';
import type { ComplaintView } from '../../complaint.view.js';

/** The caller's own complaints, newest first (citizen spec section 7: GET /api/complaints). */
export class ListMyComplaintsQuery extends Query<{ items: ComplaintView[] }> {
  constructor(readonly reporterId: string) {
    super();
  }
}
