/** Page sizes of the admin lists (admin spec section 9). */
export const PAGE_SIZE = {
  adminComplaints: 10,
  routingContacts: 20,
  routingLogs: 20,
  adminPurchases: 10,
  adminUsers: 10,
  tickets: 50,
  submissions: 50,
} as const;

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
