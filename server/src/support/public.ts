/**
 * The support context's public surface: the only file other contexts may import (docs/architecture.md,
 * Boundaries): the module and its events (the notifications worker emails ticket senders).
 */
export { SupportModule } from './support.module.js';
export {
  SupportTicketEvent,
  type TicketMailPayload,
  type TicketMessageSentPayload,
  type TicketOpenedPayload,
  type TicketStatusChangedPayload,
} from './domain/events/support-ticket.events.js';
export { VolunteerEvent } from './domain/events/volunteer.events.js';
