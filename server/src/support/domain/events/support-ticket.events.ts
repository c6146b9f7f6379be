import type { SupportCategory, TicketStatus } from '@civic/contracts';
import { eventFactory } from '../../../kernel/events/domain-event.js';

/**
 * Events of support tickets (citizen spec sections 7 and 8; admin spec section 2, Support inbox). The notifications
 * worker emails the sender on TicketOpened (support_ack), TicketStatusChanged (support_status) and
 * TicketMessageSent (support_admin_message); the audit worker records every one.
 */
export const SupportTicketEvent = {
  Opened: 'TicketOpened',
  StatusChanged: 'TicketStatusChanged',
  MessageSent: 'TicketMessageSent',
  NotesSaved: 'TicketNotesSaved',
} as const;

/** What every ticket email needs: the code, the sender and the subject (plain JSON). */
export interface TicketMailPayload {
  code: string;
  email: string;
  name: string;
  subject: string;
}

/** TicketOpened: a contact message became a ticket; `userId` is the signed-in sender or null for a visitor. */
export interface TicketOpenedPayload extends TicketMailPayload {
  userId: string | null;
  category: SupportCategory;
  message: string;
}

/** TicketStatusChanged: staff moved the ticket from `from` to `to`. */
export interface TicketStatusChangedPayload extends TicketMailPayload {
  from: TicketStatus;
  to: TicketStatus;
}

/** TicketMessageSent: staff wrote to the sender. */
export interface TicketMessageSentPayload extends TicketMailPayload {
  message: string;
}

/** TicketNotesSaved: the internal resolution notes changed (their text stays out of the event). */
export interface TicketNotesSavedPayload {
  code: string;
  length: number;
}

declare module '../../../kernel/events/domain-event.js' {
  interface DomainEventMap {
    TicketOpened: TicketOpenedPayload;
    TicketStatusChanged: TicketStatusChangedPayload;
    TicketMessageSent: TicketMessageSentPayload;
    TicketNotesSaved: TicketNotesSavedPayload;
  }
}

/** Builds a ticket event: context 'support', entity 'support_ticket' (its uuid). */
export const ticketEvent = eventFactory('support', 'support_ticket');
