/**
 * Who wrote an entry of a complaint's history: an admin at the desk, the authority the complaint was sent to (a
 * response link or an email reply), the reporter (filing, reopen, confirm fix, their own escalation), the portal
 * itself (the escalation ladder) or an Open311 integrator.
 */
export const UPDATE_SOURCES = ['admin', 'authority', 'reporter', 'system', 'integrator'] as const;
export type UpdateSource = (typeof UPDATE_SOURCES)[number];

/**
 * What an authority may answer on a complaint through its response link or an email reply: acknowledge it
 * (optionally with an expected completion date), report work in progress, report it resolved, say it is not theirs
 * (optionally suggesting the right office), or send a message only.
 */
export const AUTHORITY_ACTIONS = ['acknowledge', 'in_progress', 'resolved', 'not_ours', 'message'] as const;
export type AuthorityAction = (typeof AUTHORITY_ACTIONS)[number];

/** Actions that need a message: all but an acknowledgement (whose message is optional). */
export const AUTHORITY_ACTIONS_NEEDING_MESSAGE: readonly AuthorityAction[] = ['in_progress', 'resolved', 'not_ours', 'message'];

/** How far ahead an acknowledgement's expected completion date may lie, in days. */
export const AUTHORITY_EXPECTED_BY_MAX_DAYS = 90;

/** After-photos an authority may attach to one answer. */
export const AUTHORITY_PHOTO_LIMIT = 5;

/** Default lifetime of a response link after the latest email that carried it, in days (RESPONSE_LINK_DAYS). */
export const DEFAULT_RESPONSE_LINK_DAYS = 60;

/** Through which channel the authority answered: its response link, or a reply to the email (inbound mail). */
export type AuthorityChannel = 'link' | 'email';

/**
 * Why an emailed reply waits for an admin instead of reaching the history at once (docs/adr/0129-authenticated-replies.md):
 * - `link_revoked`: it was sent to the reply address of a response link an admin revoked;
 * - `link_expired`: to the reply address of a link past its expiry (RESPONSE_LINK_DAYS after the latest email);
 * - `sender_not_recipient`: its From: is neither one of the complaint's recipients nor of their (non-webmail) domain;
 * - `not_authenticated`: its From: domain was not authenticated (no DMARC pass, no aligned SPF or DKIM pass, no
 *   trusted upstream Authentication-Results), so anybody could have written it;
 * - `not_accepted`: the complaint refused it when it was published (closed meanwhile).
 */
export const REPLY_HOLD_REASONS = ['link_revoked', 'link_expired', 'sender_not_recipient', 'not_authenticated', 'not_accepted'] as const;
export type ReplyHoldReason = (typeof REPLY_HOLD_REASONS)[number];

/**
 * Documents an officer's emailed reply may carry besides photos (an Action Taken Report, a signed letter, a
 * spreadsheet), kept as the complaint's documents (docs/adr/0138): the types, as the file's content shows them (not
 * as the email declares them), with the extension they are stored under.
 */
export const AUTHORITY_DOCUMENT_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/rtf': 'rtf',
};

/** Documents kept from one emailed reply, at most. */
export const AUTHORITY_DOCUMENT_LIMIT = 3;

/** Largest document kept from an emailed reply: 10 MB (a scanned multi-page letter). */
export const MAX_AUTHORITY_DOCUMENT_BYTES = 10 * 1024 * 1024;
