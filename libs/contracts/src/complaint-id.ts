/** The public id of a complaint: 'GOA-<year>-<number>' (docs/adr/0018-complaint-ids.md). */
const COMPLAINT_PUBLIC_ID = /^GOA-\d{4}-\d{6,}$/;

/** True for a string shaped like a public complaint id ('GOA-2026-000123'). */
export function isComplaintPublicId(value: string): boolean {
  return COMPLAINT_PUBLIC_ID.test(value);
}
