/**
 * Events of authorities' email replies (docs/adr/0095-inbound-replies-by-email.md), built with the complaints context's
 * `complaintEvent` (audit entity 'complaint', the public id). A published reply also raises ComplaintAuthorityResponded
 * (the history entry and the reporter's email).
 */
export const AuthorityReplyEvent = {
  Reviewed: 'ComplaintAuthorityReplyReviewed',
} as const;

/**
 * ComplaintAuthorityReplyReviewed: an email reply was published (by an admin, or by the portal as it arrived from one
 * of the complaint's recipients: `byAdmin` false) or discarded by an admin. `fromAddress` is the reply's sender.
 */
export interface ComplaintAuthorityReplyReviewedPayload {
  complaintId: string;
  replyId: string;
  decision: 'published' | 'discarded';
  fromAddress: string;
  byAdmin: boolean;
  /** The complaint (public id) an admin took it from when attaching it to another one; absent otherwise. */
  movedFrom?: string;
  /** Why an admin discarded it; absent otherwise. */
  reason?: string;
}

declare module '../../../kernel/events/domain-event.js' {
  interface DomainEventMap {
    ComplaintAuthorityReplyReviewed: ComplaintAuthorityReplyReviewedPayload;
  }
}
