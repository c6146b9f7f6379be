import type { AuthorityAction, Locale } from '@civic/contracts';
import type { CarriedResponseLink } from './complaint.events.js';

/**
 * Events of authorities' email replies (docs/adr/0095-inbound-replies-by-email.md), built with the complaints context's
 * `complaintEvent` (audit entity 'complaint', the public id). A published reply also raises ComplaintAuthorityResponded
 * (the history entry and the reporter's email).
 */
export const AuthorityReplyEvent = {
  Reviewed: 'ComplaintAuthorityReplyReviewed',
  Recorded: 'ComplaintAuthorityReplyRecorded',
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

/**
 * ComplaintAuthorityReplyRecorded: an emailed reply was published as it arrived (never a held one, nor an admin's
 * publication), recording `action` (what its first words named, or 'message';
 * docs/adr/0138-an-emailed-reply-records-what-its-first-words-say.md). The officer is answered from it: what was
 * recorded, on which complaint, with the response link (`responseLink`: the answering recipient's, its seed, never the
 * token) to change it. `language` is the link's (the language of the latest email that carried it).
 */
export interface ComplaintAuthorityReplyRecordedPayload {
  complaintId: string;
  replyId: string;
  action: AuthorityAction;
  message: string;
  /** The sender, who is answered: one of the complaint's recipients (lower case). */
  fromAddress: string;
  authorityName: string;
  language: Locale;
  responseLink: CarriedResponseLink;
  /** After-photos kept from the reply, and whether one verified the fix. */
  photos: number;
  fixVerified: boolean;
  /** Documents kept from the reply, by name. */
  documents: string[];
  /** The subject of the reply, for the answer's `Re:`. */
  subject: string;
  /** The reply's Message-ID, for the answer's In-Reply-To. */
  messageId: string;
}

declare module '../../../kernel/events/domain-event.js' {
  interface DomainEventMap {
    ComplaintAuthorityReplyReviewed: ComplaintAuthorityReplyReviewedPayload;
    ComplaintAuthorityReplyRecorded: ComplaintAuthorityReplyRecordedPayload;
  }
}
