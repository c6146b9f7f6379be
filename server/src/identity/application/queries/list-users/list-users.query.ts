import { Query } from '@nestjs/cqrs';
import type { Paged } from '@civic/contracts';
import type { AdminUserView } from '../../user.view.js';

/** The Users admin list (admin spec sections 2 and 7): q over name, email and phone; 10 per page. */
export class ListUsersQuery extends Query<Paged<AdminUserView>> {
  constructor(readonly filter: { page: number; limit: number; q?: string }) {
    super();
  }
}
