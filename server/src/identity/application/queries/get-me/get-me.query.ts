import { Query } from '@nestjs/cqrs';
import type { UserView } from '../../user.view.js';

/** The signed-in user's account (citizen spec section 7, GET /api/auth/me). */
export class GetMeQuery extends Query<UserView> {
  constructor(readonly userId: string) {
    super();
  }
}
