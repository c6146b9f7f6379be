import { Query } from '@nestjs/cqrs';
import type { PurchaseView } from '../../billing.view.js';

/** The caller's purchases, newest first (citizen spec section 7, GET /api/payments/my-purchases). */
export class ListMyPurchasesQuery extends Query<PurchaseView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
