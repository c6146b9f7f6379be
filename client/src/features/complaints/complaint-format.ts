import type { ComplaintStatus, LocationSource, Urgency } from '@civic/contracts';

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** A date in India's time zone, "22 Nov 2026"; an unreadable value is shown as is. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}

/** A date and time in India's time zone, "22 Nov 2026, 3:05 pm". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

export const STATUS_LABELS: Record<ComplaintStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  rejected: 'Rejected',
  forwarded: 'Forwarded',
};

const STATUS_STYLES: Record<ComplaintStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-sky-100 text-sky-900',
  resolved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
  forwarded: 'bg-violet-100 text-violet-900',
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as ComplaintStatus] ?? status;
}

export function statusStyle(status: string): string {
  return STATUS_STYLES[status as ComplaintStatus] ?? 'bg-slate-100 text-slate-800';
}

export const URGENCY_LABELS: Record<Urgency, string> = { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' };

/** Where the pin came from, as a phrase after the coordinates. */
export const SOURCE_LABELS: Record<LocationSource, string> = {
  exif: 'from the photo’s location data',
  geolocation: 'from your device location',
  manual: 'dropped on the map',
  search: 'from the place search',
};
