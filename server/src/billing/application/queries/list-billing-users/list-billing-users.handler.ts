import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { pageCount, type Paged } from '@civic/contracts';
import { UserAccountsService } from '../../../../identity/public.js';
import { ListBillingUsersQuery, type BillingUserView } from './list-billing-users.query.js';

/** Citizens (role user), searched over email and name, through identity's read service. */
@QueryHandler(ListBillingUsersQuery)
export class ListBillingUsersHandler implements IQueryHandler<ListBillingUsersQuery> {
  constructor(private readonly accounts: UserAccountsService) {}

  async execute({ q, page, limit }: ListBillingUsersQuery): Promise<Paged<BillingUserView>> {
    const { items, total } = await this.accounts.searchCitizens(q, (page - 1) * limit, limit);
    return {
      items: items.map((u) => ({
        _id: u.id,
        firstName: u.firstName,
        lastName: u.lastName,
        name: u.name,
        email: u.email,
        plan: u.plan,
        planName: u.plan,
        isPremium: u.isPremium,
      })),
      total,
      page,
      pages: pageCount(total, limit),
    };
  }
}
