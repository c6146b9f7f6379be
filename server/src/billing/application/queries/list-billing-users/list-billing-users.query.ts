import { Query } from '@nestjs/cqrs';
import type { Paged } from '@civic/contracts';

/** A citizen as the admin billing page lists it. */
export interface BillingUserView {
  _id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  /** The plan's identity: its English name. */
  plan: string;
  /** The plan's name in the reader's language (PlansService.namesIn); English as built here. */
  planName: string;
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
