import { statusLabel, statusStyle } from './complaint-format';

/** A complaint status as a coloured badge (citizen spec section 4 statuses). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyle(status)}`} data-testid="status-badge">
      {statusLabel(status)}
    </span>
  );
}
