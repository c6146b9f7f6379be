import type { TicketStatus } from '@civic/contracts';
import { type FormEvent, useId, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api';
import {
  type AdminTicketResponse,
  useNotifySupportTicketMutation,
  useUpdateSupportTicketNotesMutation,
  useUpdateSupportTicketStatusMutation,
} from '../../api/admin';
import { TicketStatusBadge, isTicketStatus } from '../../components/support/ticket-status-badge';
import { formatDateTime } from '../../i18n/format';

/**
 * The status buttons a ticket offers (admin spec section 2): Mark Closed unless closed, In Progress unless in
 * progress or closed, Reopen always.
 */
export function statusActions(status: string): { status: TicketStatus; label: 'close' | 'inProgress' | 'reopen' }[] {
  const actions: { status: TicketStatus; label: 'close' | 'inProgress' | 'reopen' }[] = [];
  if (status !== 'closed') actions.push({ status: 'closed', label: 'close' });
  if (status !== 'in_progress' && status !== 'closed') actions.push({ status: 'in_progress', label: 'inProgress' });
  actions.push({ status: 'open', label: 'reopen' });
  return actions;
}

function History({ ticket }: { ticket: AdminTicketResponse }) {
  const { t } = useTranslation(['admin-support', 'common']);
  if (ticket.updates.length === 0) return <p className="mt-2 text-sm text-slate-600">{t('panel.noHistory')}</p>;
  return (
    <ol className="mt-2 space-y-2" data-testid="ticket-history">
      {ticket.updates.map((u, i) => (
        <li key={`${u.createdAt}-${i}`} className={`rounded-lg p-3 text-sm ring-1 ${u.public ? 'bg-slate-50 ring-slate-200' : 'bg-amber-50 ring-amber-200'}`}>
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold text-slate-900">
              {u.type === 'status'
                ? t('panel.kinds.status', { status: u.status && isTicketStatus(u.status) ? t(`common:ticketStatus.${u.status}`) : (u.status ?? '') })
                : t(`panel.kinds.${u.type}`)}
            </span>
            <time className="text-xs text-slate-500" dateTime={u.createdAt}>
              {formatDateTime(u.createdAt)}
            </time>
          </p>
          <p className="text-xs text-slate-500">
            {u.public ? t('panel.public') : t('panel.internal')} · {t('panel.by', { email: u.actorEmail ?? t('panel.sender') })}
          </p>
          {u.message && <p className="mt-1 whitespace-pre-line text-slate-700">{u.message}</p>}
        </li>
      ))}
    </ol>
  );
}

/**
 * The ticket panel of the Support inbox (admin spec sections 2, 3, 5 and 8): the ticket's fields and history,
 * the status buttons (each change is emailed to the sender by the server), the internal resolution notes and a
 * message to the user ('Write a message first' when empty).
 */
export function TicketPanel({ ticket, onClose }: { ticket: AdminTicketResponse; onClose: () => void }) {
  const { t } = useTranslation(['admin-support', 'support', 'common', 'messages']);
  const ids = useId();
  const [notes, setNotes] = useState(ticket.resolution);
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState('');
  const [setStatus, statusState] = useUpdateSupportTicketStatusMutation();
  const [saveNotes, notesState] = useUpdateSupportTicketNotesMutation();
  const [notify, notifyState] = useNotifySupportTicketMutation();

  const changeStatus = async (status: TicketStatus) => {
    try {
      await setStatus({ id: ticket._id, updateTicketStatusRequest: { status } }).unwrap();
      toast.success(t('messages:admin.support.statusUpdated'));
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.support.updateFailed')));
    }
  };

  const submitNotes = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await saveNotes({ id: ticket._id, updateTicketNotesRequest: { resolution: notes } }).unwrap();
      toast.success(t('messages:admin.support.notesSaved'));
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.support.updateFailed')));
    }
  };

  const submitMessage = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setMessageError(t('messages:support.writeMessageFirst'));
      return;
    }
    try {
      await notify({ id: ticket._id, notifyTicketRequest: { message: message.trim() } }).unwrap();
      setMessage('');
      setMessageError('');
      toast.success(t('messages:admin.support.emailSent'));
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.support.sendEmailFailed')));
    }
  };

  const busy = statusState.isLoading;
  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="ticket-panel">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${ids}-title`} className="font-mono text-lg font-semibold text-slate-900">
            {t('panel.label', { code: ticket.code })}
          </h2>
          <p className="mt-1 font-semibold break-words text-slate-900">{ticket.subject}</p>
        </div>
        <button type="button" className="btn btn-secondary px-3 py-1" onClick={onClose} aria-label={t('panel.close')}>
          {t('common:actions.close')}
        </button>
      </div>

      <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-slate-500">{t('panel.from')}</dt>
        <dd className="break-words text-slate-900">
          {ticket.name || t('noName')} · <a href={`mailto:${ticket.email}`}>{ticket.email}</a>
        </dd>
        <dt className="font-medium text-slate-500">{t('panel.category')}</dt>
        <dd className="text-slate-900">{t(`support:contact.categories.${ticket.category}`)}</dd>
        <dt className="font-medium text-slate-500">{t('panel.status')}</dt>
        <dd>
          <TicketStatusBadge status={ticket.status} />
        </dd>
        <dt className="font-medium text-slate-500">{t('panel.user')}</dt>
        <dd className="break-all text-slate-900">{ticket.user ? `${t('signedInUser')} (${ticket.user})` : t('visitor')}</dd>
        <dt className="font-medium text-slate-500">{t('panel.created')}</dt>
        <dd className="text-slate-900">{formatDateTime(ticket.createdAt)}</dd>
      </dl>

      <h3 className="mt-5 text-sm font-semibold text-slate-900">{t('panel.message')}</h3>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{ticket.message}</p>

      <div className="mt-5 flex flex-wrap gap-2" role="group" aria-label={t('actions.label')}>
        {statusActions(ticket.status).map((a) => (
          <button
            key={a.status}
            type="button"
            className={`btn ${a.label === 'close' ? 'btn-primary' : 'btn-secondary'}`}
            disabled={busy}
            onClick={() => void changeStatus(a.status)}
          >
            {t(`actions.${a.label}`)}
          </button>
        ))}
      </div>

      <form className="mt-6" onSubmit={submitMessage} noValidate>
        <label htmlFor={`${ids}-message`} className="text-sm font-semibold text-slate-900">
          {t('notify.title')}
        </label>
        <p id={`${ids}-message-hint`} className="text-xs text-slate-500">
          {t('notify.hint', { email: ticket.email })}
        </p>
        <textarea
          id={`${ids}-message`}
          name="message"
          rows={4}
          className="field-input mt-1"
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            if (messageError) setMessageError('');
          }}
          aria-invalid={messageError ? 'true' : undefined}
          aria-describedby={`${ids}-message-hint${messageError ? ` ${ids}-message-error` : ''}`}
        />
        {messageError && (
          <p id={`${ids}-message-error`} className="field-error" role="alert">
            {messageError}
          </p>
        )}
        <div className="mt-2 flex justify-end">
          <button type="submit" className="btn btn-primary" disabled={notifyState.isLoading}>
            {notifyState.isLoading ? t('notify.sending') : t('notify.send')}
          </button>
        </div>
      </form>

      <form className="mt-6" onSubmit={submitNotes}>
        <label htmlFor={`${ids}-notes`} className="text-sm font-semibold text-slate-900">
          {t('notes.title')}
        </label>
        <p id={`${ids}-notes-hint`} className="text-xs text-slate-500">
          {t('notes.hint')}
        </p>
        <textarea
          id={`${ids}-notes`}
          name="resolution"
          rows={3}
          className="field-input mt-1"
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          aria-describedby={`${ids}-notes-hint`}
        />
        <div className="mt-2 flex justify-end">
          <button type="submit" className="btn btn-secondary" disabled={notesState.isLoading}>
            {t('notes.save')}
          </button>
        </div>
      </form>

      <h3 className="mt-6 text-sm font-semibold text-slate-900">{t('panel.history')}</h3>
      <History ticket={ticket} />
    </section>
  );
}
