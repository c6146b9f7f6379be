import type { CarriedResponseLink, ComplaintEscalationStepTakenPayload, ForwardRecipient } from '../../../complaints/public.js';
import { eventFactory } from '../../../kernel/events/domain-event.js';

/** Events of the documents worker. */
export const DocumentEvent = { AuthorityLetterRendered: 'AuthorityLetterRendered', EscalationLetterRendered: 'EscalationLetterRendered' } as const;

/**
 * AuthorityLetterRendered: the authority letter of one forward (ComplaintForwarded `forwardEventId`) was rendered
 * and stored as `documentId`, in the same transaction as this event; `documentId` is null when an admin disabled
 * the authority_letter PDF template (the email then goes without a letter). It carries what the forward email
 * needs besides the complaint itself: the recipients (primary first), the admin's message and the response link the
 * forward issued. The notifications
 * worker (send-authority-forward) sends the email. The audit stamp names the admin who forwarded and the complaint.
 */
export interface AuthorityLetterRenderedPayload {
  complaintId: string;
  forwardEventId: string;
  documentId: string | null;
  /** The letter's file name and size in bytes; null without a letter. */
  filename: string | null;
  size: number | null;
  recipients: ForwardRecipient[];
  message: string;
  /** The primary recipient's response link the forward issued (as ComplaintForwarded carried it), printed on the letter. */
  responseLink?: CarriedResponseLink;
}

/**
 * EscalationLetterRendered: the escalation letter of one level 1 or level 2 step (ComplaintEscalationStepTaken
 * `stepEventId`) was rendered and stored as `documentId`, in the same transaction as this event; `documentId` is null
 * when an admin disabled the escalation_letter PDF template (the email then goes without a letter). It carries the
 * step's payload, which the escalation email needs; the notifications worker (send-escalation-authority) sends it,
 * keyed by the step event, so the step still gives one email.
 */
export interface EscalationLetterRenderedPayload {
  complaintId: string;
  stepEventId: string;
  documentId: string | null;
  filename: string | null;
  size: number | null;
  step: ComplaintEscalationStepTakenPayload;
}

declare module '../../../kernel/events/domain-event.js' {
  interface DomainEventMap {
    AuthorityLetterRendered: AuthorityLetterRenderedPayload;
    EscalationLetterRendered: EscalationLetterRenderedPayload;
  }
}

/**
 * Builds a documents event about a complaint. Its audit context stays 'complaints' (the entity is the
 * complaint, as for the forward that caused it).
 */
export const complaintDocumentEvent = eventFactory('complaints', 'complaint');
