import { Query } from '@nestjs/cqrs';
import type { JsonBody } from '../../../../kernel/cache/json-body.js';

/**
 * The caller's own complaints, newest first (citizen spec section 7: GET /api/complaints), answered serialized:
 * `{ items: ComplaintView[] }` as a JsonBody (ListMyComplaintsHandler keeps it per reporter, issue 14).
 */
export class ListMyComplaintsQuery extends Query<JsonBody> {
  constructor(readonly reporterId: string) {
    super();
  }
}
