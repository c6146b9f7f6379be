import type { AuthorityAction, AuthorityChannel, Locale, UpdateSource } from '@civic/contracts';
import { eventFactory } from '../../../kernel/events/domain-event.js';

/**
 * Events of the complaints context (past tense, plain JSON payloads). Consumers (notifications, documents,
 * audit) read these payloads; the audit stamp (context 'complaints', actor, entity 'complaint' with the public
 * id) is in the envelope. `complaintId` is the public id shown to people ('GOA-2026-000123').
 */
export const ComplaintEvent = {
  Filed: 'ComplaintFiled',
  StatusChanged: 'ComplaintStatusChanged',
  Claimed: 'ComplaintClaimed',
  Commented: 'ComplaintCommented',
  Archived: 'ComplaintArchived',
  Restored: 'ComplaintRestored',
  Forwarded: 'ComplaintForwarded',
  Deleted: 'ComplaintDeleted',
  EscalationStepTaken: 'ComplaintEscalationStepTaken',
  EscalationPaused: 'ComplaintEscalationPaused',
  Supported: 'ComplaintSupported',
  FixConfirmed: 'ComplaintFixConfirmed',
  Reopened: 'ComplaintReopened',
  OverdueDigestPrepared: 'OverdueDigestPrepared',
  AuthorityResponded: 'ComplaintAuthorityResponded',
  ResponseLinksRevoked: 'ComplaintResponseLinksRevoked',
  AuthorityAnswerHidden: 'ComplaintAuthorityAnswerHidden',
  FollowUpSent: 'ComplaintFollowUpSent',
  FollowUpAnswered: 'ComplaintFollowUpAnswered',
  StillBrokenReported: 'ComplaintStillBrokenReported',
} as const;

/**
 * ComplaintFollowUpSent: "Was it fixed?" is due for a resolution (docs/adr/0148): the questionnaire four weeks after
 * it (`reminder` false) or its one reminder a week later (true). The reporter is emailed (complaint_follow_up, in
 * their language). `resolvedAt` (ISO 8601) is when the resolution began.
 */
export interface ComplaintFollowUpSentPayload {
  complaintId: string;
  reporterId: string | null;
  reminder: boolean;
  resolvedAt: string;
}

/** ComplaintFollowUpAnswered: the reporter answered the follow-up (fixed or not, a rating 1 to 5); the scorecards count it. */
export interface ComplaintFollowUpAnsweredPayload {
  complaintId: string;
  reporterId: string | null;
  fixed: boolean;
  rating: number;
}

/** ComplaintStillBrokenReported: a signed-in person reported a resolved public complaint as still broken (the desk shows it). */
export interface ComplaintStillBrokenReportedPayload {
  complaintId: string;
  distanceMetres: number;
}

/**
 * ComplaintAuthorityResponded: an authority answered the complaint through its response link (`channel` 'link') or
 * an email reply ('email'). `action` is what it answered, `message` its words, `expectedBy` (ISO 8601) an
 * acknowledgement's expected completion, `photos` the after-photos' URLs, `fixVerified` true when one of a resolution's
 * photos was taken within 200 m of the pin; `suggestedOffice`/`suggestedEmail` come with 'not_ours'. `from`/`to`
 * are the status before and after. The reporter is emailed (complaint_update, in their language).
 */
export interface ComplaintAuthorityRespondedPayload {
  complaintId: string;
  reporterId: string | null;
  action: AuthorityAction;
  channel: AuthorityChannel;
  authorityName: string;
  authorityEmail: string;
  message: string;
  expectedBy: string | null;
  photos: string[];
  fixVerified: boolean;
  suggestedOffice: string;
  suggestedEmail: string;
  from: string;
  to: string;
  /** Documents the answer carried (an emailed reply's PDF or office files, docs/adr/0138), by id and name; absent when none. */
  documents?: { id: string; filename: string }[];
}

/**
 * ComplaintAuthorityAnswerHidden: an admin hid an authority's answer (the history entry at `answerIndex`, from 0) from
 * the public page with `reason` (`hidden` true), or showed it again (`hidden` false, `reason` '').
 */
export interface ComplaintAuthorityAnswerHiddenPayload {
  complaintId: string;
  answerIndex: number;
  authorityName: string;
  hidden: boolean;
  reason: string;
}

/** ComplaintResponseLinksRevoked: an admin revoked every response link of the complaint (`count` links were live). */
export interface ComplaintResponseLinksRevokedPayload {
  complaintId: string;
  count: number;
}

/** ComplaintSupported: a citizen said 'Me too' on the complaint; `supportCount` is the new count. */
export interface ComplaintSupportedPayload {
  complaintId: string;
  supporterId: string;
  supportCount: number;
}

/** A complaint of the admins' daily digest. */
export interface OverdueDigestItem {
  complaintId: string;
  title: string;
  location: string;
  /** ISO 8601. */
  dueAt: string;
}

/**
 * OverdueDigestPrepared: the day's digest of complaints that passed their due date since the previous
 * digest, still open (at most 200, oldest due first; `total` counts them all). Prepared once per India day.
 */
export interface OverdueDigestPreparedPayload {
  day: string;
  total: number;
  complaints: OverdueDigestItem[];
}

/**
 * ComplaintFixConfirmed: the reporter confirmed the fix of a resolved complaint. `photo` is the
 * after-photo's URL (null without one); `verified` true when its EXIF GPS lay within 200 m of the pin; `message` is
 * the history entry added.
 */
export interface ComplaintFixConfirmedPayload {
  complaintId: string;
  reporterId: string | null;
  photo: string | null;
  verified: boolean;
  message: string;
}

/**
 * ComplaintReopened: the reporter reopened a resolved complaint (now in_progress). `message` is the
 * reporter's note, `photos` the URLs added, `dueAt` (ISO 8601) the restarted due date and `recipients` the authority
 * the complaint was forwarded to (primary first), who is emailed.
 */
export interface ComplaintReopenedPayload {
  complaintId: string;
  reporterId: string | null;
  message: string;
  photos: string[];
  /** ISO 8601: when the reporter reopened it (the Clock's time). */
  reopenedAt: string;
  dueAt: string;
  recipients: ForwardRecipient[];
  /** The primary recipient's response link, issued with the reopening; absent without recipients or in events raised before. */
  responseLink?: CarriedResponseLink;
}

/**
 * ComplaintEscalationStepTaken: a rung of the ladder was taken, by the daily ladder or by the reporter.
 * `recipients` were written to (primary first), `cc` in copy; `level` 0 with kind 'reminder' is the reminder to the
 * forwarding authority, levels 1 and 2 with kind 'escalation' the appellate levels. `dueAt` is ISO 8601.
 */
export interface ComplaintEscalationStepTakenPayload {
  complaintId: string;
  reporterId: string | null;
  stepId: string;
  level: number;
  kind: 'reminder' | 'escalation';
  byReporter: boolean;
  daysOverdue: number;
  dueAt: string;
  recipients: ForwardRecipient[];
  cc: string[];
  /** The primary recipient's response link, issued with the step; absent in events raised before. */
  responseLink?: CarriedResponseLink;
}

/** ComplaintEscalationPaused: an admin paused (paused true, with a note) or resumed the ladder of a complaint. */
export interface ComplaintEscalationPausedPayload {
  complaintId: string;
  paused: boolean;
  note: string;
}

/** ComplaintFiled: a citizen filed a complaint (citizen spec section 7, POST /api/complaints). */
export interface ComplaintFiledPayload {
  complaintId: string;
  /** Null for an Open311 filing for a person with no account attached yet. */
  reporterId: string | null;
  categoryKey: string;
  categoryName: string;
  subcategory: string;
  title: string;
  location: string;
  urgency: string;
  anonymous: boolean;
  status: string;
  photoCount: number;
  outsideBounds: boolean;
  authorityEmails: string[];
  /** The Open311 key the complaint was filed with; null (or absent in older events) for the wizard. */
  apiKeyId?: string | null;
}

/** ComplaintCommented: an Open311 integrator's user commented (POST servicerequestupdates); `index` is the entry's position. */
export interface ComplaintCommentedPayload {
  complaintId: string;
  reporterId: string | null;
  source: 'reporter' | 'integrator';
  message: string;
  authorName: string;
  index: number;
}

/** ComplaintClaimed: the owner of an Open311 reporter's email attached the complaint to their account. */
export interface ComplaintClaimedPayload {
  complaintId: string;
  reporterId: string;
}

/** ComplaintStatusChanged: an admin saved a status (admin spec section 4); each change adds an update. */
export interface ComplaintStatusChangedPayload {
  complaintId: string;
  reporterId: string | null;
  from: string;
  to: string;
  message: string;
  /**
   * Who changed it ('admin' at the desk, 'authority' answering, 'reporter' reopening, 'integrator' over Open311);
   * absent on events recorded before sources were kept (read as 'admin').
   */
  source?: UpdateSource;
}

/** ComplaintArchived / ComplaintRestored (admin spec section 4, archive or restore with an optional message). */
export interface ComplaintArchiveTogglePayload {
  complaintId: string;
  reporterId: string | null;
  message: string;
}

/** One authority address of a forward (admin spec section 3); the first of a list is primary, the rest get copies. */
export interface ForwardRecipient {
  authorityEmail: string;
  authorityName: string;
  authorityDesignation: string;
  authorityDepartment: string;
  /** The office's language (en, kok, mr, hi) its email and letter are written in; absent (English) in older events. */
  language?: Locale;
}

/**
 * The response link an authority email and letter print, issued in the transaction that raised the event: the To
 * recipient's address, the key of its Reply-To address and the seed its token is derived from with the server's key
 * (ResponseLinkUrls). Never the token: the outbox and the queues keep events, and without the server's key a seed opens
 * nothing, as in response_links itself (docs/adr/0134-forwarding-runs-one-way.md). A nested object, so that the audit
 * log's redaction of token-named keys drops the seed.
 */
export interface CarriedResponseLink {
  recipientEmail: string;
  /** The key of `reply+{replyKey}@{INBOUND_EMAIL_DOMAIN}`. */
  replyKey: string;
  tokenSeed: string;
}

/**
 * ComplaintForwarded: an admin saved the status 'forwarded' (admin spec section 4, Forwarding). `recipients` are
 * the addresses to use (re-resolved at forwarding time, else those stored at filing), primary first; `message`
 * is the admin's note to the authority; `actorName` signs the authority letter. The documents worker renders
 * the letter from it (render-authority-letter).
 */
export interface ComplaintForwardedPayload {
  complaintId: string;
  reporterId: string | null;
  recipients: ForwardRecipient[];
  message: string;
  actorName: string;
  /**
   * The primary recipient's response link, issued with the forward (every recipient's link is); absent in events
   * raised before links were issued with the forward.
   */
  responseLink?: CarriedResponseLink;
}

/** ComplaintDeleted: an admin deleted a complaint and its photos (admin spec section 7, DELETE /api/admin/complaints/{id}). */
export interface ComplaintDeletedPayload {
  complaintId: string;
  title: string;
  reporterId: string | null;
  status: string;
  photoCount: number;
}

declare module '../../../kernel/events/domain-event.js' {
  interface DomainEventMap {
    ComplaintFiled: ComplaintFiledPayload;
    ComplaintStatusChanged: ComplaintStatusChangedPayload;
    ComplaintClaimed: ComplaintClaimedPayload;
    ComplaintCommented: ComplaintCommentedPayload;
    ComplaintArchived: ComplaintArchiveTogglePayload;
    ComplaintRestored: ComplaintArchiveTogglePayload;
    ComplaintForwarded: ComplaintForwardedPayload;
    ComplaintDeleted: ComplaintDeletedPayload;
    ComplaintEscalationStepTaken: ComplaintEscalationStepTakenPayload;
    ComplaintEscalationPaused: ComplaintEscalationPausedPayload;
    ComplaintSupported: ComplaintSupportedPayload;
    ComplaintFixConfirmed: ComplaintFixConfirmedPayload;
    ComplaintReopened: ComplaintReopenedPayload;
    OverdueDigestPrepared: OverdueDigestPreparedPayload;
    ComplaintAuthorityResponded: ComplaintAuthorityRespondedPayload;
    ComplaintResponseLinksRevoked: ComplaintResponseLinksRevokedPayload;
    ComplaintAuthorityAnswerHidden: ComplaintAuthorityAnswerHiddenPayload;
    ComplaintFollowUpSent: ComplaintFollowUpSentPayload;
    ComplaintFollowUpAnswered: ComplaintFollowUpAnsweredPayload;
    ComplaintStillBrokenReported: ComplaintStillBrokenReportedPayload;
  }
}

/** Builds a complaints event: `complaintEvent(ComplaintEvent.Filed, actor, publicId, payload)`. */
export const complaintEvent = eventFactory('complaints', 'complaint');
/** Builds the digest's event: `digestEvent(ComplaintEvent.OverdueDigestPrepared, actor, day, payload)`. */
export const digestEvent = eventFactory('complaints', 'overdue_digest');
