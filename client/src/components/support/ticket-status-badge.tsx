import { TICKET_STATUSES, type TicketStatus } from '@civic/contracts';
import { useTranslation } from 'react-i18next';

const STYLES: Record<TicketStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-sky-100 text-sky-900',
  closed: 'bg-emerald-100 text-emerald-900',
};

export function isTicketStatus(value: string | null | undefined): value is TicketStatus {
  return typeof value === 'string' && (TICKET_STATUSES as readonly string[]).includes(value);
}

/** A support ticket's status as a coloured badge (citizen spec section 2, My Support; admin spec section 2, Support inbox). */
export function TicketStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${isTicketStatus(status) ? STYLES[status] : 'bg-slate-100 text-slate-800'}`}
      data-testid="ticket-status"
    >
      {isTicketStatus(status) ? t(`ticketStatus.${status}`) : status}
    </span>
  );
}
