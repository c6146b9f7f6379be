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
