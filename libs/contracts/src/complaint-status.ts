/** Complaint statuses (citizen spec section 4; admin spec sections 4 and 9). Any status may follow any other. */
export const ComplaintStatus = {
  Pending: 'pending',
  InProgress: 'in_progress',
  Resolved: 'resolved',
  Rejected: 'rejected',
  Forwarded: 'forwarded',
} as const;
export type ComplaintStatus = (typeof ComplaintStatus)[keyof typeof ComplaintStatus];
export const COMPLAINT_STATUSES: readonly ComplaintStatus[] = Object.values(ComplaintStatus);

/** Urgency values, default medium (citizen spec section 9). */
export const URGENCIES = ['low', 'medium', 'high', 'critical'] as const;
export type Urgency = (typeof URGENCIES)[number];
export const DEFAULT_URGENCY: Urgency = 'medium';

/** Where the complaint's coordinates came from (citizen spec section 4). */
export const LOCATION_SOURCES = ['exif', 'geolocation', 'manual', 'search'] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];
