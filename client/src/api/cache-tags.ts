/*
 * The cache tags of the API (./index.ts for the public and citizen endpoints, ./admin.ts for the admin ones): a list
 * tag per list, one tag per record id (`tag('content', 'category:<id>')`).
 */

/** A cache tag of one record or list. */
type Tag<T extends string> = { type: T; id: string };
export const tag = <T extends string>(type: T, id: string): Tag<T> => ({ type, id });
/** The tags of a call that provides or changes nothing cached. */
export const none = () => [];

/** The list tags, by list. */
export const LIST = {
  me: tag('auth', 'ME'),
  categories: tag('content', 'CATEGORIES'),
  emailTemplates: tag('content', 'EMAIL_TEMPLATES'),
  pdfTemplates: tag('content', 'PDF_TEMPLATES'),
  myComplaints: tag('complaints', 'MINE'),
  // The reporter's unanswered "Was it fixed?" questions (My Complaints' prompt, the questionnaire page).
  myFollowUps: tag('complaints', 'MY_FOLLOW_UPS'),
  adminComplaints: tag('complaints', 'ADMIN'),
  inboundReplies: tag('complaints', 'INBOUND_REPLIES'),
  quota: tag('complaints', 'QUOTA'),
  stats: tag('complaints', 'STATS'),
  nearby: tag('complaints', 'NEARBY'),
  followed: tag('complaints', 'FOLLOWED'),
  routingContacts: tag('routing', 'CONTACTS'),
  routingLogs: tag('routing', 'LOGS'),
  plans: tag('billing', 'PLANS'),
  myPurchases: tag('billing', 'MY_PURCHASES'),
  mySubscriptions: tag('billing', 'MY_SUBSCRIPTIONS'),
  adminPurchases: tag('billing', 'ADMIN_PURCHASES'),
  billingUsers: tag('billing', 'BILLING_USERS'),
  admins: tag('identity', 'ADMINS'),
  // Support tickets, volunteers, the Users admin and testimonials.
  users: tag('identity', 'USERS'),
  myTickets: tag('support', 'MINE'),
  tickets: tag('support', 'TICKETS'),
  volunteers: tag('support', 'VOLUNTEERS'),
  testimonials: tag('content', 'TESTIMONIALS'),
  // Answers the server writes in the reader's language (complaints' categories, statuses and history lines): refetched
  // when the language changes.
  readerWords: tag('content', 'READER_WORDS'),
  // Open311 integration keys.
  integrationKeys: tag('integrations', 'KEYS'),
  queues: tag('operations', 'QUEUES'),
} as const;
