import { Query } from '@nestjs/cqrs';
import type { Paged } from '@civic/contracts';

/** A citizen as the admin billing page lists it. */
export interface BillingUserView {
  _id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  plan: string;
  isPremium: boolean;
}

/** Citizens for grant and downgrade (admin spec section 7, GET /api/admin/billing/users: q, page, limit 10). */
export class ListBillingUsersQuery extends Query<Paged<BillingUserView>> {
  constructor(
    readonly q: string | undefined,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
