import { isComplaintPublicId } from '@civic/contracts';

/** Prefix of the public complaint id. */
export const COMPLAINT_ID_PREFIX = 'GOA';

/**
 * The public id of a complaint: 'GOA-<year>-<number>', the number from one sequence over all years,
 * zero-padded to 6 digits (docs/adr/0018-complaint-ids.md).
 */
export function formatComplaintId(year: number, number: number): string {
  return `${COMPLAINT_ID_PREFIX}-${year}-${String(number).padStart(6, '0')}`;
}

/** True for a string shaped like a public complaint id. */
export function isComplaintId(value: string): boolean {
  return isComplaintPublicId(value);
}
