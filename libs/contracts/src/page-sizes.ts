/** Page sizes of the admin lists (admin spec section 9). */
export const PAGE_SIZE = {
  adminComplaints: 10,
  routingContacts: 20,
  routingLogs: 20,
  adminPurchases: 10,
  adminUsers: 10,
  tickets: 50,
  submissions: 50,
  /** The sent-mail log (superadmin): not in the spec; default 20, at most MAIL_LOG_MAX_LIMIT (docs/adr/0033-sent-mail-log.md). */
  mailLog: 20,
  /** The complaints a citizen follows, on My Complaints (docs/adr/0149-following-a-complaint.md): at most FOLLOWED_MAX_LIMIT. */
  followedComplaints: 10,
} as const;

/** The largest `limit` GET /api/complaints/followed accepts. */
export const FOLLOWED_MAX_LIMIT = 50;

/**
 * The highest page number any list accepts (docs/adr/0027-paged-lists-and-hostile-input.md): beyond it a request is 400
 * VALIDATION_FAILED rather than an OFFSET no list needs (100,000 pages of 10 are a million rows).
 */
export const MAX_PAGE = 100_000;

/** The largest `limit` of the routing contacts and audit log lists (docs/adr/0037-routing-contacts.md). */
export const ROUTING_MAX_LIMIT = 100;

/** The largest `limit` GET /api/admin/complaints accepts (docs/adr/0026-complaints-desk.md). */
export const ADMIN_COMPLAINTS_MAX_LIMIT = 50;

/** The largest `limit` the sent-mail log accepts. */
export const MAIL_LOG_MAX_LIMIT = 100;

/** The shape of every paged list (DESIGN.md, HTTP conventions). */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
