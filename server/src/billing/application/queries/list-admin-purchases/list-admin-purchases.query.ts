import { Query } from '@nestjs/cqrs';
import type { Paged } from '@civic/contracts';
import type { PurchaseView } from '../../billing.view.js';

/** A purchase in the admin list, with its buyer. */
export type AdminPurchaseView = PurchaseView & { user: { _id: string | null; email: string; name: string } };

/** Admin purchases list (admin spec sections 2, 7 and 9: 10 per page, q). */
export class ListAdminPurchasesQuery extends Query<Paged<AdminPurchaseView>> {
  constructor(
    readonly q: string | undefined,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
