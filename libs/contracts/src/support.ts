/** Support constants (citizen spec sections 5 and 9; admin spec section 9). */
export const SUPPORT_CATEGORIES = ['Support', 'Bug', 'Feedback', 'Request'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const TICKET_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const VOLUNTEER_INTERESTS = [
  { value: 'Volunteer', label: 'Volunteer with us' },
  { value: 'Donate', label: 'Support financially' },
  { value: 'Partner', label: 'Collaborate or partner' },
  { value: 'Other', label: 'Something else' },
] as const;
export const VOLUNTEER_STATUSES = ['new', 'reviewed'] as const;
export const CONTACT_SUBJECT_MIN = 3;
export const CONTACT_MESSAGE_MIN = 5;
export const SUPPORT_LIST_LIMIT = 50;
export type VolunteerInterest = (typeof VOLUNTEER_INTERESTS)[number]['value'];
export const VOLUNTEER_INTEREST_VALUES: readonly VolunteerInterest[] = VOLUNTEER_INTERESTS.map((i) => i.value);
export type VolunteerStatus = (typeof VOLUNTEER_STATUSES)[number];
/** Join form limits (citizen spec section 5): full name at least 2, message at least 10 characters after trimming. */
export const VOLUNTEER_NAME_MIN = 2;
export const VOLUNTEER_MESSAGE_MIN = 10;
/** A phone of the join form: digits, spaces, plus, minus, parentheses, with at least 7 digits (citizen spec section 5). */
export function isValidVolunteerPhone(phone: string): boolean {
  return /^[\d\s+\-()]+$/.test(phone) && (phone.match(/\d/g)?.length ?? 0) >= 7;
}
/** Longest texts the support forms accept, in characters (docs/adr/0047-support.md). */
export const SUPPORT_TEXT_MAX = { name: 120, email: 254, subject: 200, message: 5000, phone: 30, notes: 5000 } as const;
/** Kinds of a ticket's history entries: status changes and staff messages are public, internal notes are not. */
export const TICKET_UPDATE_KINDS = ['created', 'status', 'message', 'note'] as const;
export type TicketUpdateKind = (typeof TICKET_UPDATE_KINDS)[number];
/** Ticket codes: `SUP-` + 5 characters of an alphabet without 0/O, 1/I/L (docs/adr/0047-support.md). */
export const TICKET_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const TICKET_CODE_PATTERN = /^SUP-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}$/;
/** Testimonials (docs/adr/0045-testimonials.md): text limits in characters. */
export const TESTIMONIAL_TEXT_MAX = { quote: 600, name: 120, place: 120 } as const;
