import type { ForwardRecipient } from '../../complaints/domain/events/complaint-events.js';
import { domainEvent, type DomainEvent } from '../../kernel/events/domain-event.js';

/** Event raised by the documents worker once a forward's authority letter is stored (or skipped). */
export const AUTHORITY_LETTER_RENDERED = 'AuthorityLetterRendered';

/**
 * AuthorityLetterRendered: the authority letter of one forward (ComplaintForwarded `forwardEventId`) was rendered
 * and stored as `documentId`, in the same transaction as this event; `documentId` is null when an admin disabled
 * the authority_letter PDF template (the email then goes without a letter). It carries what the forward email
 * needs besides the complaint itself: the recipients (primary first) and the admin's message. The notifications
 * worker (send-authority-forward) sends the email. Audit fields name the admin who forwarded.
 */
export type AuthorityLetterRenderedPayload = {
  context: 'complaints';
  actorId: string | null;
  actorEmail: string | null;
  entityType: 'complaint';
  entityId: string;
  complaintId: string;
  forwardEventId: string;
  documentId: string | null;
  /** The letter's file name and size in bytes; null without a letter. */
  filename: string | null;
  size: number | null;
  recipients: ForwardRecipient[];
  message: string;
};

export function authorityLetterRendered(
  payload: Omit<AuthorityLetterRenderedPayload, 'context' | 'entityType' | 'entityId'>,
): DomainEvent<AuthorityLetterRenderedPayload> {
  return domainEvent(AUTHORITY_LETTER_RENDERED, { ...payload, context: 'complaints', entityType: 'complaint', entityId: payload.complaintId });
}
