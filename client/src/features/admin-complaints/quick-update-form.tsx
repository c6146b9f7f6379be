import { COMPLAINT_STATUSES, type ComplaintStatus } from '@civic/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminComplaintResponse } from '../../api/admin';
import { statusLabel } from '../../components/complaint/status-badge';
import type { DeskActions } from './use-desk-actions';

/**
 * The quick update of a complaint (admin spec section 2): a status select (any of the five, from any state),
 * an optional message and Save; in the details panel also Archive or Restore and Delete (a row of the desk keeps those
 * and View details behind its one actions menu, DeskRowActions).
 */
export function QuickUpdateForm({ complaint, actions, layout }: { complaint: AdminComplaintResponse; actions: DeskActions; layout: 'row' | 'panel' }) {
  const { t } = useTranslation(['admin-complaints', 'common']);
  const ids = useId();
  const [status, setStatus] = useState<ComplaintStatus>(complaint.status);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSave = async () => {
    setSaving(true);
    try {
      const result = await actions.saveStatus(complaint, status, message);
      if (result.ok) {
        setMessage('');
        setError(null);
      } else if (result.error) {
        setError(result.error);
      }
    } finally {
      setSaving(false);
    }
  };

  const panel = layout === 'panel';
  const messageLabel = status === 'rejected' ? t('quickUpdate.messageRequired') : t('quickUpdate.messageOptional');
  const messageProps = {
    id: `${ids}-message`,
    maxLength: 2000,
    value: message,
    onChange: (e: { target: { value: string } }) => {
      setMessage(e.target.value);
      setError(null);
    },
    'aria-invalid': !!error,
    'aria-describedby': error ? `${ids}-error` : undefined,
  };
  return (
    <form
      aria-label={t('quickUpdate.label', { id: complaint.id })}
      className={panel ? 'space-y-3' : 'space-y-2'}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      <div className={panel ? 'grid gap-3 sm:grid-cols-[12rem_1fr]' : 'flex flex-wrap gap-2'}>
        <div>
          <label htmlFor={`${ids}-status`} className={panel ? 'field-label' : 'sr-only'}>
            {t('quickUpdate.status')}
          </label>
          <select
            id={`${ids}-status`}
            className="field-input py-1.5"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as ComplaintStatus);
              setError(null);
            }}
          >
            {COMPLAINT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s, t)}
              </option>
            ))}
          </select>
        </div>
        <div className={panel ? '' : 'min-w-48 flex-1'}>
          <label htmlFor={`${ids}-message`} className={panel ? 'field-label' : 'sr-only'}>
            {messageLabel}
          </label>
          {panel ? (
            <textarea {...messageProps} rows={3} className="field-input" />
          ) : (
            <input {...messageProps} className="field-input py-1.5" placeholder={messageLabel} />
          )}
        </div>
      </div>
      {error && (
        <p id={`${ids}-error`} role="alert" className="field-error mt-0">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary px-3 py-1.5" disabled={saving}>
          {saving ? t('quickUpdate.saving') : t('common:actions.save')}
        </button>
        {panel && (
          <>
            <button type="button" className="btn btn-secondary px-3 py-1.5" onClick={() => actions.askArchive(complaint)}>
              {complaint.archived ? t('quickUpdate.restore') : t('quickUpdate.archive')}
            </button>
            <button type="button" className="btn btn-secondary px-3 py-1.5 text-red-700" onClick={() => actions.askDelete(complaint)}>
              {t('common:actions.delete')}
            </button>
          </>
        )}
      </div>
    </form>
  );
}
