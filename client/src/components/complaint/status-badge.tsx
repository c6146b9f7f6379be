import { COMPLAINT_STATUSES, type ComplaintStatus } from '@civic/contracts';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../i18n/i18n';

const STATUS_STYLES: Record<ComplaintStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-sky-100 text-sky-900',
  resolved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
  forwarded: 'bg-violet-100 text-violet-900',
};

export function isComplaintStatus(value: string | null | undefined): value is ComplaintStatus {
  return typeof value === 'string' && (COMPLAINT_STATUSES as readonly string[]).includes(value);
}

/** A status's label (citizen dashboard and admin desk alike); an unknown status is shown as it is. */
export function statusLabel(status: string, t: Translate): string {
  return isComplaintStatus(status) ? t(`common:complaintStatus.${status}`) : status;
}

/** A complaint status as a coloured badge (citizen spec section 4, admin spec section 2). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const style = isComplaintStatus(status) ? STATUS_STYLES[status] : 'bg-slate-100 text-slate-800';
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${style}`} data-testid="status-badge">
      {statusLabel(status, t)}
    </span>
  );
}
