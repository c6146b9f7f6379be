import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type MyTicketResponse, type TicketUpdateResponse, messageFor, useListMySupportTicketsQuery } from '../../api';
import { TicketStatusBadge, isTicketStatus } from '../../components/support/ticket-status-badge';
import { LoadError } from '../../components/ui/load-error';
import { Page } from '../../components/ui/page';
import { formatDateTime } from '../../i18n/format';

/** One public update of a ticket: a status change or a message from the team (never an internal note). */
function UpdateItem({ update }: { update: TicketUpdateResponse }) {
  const { t } = useTranslation(['support', 'common']);
  const heading =
    update.type === 'status' && update.status
      ? t('mySupport.statusChanged', { status: isTicketStatus(update.status) ? t(`common:ticketStatus.${update.status}`) : update.status })
      : update.type === 'created'
        ? t('mySupport.opened')
        : t('mySupport.fromTeam');
  return (
    <li className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200" data-testid="ticket-update">
      <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-900">{heading}</span>
        <time className="text-xs text-slate-500" dateTime={update.createdAt}>
          {formatDateTime(update.createdAt)}
        </time>
      </p>
      {update.message && <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{update.message}</p>}
    </li>
  );
}

function TicketCard({ ticket }: { ticket: MyTicketResponse }) {
  const { t } = useTranslation(['support', 'common']);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="ticket">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900">{ticket.subject}</h2>
          <p className="mt-1 text-sm text-slate-600">
            <span className="font-mono font-semibold text-slate-800">{t('mySupport.code', { code: ticket.code })}</span>
            <span aria-hidden="true"> · </span>
            {t(`contact.categories.${ticket.category}`)}
            <span aria-hidden="true"> · </span>
            {t('mySupport.sent', { date: formatDateTime(ticket.createdAt) })}
          </p>
        </div>
        <TicketStatusBadge status={ticket.status} />
      </div>
      <button type="button" className="btn btn-secondary mt-4" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((o) => !o)}>
        {open ? t('mySupport.hideDetails') : t('mySupport.viewDetails')}
      </button>
      {open && (
        <div id={detailsId} className="mt-4 space-y-4">
          <div>
            <h3 className="text-sm font-semibold text-slate-900">{t('mySupport.yourMessage')}</h3>
            <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{ticket.message}</p>
          </div>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">{t('mySupport.updates')}</h3>
            {ticket.updates.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">{t('mySupport.noUpdates')}</p>
            ) : (
              <ol className="mt-2 space-y-2">
                {ticket.updates.map((u, i) => (
                  <UpdateItem key={`${u.createdAt}-${i}`} update={u} />
                ))}
              </ol>
            )}
          </div>
        </div>
      )}
    </li>
  );
}

/**
 * /my-support (citizen spec sections 2 and 8): the signed-in user's tickets (GET /api/support/my) with subject,
 * code, category and status badge; View Details / Hide Details shows the message and the public updates. Empty:
 * 'You don’t have any support requests yet.'; a failed load: 'Failed to load support requests' with Retry.
 */
export function MySupportPage() {
  const { t } = useTranslation(['support', 'messages']);
  const { data, isLoading, isError, error, refetch } = useListMySupportTicketsQuery(undefined, { refetchOnMountOrArgChange: true });
  const items = data?.items ?? [];
  return (
    <Page title={t('mySupport.title')} lead={t('mySupport.lead')} width="wide">
      <div className="mb-6 flex justify-end">
        <Link to="/contact" className="btn btn-primary">
          {t('mySupport.newRequest')}
        </Link>
      </div>
      {isLoading ? (
        <p role="status" className="text-slate-600">
          {t('mySupport.loading')}
        </p>
      ) : isError ? (
        <LoadError message={messageFor(error, t('messages:support.loadFailed'))} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">{t('messages:support.empty')}</p>
      ) : (
        <ul className="space-y-4" aria-label={t('mySupport.listLabel')}>
          {items.map((ticket) => (
            <TicketCard key={ticket._id} ticket={ticket} />
          ))}
        </ul>
      )}
    </Page>
  );
}
