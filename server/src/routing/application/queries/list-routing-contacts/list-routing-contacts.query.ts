import { Query } from '@nestjs/cqrs';
import type { EscalationLevel, Paged, RoutingLevel, RoutingScope } from '@civic/contracts';
import type { RoutingContactView } from '../../routing-contact.view.js';

/** Filters of the Routing Contacts page (admin spec sections 2 and 7): q, scope, level, active, page, limit 20. */
export interface ListRoutingContactsFilter {
  /** Part of an email (primary or additional) or of the location, case-insensitive. */
  q?: string;
  scope?: RoutingScope;
  level?: RoutingLevel;
  active?: boolean;
  /** Only contacts of this escalation level. */
  escalationLevel?: EscalationLevel;
  page: number;
  limit: number;
}

/** Lists routing contacts sorted by location, the default contact before category contacts. */
export class ListRoutingContactsQuery extends Query<Paged<RoutingContactView>> {
  constructor(readonly filter: ListRoutingContactsFilter) {
    super();
  }
}
