import { OTHER_SUBCATEGORY, URGENCIES, type Urgency } from '@civic/contracts';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { messageFor } from '../../api/index';
import { type AdminComplaintResponse, useGetAdminComplaintQuery } from '../../api/admin';
import { PhotoGrid } from '../../components/complaint/photo-grid';
import { StatusBadge, statusLabel } from '../../components/complaint/status-badge';
import { formatCoordinates, formatDate, formatDateTime } from '../../i18n/format';
import { ArchivedBadge } from './archived-badge';
import { AuthorityAnswerVisibility } from './authority-answer-visibility';
import { EscalationPause } from './escalation-pause';
import { ComplaintDocuments } from './complaint-documents';
import { HeldReplies } from './held-replies';
import { QuickUpdateForm } from './quick-update-form';
import { SidePanel } from './side-panel';
import { StillBrokenReports } from './still-broken-reports';
import type { DeskActions } from './use-desk-actions';

const isUrgency = (value: string): value is Urgency => (URGENCIES as readonly string[]).includes(value);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

import { AuthorityAnswer } from '../../components/complaint/authority-answer';
import { ResponseLinks } from './response-links';
/** The complaint details side panel (admin spec section 2), loaded afresh by id. */
export function ComplaintDetailsPanel({ id, actions, onClose }: { id: string; actions: DeskActions; onClose: () => void }) {
  const { t } = useTranslation(['admin-complaints', 'common', 'messages', 'complaints']);
  const query = useGetAdminComplaintQuery({ id });
  const c = query.data;
  return (
    <SidePanel title={t('details.title', { id: c ? c.id : id })} onClose={onClose}>
      {query.isLoading && <p className="text-slate-600">{t('common:loading')}</p>}
      {query.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {messageFor(query.error, t('messages:admin.complaints.loadFailed'))}
        </p>
      )}
      {c && <ComplaintDetails complaint={c} actions={actions} />}
    </SidePanel>
  );
}

function ComplaintDetails({ complaint: c, actions }: { complaint: AdminComplaintResponse; actions: DeskActions }) {
  const { t } = useTranslation(['admin-complaints', 'common', 'messages', 'complaints']);
  const updates = [...c.updates].reverse();
  return (
    <div className="space-y-6" data-testid="complaint-details">
      <div>
        <p className="font-mono text-sm text-slate-500">{c.id}</p>
        <h3 className="mt-1 text-xl font-semibold text-slate-900">
          {c.title}
          {c.archived && <ArchivedBadge />}
        </h3>
        <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <StatusBadge status={c.status} />
          <span>{t('details.submitted', { date: formatDateTime(c.submittedDate) })}</span>
        </p>
      </div>

      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label={t('details.category')}>{c.categoryName}</Field>
        <Field label={t('details.subcategory')}>
          {c.subcategory === OTHER_SUBCATEGORY && c.otherText ? t('details.other', { text: c.otherText }) : c.subcategoryLabel}
        </Field>
        <Field label={t('details.urgency')}>{isUrgency(c.urgency) ? t(`complaints:urgency.${c.urgency}`) : c.urgency}</Field>
        <Field label={t('details.reporter')}>
          {c.createdBy.email ?? <span className="text-slate-500">{t('messages:admin.users.deletedUser')}</span>}
          {c.anonymous && <span className="block text-xs text-slate-500">{t('details.anonymous')}</span>}
        </Field>
        <div className="sm:col-span-2">
          <Field label={t('details.location')}>
            {c.location}
            {c.place && (
              <span className="block text-sm text-slate-700" data-testid="place">
                {c.place.inferred ? t('details.placeInferred', { label: c.place.label }) : t('details.place', { label: c.place.label })}
              </span>
            )}
            {c.geoMismatchConfirmed && (
              <span className="mt-1 block rounded-lg bg-amber-50 px-2 py-1 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="geo-mismatch-confirmed">
                {t('details.geoMismatchConfirmed')}
              </span>
            )}
            {c.landmark && <span className="block text-sm text-slate-600">{t('details.landmark', { landmark: c.landmark })}</span>}
            <span className="mt-1 flex flex-wrap items-center gap-2 text-sm">
              <a href={c.mapUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
                {t('details.openMap')}
                <span className="sr-only">{t('common:opensInNewTab')}</span>
              </a>
              <span className="font-mono text-slate-700" data-testid="coordinates">
                {formatCoordinates(c.coordinates, { fixed: true })}
              </span>
              {c.coordinates.outsideBounds && (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" title={t('details.outsideBoundsHint')}>
                  {t('details.outsideBounds')}
                </span>
              )}
            </span>
          </Field>
        </div>
      </dl>

      <section aria-labelledby={`${c.id}-recipients`}>
        <h4 id={`${c.id}-recipients`} className="font-semibold text-slate-900">
          {t('details.recipients')}
        </h4>
        {c.authorityRecipients.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t('details.noRecipients')}</p>
        ) : (
          <ul className="mt-2 space-y-2 text-sm">
            {c.authorityRecipients.map((r, i) => (
              <li key={`${r.authorityEmail}-${i}`} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
                <span className={`mr-2 rounded px-1.5 py-0.5 text-xs font-semibold ${i === 0 ? 'bg-brand-100 text-brand-900' : 'bg-slate-200 text-slate-800'}`}>
                  {i === 0 ? t('details.primary') : t('details.copy')}
                </span>
                <span className="font-medium">{r.authorityEmail}</span>
                {(r.authorityName || r.authorityDesignation || r.authorityDepartment) && (
                  <span className="block text-slate-600">{[r.authorityName, r.authorityDesignation, r.authorityDepartment].filter(Boolean).join(', ')}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${c.id}-description`}>
        <h4 id={`${c.id}-description`} className="font-semibold text-slate-900">
          {t('details.description')}
        </h4>
        <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700">{c.description || t('details.noDescription')}</p>
      </section>

      <section aria-labelledby={`${c.id}-photos`}>
        <h4 id={`${c.id}-photos`} className="font-semibold text-slate-900">
          {t('details.photos')}
        </h4>
        {c.photos.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t('details.noPhotos')}</p>
        ) : (
          <PhotoGrid
            photos={c.photos}
            alt={(i) => t('details.photoAlt', { n: i + 1, total: c.photos.length, id: c.id, title: c.title })}
            className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3"
            linkClassName="block overflow-hidden rounded-lg ring-1 ring-slate-200"
            imageClassName="aspect-square w-full bg-slate-100 object-cover"
          />
        )}
      </section>

      <section aria-labelledby={`${c.id}-ladder`} data-testid="admin-ladder">
        <h4 id={`${c.id}-ladder`} className="font-semibold text-slate-900">
          {t('ladder.heading')}
        </h4>
        <p className="mt-1 text-sm text-slate-700">
          {c.dueAt ? t('ladder.due', { date: formatDate(c.dueAt) }) : t('ladder.noDue')}
          {c.overdueDays > 0 && <span className="ml-2 font-semibold text-red-800">{t('ladder.overdue', { count: c.overdueDays })}</span>}
        </p>
        {c.escalation.paused && <p className="mt-1 text-sm text-amber-900">{t('ladder.paused', { note: c.escalation.pauseNote })}</p>}
        {c.escalation.steps.length > 0 && (
          <ol className="mt-2 space-y-1 text-sm">
            {c.escalation.steps.map((s) => (
              <li key={`${s.level}-${s.kind}`} className="border-l-2 border-amber-200 pl-3 break-words text-slate-700">
                <span className="font-semibold text-slate-900">{s.kind === 'reminder' ? t('ladder.reminder') : t('ladder.level', { level: s.level })}</span>{' '}
                <time dateTime={s.at} className="text-slate-500">
                  {formatDateTime(s.at)}
                </time>{' '}
                {s.recipients.join(', ')}
              </li>
            ))}
          </ol>
        )}
        {c.dueAt && !c.archived && c.status !== 'resolved' && c.status !== 'rejected' && <EscalationPause complaint={c} />}
      </section>

      <ResponseLinks complaint={c} />
      {c.repliesToReview > 0 && <HeldReplies complaintId={c.id} />}
      <StillBrokenReports complaint={c} />
      <ComplaintDocuments complaintId={c.id} />

      <section aria-labelledby={`${c.id}-history`}>
        <h4 id={`${c.id}-history`} className="font-semibold text-slate-900">
          <Trans t={t} i18nKey="details.history" components={{ small: <span className="text-sm font-normal text-slate-500" /> }} />
        </h4>
        <ol className="mt-2 space-y-2 text-sm" data-testid="status-history">
          {updates.map((u, i) => (
            <li key={`${u.date}-${i}`} className="border-l-2 border-slate-200 pl-3">
              <span className="font-semibold text-slate-900">{statusLabel(u.status, t)}</span>{' '}
              <time dateTime={u.date} className="text-slate-500">
                {formatDateTime(u.date)}
              </time>
              <AuthorityAnswer entry={u} className="mt-0.5 font-semibold text-slate-900" />
              {u.message && <p className="mt-0.5 whitespace-pre-wrap text-slate-700">{u.message}</p>}
              {u.source === 'authority' && <AuthorityAnswerVisibility complaintId={c.id} answerIndex={updates.length - 1 - i} hiddenReason={u.hiddenReason} />}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby={`${c.id}-update`} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <h4 id={`${c.id}-update`} className="mb-3 font-semibold text-slate-900">
          {t('details.quickUpdate')}
        </h4>
        <QuickUpdateForm key={`${c.status}:${c.updates.length}:${c.archived}`} complaint={c} actions={actions} layout="panel" />
      </section>
    </div>
  );
}
