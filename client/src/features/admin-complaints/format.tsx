import { COMPLAINT_STATUSES, type ComplaintStatus } from '@civic/contracts';

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "22 Nov 2026" in India's time zone; an unreadable value is shown as is. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}

/** "22 Nov 2026, 3:05 pm" in India's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

/** The labels the citizen dashboard uses for the five statuses. */
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

export function isComplaintStatus(value: string | null): value is ComplaintStatus {
  return value !== null && (COMPLAINT_STATUSES as readonly string[]).includes(value);
}

export function StatusBadge({ status }: { status: ComplaintStatus }) {
  return (
    <span data-testid="status-badge" className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_STYLES[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}

export function ArchivedBadge() {
  return <span className="ml-2 inline-block rounded-full bg-slate-200 px-2 py-0.5 align-middle text-xs font-semibold text-slate-800">Archived</span>;
}
