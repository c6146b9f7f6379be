/**
 * The routing context's public surface: the only file other contexts may import (docs/architecture.md,
 * Boundaries). AuthorityResolver is the one authority resolution rule; GeographyService reads the Goa geography.
 */
export { RoutingModule } from './routing.module.js';
export {
  AuthorityResolver,
  type ResolutionAttempt,
  type ResolutionTrace,
  type ResolveAuthorityInput,
  type ResolvedAuthority,
} from './application/authority-resolver.service.js';
export { GeographyService, type NearestPlace } from './application/geography.service.js';
export { PlaceSearchService, type PlaceItem, type PlaceSearchResult } from './application/place-search.service.js';
export { RoutingEvent, type AddressesMarkedFailingPayload } from './domain/events/routing-contact.events.js';
export { MarkAddressesFailingCommand } from './application/commands/mark-addresses-failing/mark-addresses-failing.command.js';
