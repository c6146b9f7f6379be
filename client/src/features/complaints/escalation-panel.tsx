import { useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { type ComplaintResponse, api, messageFor, saveFile, useEscalateComplaintMutation } from '../../api';
import { formatDate, formatDateTime } from '../../i18n/format';

/** Open for the ladder: not resolved, rejected or archived (the server applies the same rule). */
export function isOpen(c: Pick<ComplaintResponse, 'status' | 'archived'>): boolean {
  return !c.archived && c.status !== 'resolved' && c.status !== 'rejected';
}

/** Whether "Escalate now" is offered: open, overdue and below level 2 (the server checks again, with the 7-day rule). */
export function canEscalate(c: Pick<ComplaintResponse, 'status' | 'archived' | 'overdueDays' | 'escalation'>): boolean {
  return isOpen(c) && c.overdueDays > 0 && c.escalation.level < 2;
}

/**
 * The complaint's deadline and escalation ladder for its reporter: the due date or 'Overdue by N days',
 * the reminders and escalations sent, "Escalate now" while the complaint is open, overdue and below level 2, and
 * "Download RTI application" once level 2 is reached.
 */
export function EscalationPanel({ complaint: c }: { complaint: ComplaintResponse }) {
  const { t } = useTranslation(['complaints', 'messages']);
  const [escalate, { isLoading: escalating }] = useEscalateComplaintMutation();
  const [downloading, setDownloading] = useState(false);
  const [downloadRti] = api.endpoints.downloadRtiApplication.useLazyQuery();

  const onEscalate = async () => {
    try {
      const step = await escalate({ id: c.id }).unwrap();
      toast.success(t('escalation.escalated', { level: step.level }));
    } catch (error) {
      toast.error(messageFor(error, t('messages:escalation.escalateFailed')));
    }
  };

  const onDownload = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadRti({ id: c.id }).unwrap(), `rti-application-${c.id}.pdf`);
    } catch (error) {
      toast.error(messageFor(error, t('escalation.rtiFailed')));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby="detail-escalation" className="mt-6 rounded-xl border border-slate-200 bg-white p-4" data-testid="escalation-panel">
      <h2 id="detail-escalation" className="font-semibold text-slate-900">
        {t('escalation.heading')}
      </h2>
      <p className="mt-2 text-sm text-slate-800">{c.dueAt ? t('escalation.due', { date: formatDate(c.dueAt) }) : t('escalation.notForwarded')}</p>
      {c.overdueDays > 0 && (
        <p className="mt-1 text-sm font-semibold text-red-800" data-testid="overdue">
          {t('escalation.overdue', { count: c.overdueDays })}
        </p>
      )}
      {c.escalation.paused && <p className="mt-1 text-sm text-amber-900">{t('escalation.paused', { note: c.escalation.pauseNote })}</p>}
      {c.escalation.steps.length === 0 ? (
        c.dueAt && <p className="mt-2 text-sm text-slate-600">{t('escalation.none')}</p>
      ) : (
        <ol className="mt-3 space-y-2" aria-label={t('escalation.stepsLabel')} data-testid="escalation-steps">
          {c.escalation.steps.map((s) => (
            <li key={`${s.level}-${s.kind}`} className="border-l-4 border-amber-200 pl-3 text-sm">
              <p className="font-medium text-slate-900">
                {s.kind === 'reminder' ? t('escalation.reminder') : t('escalation.escalation', { level: s.level })}
                {s.byReporter ? t('escalation.byYou') : ''}
                {' · '}
                <time dateTime={s.at} className="font-normal text-slate-600">
                  {formatDateTime(s.at)}
                </time>
              </p>
              <p className="break-words text-slate-700">{t('escalation.sentTo', { recipients: s.recipients.join(', ') })}</p>
              {s.cc.length > 0 && <p className="break-words text-slate-700">{t('escalation.copy', { cc: s.cc.join(', ') })}</p>}
            </li>
          ))}
        </ol>
      )}
      {canEscalate(c) && (
        <div className="mt-4">
          <button type="button" className="btn btn-primary" onClick={() => void onEscalate()} disabled={escalating}>
            {escalating ? t('escalation.escalating') : t('escalation.escalateNow')}
          </button>
          <p className="mt-1 text-xs text-slate-600">{t('escalation.escalateHint')}</p>
        </div>
      )}
      {c.escalation.level >= 2 && (
        <div className="mt-4">
          <button type="button" className="btn btn-secondary" onClick={() => void onDownload()} disabled={downloading}>
            {downloading ? t('escalation.downloading') : t('escalation.downloadRti')}
          </button>
          <p className="mt-1 text-xs text-slate-600">{t('escalation.rtiHint')}</p>
        </div>
      )}
    </section>
  );
}
