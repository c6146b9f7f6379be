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
