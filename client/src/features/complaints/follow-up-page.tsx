import type { FOLLOW_UP_RATING_MAX } from '@civic/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { fieldErrors, messageFor } from '../../api';
import { type ComplaintResponse, type PendingFollowUpResponse, useAnswerFollowUpMutation, useListMyFollowUpsQuery } from '../../api/follows';
import { FormBanner } from '../../components/ui/text-field';
import { LoadError } from '../../components/ui/load-error';
import { Page } from '../../components/ui/page';
import { formatDate } from '../../i18n/format';
import { PhotoInput, useAfterPhotos } from './fix-panel';
import { PhotoList } from './photo-list';

/** The ratings offered, 1 (very badly) to FOLLOW_UP_RATING_MAX (very well), each with its words. */
const RATINGS = [1, 2, 3, 4, 5] as const satisfies readonly number[] & { length: typeof FOLLOW_UP_RATING_MAX };

/** The address of My Complaints showing one complaint. */
const complaintPath = (id: string) => `/dashboard?id=${encodeURIComponent(id)}`;

/**
 * /was-it-fixed?id=<complaint id>: "Was it fixed?", four weeks after a resolution (docs/adr/0148). The email's link
 * only opens this page (a mail scanner following it changes nothing); the answer (fixed or not, a rating from 1 to 5,
 * an optional photo uploaded as the wizard's) is sent by the form's POST. "Not fixed" reopens the complaint and its
 * office is told. Without an id, the oldest waiting question is asked.
 */
export function FollowUpPage() {
  const { t } = useTranslation(['complaints', 'common', 'messages']);
  const [params] = useSearchParams();
  const id = params.get('id')?.trim().toUpperCase() ?? '';
  const { data, isLoading, isError, refetch } = useListMyFollowUpsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [answered, setAnswered] = useState<ComplaintResponse | null>(null);
  const question = data?.items.find((q) => (id ? q.complaintId === id : true));

  return (
    <Page title={t('followUp.title')} lead={t('followUp.lead')}>
      {answered ? (
        <div className="space-y-4">
          <FormBanner tone="success" className="text-base">
            {answered.status === 'resolved' ? t('followUp.thanksFixed') : t('followUp.thanksReopened')}
          </FormBanner>
          <Link to={complaintPath(answered.id)} className="btn btn-secondary">
            {t('followUp.open')}
          </Link>
        </div>
      ) : isLoading ? (
        <p role="status" className="text-slate-600">
          {t('followUp.loading')}
        </p>
      ) : isError ? (
        <LoadError message={t('followUp.loadFailed')} onRetry={() => void refetch()} />
      ) : question ? (
        <FollowUpForm key={question.complaintId} question={question} onAnswered={setAnswered} />
      ) : (
        <div className="space-y-4">
          <FormBanner tone="info" className="text-base">
            {t('followUp.none')}
          </FormBanner>
          <Link to="/dashboard" className="btn btn-secondary">
            {t('followUp.toMine')}
          </Link>
        </div>
      )}
    </Page>
  );
}

function FollowUpForm({ question: q, onAnswered }: { question: PendingFollowUpResponse; onAnswered: (saved: ComplaintResponse) => void }) {
  const { t } = useTranslation(['complaints', 'common', 'messages']);
  const [answer] = useAnswerFollowUpMutation();
  const after = useAfterPhotos();
  const [fixed, setFixed] = useState<boolean | null>(null);
  const [rating, setRating] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ fixed?: string; rating?: string; photo?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(fixed === null ? { fixed: t('messages:followUp.fixedRequired') } : {}),
      ...(rating === null ? { rating: t('messages:followUp.ratingInvalid') } : {}),
    };
    if (fixed === null || rating === null) {
      setErrors(missing);
      return;
    }
    setBusy(true);
    setErrors({});
    const uploaded = await after.settled();
    if (uploaded.failed) {
      setErrors({ photo: t('messages:complaint.someUploadsFailed') });
      setBusy(false);
      return;
    }
    try {
      const [photo] = uploaded.urls;
      onAnswered(await answer({ id: q.complaintId, followUpAnswerRequest: { fixed, rating, ...(photo ? { photo } : {}) } }).unwrap());
    } catch (failure) {
      const fields = fieldErrors(failure);
      setErrors({ fixed: fields.fixed, rating: fields.rating, photo: fields.photo, form: messageFor(failure, t('messages:followUp.answerFailed')) });
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="follow-up-complaint" className="space-y-6" data-testid="follow-up-form">
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="follow-up-complaint" className="text-lg font-semibold break-words text-slate-900">
          {q.title}
        </h2>
        <p className="mt-1 text-sm break-words text-slate-700">{t('followUp.complaint', { id: q.complaintId, location: q.location })}</p>
        <p className="mt-1 text-sm text-slate-700">{t('followUp.resolvedOn', { date: formatDate(q.resolvedAt) })}</p>
      </section>
      {errors.form && <FormBanner tone="error">{errors.form}</FormBanner>}
      <fieldset aria-describedby={errors.fixed ? 'follow-up-fixed-error' : undefined}>
        <legend className="field-label">{t('followUp.fixedLegend')}</legend>
        <div className="mt-2 flex flex-col gap-2">
          {[true, false].map((value) => (
            <label key={String(value)} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2">
              <input type="radio" name="fixed" checked={fixed === value} onChange={() => setFixed(value)} disabled={busy} />
              <span>{value ? t('followUp.fixedYes') : t('followUp.fixedNo')}</span>
            </label>
          ))}
        </div>
        {fixed === false && <p className="mt-2 text-sm text-slate-700">{t('followUp.notFixedHint')}</p>}
        {errors.fixed && (
          <p id="follow-up-fixed-error" className="mt-1 text-sm text-red-700" role="alert">
            {errors.fixed}
          </p>
        )}
      </fieldset>
      <fieldset aria-describedby={errors.rating ? 'follow-up-rating-error' : undefined}>
        <legend className="field-label">{t('followUp.ratingLegend')}</legend>
        <div className="mt-2 flex flex-col gap-2">
          {RATINGS.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2">
              <input type="radio" name="rating" value={value} checked={rating === value} onChange={() => setRating(value)} disabled={busy} />
              <span>{t(`followUp.ratings.r${value}`)}</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id="follow-up-rating-error" className="mt-1 text-sm text-red-700" role="alert">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <PhotoInput
        id="follow-up-photo"
        label={t('followUp.photoLabel')}
        error={errors.photo ?? null}
        onPick={(picked) => {
          setErrors((prev) => ({ ...prev, photo: picked.error ?? undefined }));
          if (picked.files[0]) after.add([picked.files[0]], true);
        }}
      />
      <PhotoList photos={after.photos} label={t('followUp.chosenPhoto')} onRetry={after.retry} onRemove={after.remove} disabled={busy} />
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? t('followUp.sending') : t('followUp.send')}
      </button>
    </form>
  );
}
