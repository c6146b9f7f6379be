import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from '../../components/ui/notify';
import { fieldErrors, isApiError, messageFor } from '../../api/index';
import { type AdminComplaintResponse, useAdminReopenComplaintMutation, useListStillBrokenReportsQuery } from '../../api/admin';
import { PhotoGrid } from '../../components/complaint/photo-grid';
import { formatDateTime } from '../../i18n/format';

/** The longest reopening note the server keeps. */
const MESSAGE_MAX = 2000;

/**
 * The "still broken" reports of one complaint (GET /api/admin/complaints/{id}/still-broken; docs/adr/0148): when, the
 * photo and how far from the pin it was taken, what the person added; those on an earlier resolution are marked so.
 * While the complaint is resolved, the desk may reopen it with a note (the office is emailed as on the reporter's
 * reopening). Nothing is shown for a complaint nobody reported.
 */
export function StillBrokenReports({ complaint: c }: { complaint: AdminComplaintResponse }) {
  const { t } = useTranslation(['admin-complaints', 'common', 'messages']);
  const query = useListStillBrokenReportsQuery({ id: c.id }, { refetchOnMountOrArgChange: true });
  const items = query.data?.items ?? [];
  // A complaint gone meanwhile (404) is the panel's own error to show.
  if (query.isError && !(isApiError(query.error) && query.error.status === 404)) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {messageFor(query.error, t('stillBroken.loadFailed'))}
      </p>
    );
  }
  if (items.length === 0) return null;
  const headingId = `${c.id}-still-broken`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200" data-testid="still-broken-reports">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {t('stillBroken.heading', { count: items.length })}
      </h4>
      <ul className="mt-3 space-y-4">
        {items.map((r) => (
          <li key={`${r.reportedAt}-${r.photo}`} className="text-sm text-slate-800">
            <p>{t('stillBroken.reported', { date: formatDateTime(r.reportedAt), metres: r.distanceMetres })}</p>
            {!r.current && <p className="text-slate-600">{t('stillBroken.earlier')}</p>}
            {r.note && <p className="mt-1 break-words whitespace-pre-line">{r.note}</p>}
            <PhotoGrid
              photos={[r.photo]}
              alt={() => t('stillBroken.photoAlt', { date: formatDateTime(r.reportedAt) })}
              className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3"
              linkClassName="block"
              imageClassName="aspect-square w-full rounded-lg object-cover"
              linkNote={t('stillBroken.fullSize')}
            />
          </li>
        ))}
      </ul>
      {c.status === 'resolved' && !c.archived && <ReopenForm complaintId={c.id} />}
    </section>
  );
}

function ReopenForm({ complaintId }: { complaintId: string }) {
  const { t } = useTranslation(['admin-complaints', 'messages']);
  const [reopen, { isLoading }] = useAdminReopenComplaintMutation();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setError(t('messages:escalation.reopenMessageRequired'));
      return;
    }
    setError(null);
    try {
      await reopen({ id: complaintId, adminReopenRequest: { message: message.trim() } }).unwrap();
      toast.success(t('stillBroken.reopened'));
      setMessage('');
    } catch (failure) {
      const text = fieldErrors(failure).message ?? messageFor(failure, t('stillBroken.reopenFailed'));
      setError(text);
      toast.error(text);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-2" aria-label={t('stillBroken.reopen')}>
      <label htmlFor={`${complaintId}-reopen-message`} className="field-label">
        {t('stillBroken.messageLabel')}
      </label>
      <textarea
        id={`${complaintId}-reopen-message`}
        rows={3}
        className="field-input"
        value={message}
        maxLength={MESSAGE_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${complaintId}-reopen-error` : undefined}
        onChange={(e) => setMessage(e.target.value)}
      />
      {error && (
        <p id={`${complaintId}-reopen-error`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        {isLoading ? t('stillBroken.reopening') : t('stillBroken.reopen')}
      </button>
    </form>
  );
}
