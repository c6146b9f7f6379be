import { Query } from '@nestjs/cqrs';
import type { MyTicketView } from '../../support.view.js';

/** My Support (citizen spec sections 2 and 7, GET /api/support/my): the caller's tickets. */
export class ListMyTicketsQuery extends Query<MyTicketView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
