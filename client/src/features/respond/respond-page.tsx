import { AUTHORITY_ACTIONS, AUTHORITY_PHOTO_LIMIT, type AuthorityAction } from '@civic/contracts';
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  fieldErrors,
  isApiError,
  messageFor,
  type RespondPageResponse,
  useGetResponsePageQuery,
  useRespondToComplaintMutation,
  useUploadResponsePhotoMutation,
} from '../../api';
import { PhotoGrid } from '../../components/complaint/photo-grid';
import { PhotoThumbnail } from '../../components/complaint/photo-thumbnail';
import { StatusBadge } from '../../components/complaint/status-badge';
import { UpdateHistory } from '../../components/complaint/update-history';
import { LazyGoaMap } from '../../components/map/lazy-goa-map';
import { LoadError } from '../../components/ui/load-error';
import { Page } from '../../components/ui/page';
import { formatDate } from '../../i18n/format';
import { applyLanguage, browserLanguage, storedLanguage } from '../../i18n/language-choice';
import type { Language } from '../../i18n/i18n';
import { LanguageSwitcher } from '../../app/shell/language-switcher';
import { DateInput } from '../../components/ui/date-input';

const ACTIONS: readonly AuthorityAction[] = ['acknowledge', 'in_progress', 'resolved', 'not_ours', 'message'];
/** The request's fields the server may name in details.fields. */
const FIELD = { action: 'action', message: 'message', expectedBy: 'expectedBy', suggestedEmail: 'suggestedEmail', photos: 'photos' } as const;

/**
 * /respond/{token}: an authority's page for one complaint, reached from the link in its email or letter, with no
 * account. Shows what the letter shows, the history and the ladder, offers the five answers with their fields, and
 * lists the other open complaints sent to the same address. Opens in the office's language (the one of the email
 * that carried the link), or in the browser's when the office has none but English and the browser asks for another
 * of the portal's languages, unless the visitor chose one on this device; a switcher at the top of the page (the
 * header's on a wide screen) changes it.
 */
export function RespondPage() {
  const { t } = useTranslation(['respond', 'common', 'messages']);
  const { token = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetResponsePageQuery({ token });
  const languageSet = useRef(false);

  useEffect(() => {
    if (!data || languageSet.current) return;
    languageSet.current = true;
    if (!storedLanguage()) void applyLanguage(respondLanguage(data.language as Language, browserLanguage()));
  }, [data]);

  if (isLoading) {
    return (
      <Page title={t('loading')}>
        <p role="status">{t('common:loading')}</p>
      </Page>
    );
  }
  if (!data) {
    const status = isApiError(error) ? error.status : 0;
    return (
      <Page title={status === 410 ? t('expired') : status === 404 || status === 400 ? t('notFound') : t('loadFailed')}>
        {status !== 404 && status !== 410 && status !== 400 && <LoadError message={t('loadFailed')} onRetry={() => void refetch()} />}
      </Page>
    );
  }
  return <RespondView page={data} token={token} onAnswered={() => void refetch()} />;
}

function RespondView({ page, token, onAnswered }: { page: RespondPageResponse; token: string; onAnswered: () => void }) {
  const { t } = useTranslation(['respond', 'common']);
  const c = page.complaint;
  const authority = page.authority.name || page.authority.designation || page.authority.email;
  const updates = [...c.updates].reverse();
  const closed = c.status === 'rejected';
  const row = (label: string, value: string | null | undefined) =>
    value ? (
      <div className="py-2">
        <dt className="text-sm font-medium text-slate-600">{label}</dt>
        <dd className="text-sm break-words whitespace-pre-line text-slate-900">{value}</dd>
      </div>
    ) : null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      {/* On a phone the header's switcher is inside the menu: an officer reading in another language finds it here. */}
      <LanguageSwitcher id="language-respond" className="mb-4 sm:hidden" />
      <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{t('title', { id: c.id })}</h1>
      <p className="mt-2 text-slate-700">{t('lead', { authority })}</p>
      <p className="mt-1 text-xs text-slate-600">{t('validUntil', { date: formatDate(page.expiresAt) })}</p>

      <section aria-labelledby="respond-details" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="respond-details" className="text-lg font-semibold break-words text-slate-900">
          {c.title}
        </h2>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <span className="sr-only">{t('status')}</span>
          <StatusBadge status={c.status} />
          {c.overdueDays > 0 && <span className="text-sm font-semibold text-red-800">{t('overdue', { count: c.overdueDays })}</span>}
        </div>
        <dl className="mt-2 divide-y divide-slate-100">
          {row(t('category'), c.category)}
          {row(t('issue'), c.subcategoryLabel)}
          {row(t('description'), c.description)}
          {row(t('location'), c.location)}
          {row(t('landmark'), c.landmark)}
          {row(t('due'), c.dueAt ? formatDate(c.dueAt) : null)}
          {row(t('escalation'), t('escalationValue', { level: c.escalation.level }))}
        </dl>
        {c.photos.length > 0 && (
          <>
            <h3 className="mt-3 text-sm font-semibold text-slate-900">{t('photos')}</h3>
            <PhotoGrid
              photos={c.photos}
              alt={(n) => t('photoAlt', { n: n + 1, id: c.id })}
              className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3"
              linkClassName="block"
              imageClassName="aspect-square w-full rounded-lg object-cover"
              linkNote={t('fullSize')}
            />
          </>
        )}
        <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('map')}</h3>
        <Suspense
          fallback={
            <div className="mt-2 flex h-56 items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-600" role="status">
              {t('mapLoading')}
            </div>
          }
        >
          <div className="mt-2">
            <LazyGoaMap label={t('mapLabel')} pin={{ lat: c.coordinates.lat, lng: c.coordinates.lng }} pinLabel={t('pinLabel')} className="h-56 w-full" />
          </div>
        </Suspense>
        <a
          href={`https://www.openstreetmap.org/?mlat=${c.coordinates.lat}&mlon=${c.coordinates.lng}#map=18/${c.coordinates.lat}/${c.coordinates.lng}`}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
        >
          {t('osm')}
          <span className="sr-only">{t('common:opensInNewTab')}</span>
        </a>
      </section>

      {closed ? (
        <p className="mt-6 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('closed')}</p>
      ) : (
        <AnswerForm token={token} resolved={c.status === 'resolved'} onAnswered={onAnswered} />
      )}

      <section aria-labelledby="respond-history" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="respond-history" className="text-lg font-semibold text-slate-900">
          {t('history')}
        </h2>
        <UpdateHistory updates={updates} testId="respond-history" photoAlt={(n, date) => t('updatePhotoAlt', { n: n + 1, date })} fullSize={t('fullSize')} />
      </section>

      <section aria-labelledby="respond-inbox" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="respond-inbox" className="text-lg font-semibold text-slate-900">
          {t('inbox')}
        </h2>
        <p className="mt-1 text-sm break-words text-slate-600">{t('inboxLead', { email: page.authority.email })}</p>
        {page.inbox.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">{t('inboxEmpty')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100" data-testid="respond-inbox">
            {page.inbox.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="text-sm font-semibold break-words text-slate-900">
                    <span className="font-mono">{item.id}</span> {item.title}
                  </p>
                  <p className="text-xs text-slate-600">
                    {item.dueAt ? t('inboxDue', { date: formatDate(item.dueAt) }) : null}
                    {item.overdueDays > 0 ? ` · ${t('overdue', { count: item.overdueDays })}` : ''}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <StatusBadge status={item.status} />
                  <a href={new URL(item.respondUrl).pathname} className="btn btn-secondary">
                    {t('open')}
                    <span className="sr-only"> {item.id}</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * The language the response page opens in when the visitor chose none on this device: the office's (that of the email
 * that carried the link), or the browser's when the office has only English and the browser asks for another of the
 * portal's languages.
 */
export function respondLanguage(office: Language, browser: Language): Language {
  return office === 'en' && browser !== 'en' ? browser : office;
}

/** The action a link's `?action=` chooses, when it is one the page offers; else the page's default. */
export function preselectedAction(requested: string | null, resolved: boolean): AuthorityAction {
  const fallback: AuthorityAction = resolved ? 'message' : 'acknowledge';
  if (!requested || !(AUTHORITY_ACTIONS as readonly string[]).includes(requested)) return fallback;
  if (resolved && requested === 'resolved') return fallback;
  return requested as AuthorityAction;
}

/** The answer: one of the five actions, its message and the fields that action takes. */
function AnswerForm({ token, resolved, onAnswered }: { token: string; resolved: boolean; onAnswered: () => void }) {
  const { t } = useTranslation(['respond', 'common']);
  const id = useId();
  // `?action=` preselects an answer (the buttons of the acknowledgement of an emailed reply): it only chooses, the
  // page's POST records. On a resolved complaint a second resolution is not offered.
  const [searchParams] = useSearchParams();
  const [action, setAction] = useState<AuthorityAction>(() => preselectedAction(searchParams.get('action'), resolved));
  const [message, setMessage] = useState('');
  const [expectedBy, setExpectedBy] = useState('');
  const [suggestedOffice, setSuggestedOffice] = useState('');
  const [suggestedEmail, setSuggestedEmail] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploadError, setUploadError] = useState('');
  const [sent, setSent] = useState(false);
  const [respond, { isLoading: sending, error }] = useRespondToComplaintMutation();
  const [upload, { isLoading: uploading }] = useUploadResponsePhotoMutation();
  const fields = fieldErrors(error);
  const needsMessage = action !== 'acknowledge';

  const addPhoto = async (file: File | undefined) => {
    if (!file) return;
    setUploadError('');
    try {
      const { url } = await upload({ token, localUploadRequest: { file } }).unwrap();
      setPhotos((list) => [...list, url]);
    } catch (failure) {
      setUploadError(messageFor(failure, t('uploadFailed')));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    try {
      await respond({
        token,
        respondRequest: {
          action,
          ...(message.trim() ? { message } : {}),
          ...(action === 'acknowledge' && expectedBy ? { expectedBy } : {}),
          ...(action === 'resolved' && photos.length ? { photos } : {}),
          ...(action === 'not_ours' && suggestedOffice.trim() ? { suggestedOffice } : {}),
          ...(action === 'not_ours' && suggestedEmail.trim() ? { suggestedEmail } : {}),
        },
      }).unwrap();
      setSent(true);
      setMessage('');
      setPhotos([]);
      if (action === 'resolved') setAction('message');
      onAnswered();
    } catch {
      // The error is shown from the mutation's state.
    }
  };

  const input = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base';
  const errorText = (field: string) =>
    fields[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-800">
        {fields[field]}
      </p>
    ) : null;

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-xl border border-brand-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('answerTitle')}
      </h2>
      <form onSubmit={(e) => void submit(e)} className="mt-3 space-y-4" noValidate>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">{t('action')}</legend>
          <div className="mt-2 space-y-2">
            {ACTIONS.filter((a) => !(resolved && a === 'resolved')).map((a) => (
              <label key={a} className="flex items-start gap-2 rounded-lg border border-slate-200 p-2 text-sm">
                <input type="radio" name="action" value={a} checked={action === a} onChange={() => setAction(a)} className="mt-1" />
                <span>
                  <span className="font-semibold text-slate-900">{t(`actions.${a}`)}</span>
                  <span className="block text-slate-600">{t(`actionHints.${a}`)}</span>
                </span>
              </label>
            ))}
          </div>
          {errorText(FIELD.action)}
        </fieldset>
        <div>
          <label htmlFor={`${id}-message`} className="text-sm font-semibold text-slate-900">
            {needsMessage ? t('messageRequired') : t('messageOptional')}
          </label>
          <textarea
            id={`${id}-message`}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            rows={4}
            className={input}
            aria-invalid={!!fields.message}
            aria-describedby={fields.message ? `${id}-message-error` : undefined}
          />
          {errorText(FIELD.message)}
        </div>
        {action === 'acknowledge' && (
          <div>
            <label htmlFor={`${id}-expected`} className="text-sm font-semibold text-slate-900">
              {t('expectedBy')}
            </label>
            <DateInput
              id={`${id}-expected`}
              value={expectedBy}
              onChange={setExpectedBy}
              className={input}
              aria-invalid={!!fields.expectedBy}
              aria-describedby={fields.expectedBy ? `${id}-expectedBy-error` : undefined}
            />
            {errorText(FIELD.expectedBy)}
          </div>
        )}
        {action === 'not_ours' && (
          <>
            <div>
              <label htmlFor={`${id}-office`} className="text-sm font-semibold text-slate-900">
                {t('suggestedOffice')}
              </label>
              <input id={`${id}-office`} value={suggestedOffice} onChange={(e) => setSuggestedOffice(e.target.value)} className={input} />
            </div>
            <div>
              <label htmlFor={`${id}-email`} className="text-sm font-semibold text-slate-900">
                {t('suggestedEmail')}
              </label>
              <input
                id={`${id}-email`}
                type="email"
                value={suggestedEmail}
                onChange={(e) => setSuggestedEmail(e.target.value)}
                className={input}
                aria-invalid={!!fields.suggestedEmail}
                aria-describedby={fields.suggestedEmail ? `${id}-suggestedEmail-error` : undefined}
              />
              {errorText(FIELD.suggestedEmail)}
            </div>
          </>
        )}
        {action === 'resolved' && (
          <div>
            <label htmlFor={`${id}-photo`} className="text-sm font-semibold text-slate-900">
              {t('afterPhotos', { max: AUTHORITY_PHOTO_LIMIT })}
            </label>
            <input
              id={`${id}-photo`}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={uploading || photos.length >= AUTHORITY_PHOTO_LIMIT}
              onChange={(e) => {
                void addPhoto(e.target.files?.[0]);
                e.target.value = '';
              }}
              className="mt-1 block w-full text-sm"
            />
            <p role="status" className="mt-1 text-sm text-slate-600">
              {uploading ? t('uploading') : ''}
            </p>
            {uploadError && <p className="mt-1 text-sm text-red-800">{uploadError}</p>}
            {errorText(FIELD.photos)}
            {photos.length > 0 && (
              <ul className="mt-2 grid grid-cols-3 gap-2" data-testid="after-photos">
                {photos.map((url, i) => (
                  <li key={url}>
                    <PhotoThumbnail url={url} alt={t('afterPhotoAlt', { n: i + 1 })} className="aspect-square w-full rounded object-cover" />
                    <button
                      type="button"
                      className="mt-1 text-xs font-semibold text-brand-700 underline"
                      onClick={() => setPhotos((l) => l.filter((p) => p !== url))}
                    >
                      {t('removePhoto', { n: i + 1 })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {error && !Object.keys(fields).length && (
          <p role="alert" className="text-sm text-red-800">
            {messageFor(error, t('sendFailed'))}
          </p>
        )}
        <p role="status" className="text-sm font-semibold text-emerald-800">
          {sent ? t('sent') : ''}
        </p>
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={sending || uploading}>
          {sending ? t('sending') : t('submit')}
        </button>
      </form>
    </section>
  );
}
