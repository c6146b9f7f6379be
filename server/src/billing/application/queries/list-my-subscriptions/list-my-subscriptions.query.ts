import { Query } from '@nestjs/cqrs';
import type { SubscriptionView } from '../../billing.view.js';

/** The caller's subscriptions, newest first (citizen spec section 7, GET /api/subscriptions/my). */
export class ListMySubscriptionsQuery extends Query<SubscriptionView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
