import { OTHER_SUBCATEGORY } from '@civic/contracts';
import { type FormEvent, Suspense, lazy, memo, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@civic/contracts';
import { useSearchParams } from 'react-router-dom';
import { fieldErrors, useAnswerInTransition, useFileComplaintMutation, useGetComplaintsQuotaQuery, useListCategoriesQuery } from '../../api';
import { ConfirmDialog } from '../../components/ui/dialog';
import { useOnline } from '../../app/use-online';
import { useSessionInfo } from '../../app/use-session';
import { Page } from '../../components/ui/page';
import { formatDateTime } from '../../i18n/format';
import { buildComplaintRequest, submitErrorMessages } from './complaint-request';
import { type WizardStep, complaintWizardReducer, initialWizardState, wizardActions } from './complaint-wizard.slice';
import { focusFirst } from './field-hint';
import { filingCategories } from './filing-categories';
import type { PhotoItem } from './photo-checks';
import { readPhotoGps } from './photo-gps';
import { QuotaBanner, QuotaUsage } from './quota-banner';
import { STEP_ONE_IDS, StepIssue } from './step-issue';
import { isNetworkFailure } from './offline/offline-queue';
import { draftOwnerOf, useComplaintDraft } from './offline/use-complaint-draft';
import { onQueuedDraftSent } from './offline/queued-draft-events';
import { usePhotoUploader } from './use-photo-uploader';
import { STEP_KEYS, WizardProgress } from './wizard-progress';
import { AUTHORIZE_ID, PHOTO_INPUT_ID, PIN_BUTTON_ID, STEP_TWO_IDS } from './wizard-ids';
import { hasHints, isQuotaReached, stepOneHints, stepTwoHints, submitHints } from './wizard-rules';

/*
 * What the wizard's first step does not show loads when it is needed, not with the page: a citizen on a slow network
 * sees the category cards sooner (docs/adr/0145-the-photo-step-and-the-map-for-a-thumb.md). The later steps (with the
 * photo, pin and place pickers), the nearby complaints and the success screens are chunks of their own, fetched at the
 * first tap on the form (`loadLaterSteps`), so they are in by the time Next is pressed; the map, the EXIF reader and the
 * photo resizer load later still, when the map opens or a photo is chosen.
 */
const loadDetails = () => import('./step-details');
const loadReview = () => import('./step-review');
const loadNearby = () => import('./nearby-complaints');
const loadSuccess = () => import('./complaint-success');
const SendQueuedButton = lazy(() => import('./offline/send-queued-button').then((m) => ({ default: m.SendQueuedButton })));
let laterStepsLoading: Promise<unknown> | null = null;
/** Starts fetching the later steps' chunks, once per page load. */
function loadLaterSteps(): Promise<unknown> {
  laterStepsLoading ??= Promise.all([loadDetails(), loadReview(), loadNearby(), loadSuccess()]).catch(() => {
    // A failed fetch is retried when the step itself is rendered (React.lazy).
    laterStepsLoading = null;
  });
  return laterStepsLoading;
}
const StepDetails = lazy(() => loadDetails().then((m) => ({ default: m.StepDetails })));
const StepReview = lazy(() => loadReview().then((m) => ({ default: m.StepReview })));
const NearbyComplaints = lazy(() => loadNearby().then((m) => ({ default: m.NearbyComplaints })));
const MeTooSuccess = lazy(() => loadNearby().then((m) => ({ default: m.MeTooSuccess })));
const ComplaintSuccess = lazy(() => loadSuccess().then((m) => ({ default: m.ComplaintSuccess })));

let photoCounter = 0;
const nextPhotoId = () => `photo-${Date.now().toString(36)}-${(photoCounter += 1)}`;

/**
 * /complaint (citizen spec sections 2, 4, 5 and 8): the three-step wizard for signed-in citizens (the
 * route's guard handles visitors and admins), then the success screen with the complaint id.
 */
export function ComplaintPage() {
  const categoriesQuery = useAnswerInTransition(useListCategoriesQuery());
  const quotaQuery = useAnswerInTransition(useGetComplaintsQuotaQuery(undefined, { refetchOnMountOrArgChange: true }));
  return <ComplaintWizard categoriesQuery={categoriesQuery} quotaQuery={quotaQuery} />;
}

/**
 * The wizard itself, given the answers of GET /api/categories and GET /api/usage/complaints-quota. Memoized: when an
 * answer arrives, ComplaintPage's forced re-render passes the previous ones again and this whole form is skipped,
 * then renders once more with the answer in a transition (useAnswerInTransition, Total Blocking Time).
 */
const ComplaintWizard = memo(function ComplaintWizard({
  categoriesQuery,
  quotaQuery,
}: {
  categoriesQuery: ReturnType<typeof useListCategoriesQuery>;
  quotaQuery: ReturnType<typeof useGetComplaintsQuotaQuery>;
}) {
  const { t, i18n } = useTranslation(['complaints', 'messages', 'common']);
  const [params] = useSearchParams();
  const [state, dispatch] = useReducer(complaintWizardReducer, params.get('category') ?? '', initialWizardState);
  const [filedId, setFiledId] = useState<string | null>(null);
  const [supported, setSupported] = useState<{ id: string; supportCount: number } | null>(null);
  const [serverErrors, setServerErrors] = useState<string[] | null>(null);
  /** The server's words on a pin that contradicts the chosen place, while the citizen is asked to confirm. */
  const [geoMismatch, setGeoMismatch] = useState<string | null>(null);

  const language = isLocale(i18n.language) ? i18n.language : 'en';
  const categories = useMemo(
    () => filingCategories(categoriesQuery.data?.items, categoriesQuery.isError, language),
    [categoriesQuery.data, categoriesQuery.isError, language],
  );
  const quotaReached = isQuotaReached(quotaQuery.data);
  const upload = usePhotoUploader(dispatch);
  const [fileComplaint, { isLoading: submitting }] = useFileComplaintMutation();
  const online = useOnline();
  const { user } = useSessionInfo();
  const owner = draftOwnerOf(user);

  // Thumbnails are object URLs: released when their photo is removed and when the page closes.
  const previewUrls = useRef(new Set<string>());
  useEffect(() => {
    const urls = previewUrls.current;
    return () => {
      urls.forEach((url) => URL.revokeObjectURL(url));
      urls.clear();
    };
  }, []);

  // Focus the step's heading when the step changes, so that keyboard and screen-reader users start at its top.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    stepHeading.current?.focus();
  }, [state.step]);

  const makePreview = useCallback((blob: Blob) => {
    const url = URL.createObjectURL(blob);
    previewUrls.current.add(url);
    return url;
  }, []);
  const draft = useComplaintDraft(owner, state, dispatch, { paused: !!filedId || !!supported, makePreview, uploadPending: (items) => void upload(items) });

  // A complaint queued offline and sent in the background (app shell) while this page is open.
  const { unqueue } = draft;
  useEffect(
    () =>
      onQueuedDraftSent(({ userId, outcome }) => {
        if (userId !== owner) return;
        if (outcome.kind === 'filed') setFiledId(outcome.id);
        if (outcome.kind === 'failed') {
          unqueue();
          setServerErrors([outcome.message ?? t('messages:complaint.submitFailed')]);
        }
      }),
    [owner, unqueue, t],
  );

  // Photos added while offline wait as 'pending' and upload when the connection returns.
  const photosRef = useRef(state.photos);
  useEffect(() => {
    photosRef.current = state.photos;
  }, [state.photos]);
  const queued = !!draft.queuedAt;
  useEffect(() => {
    if (queued) return;
    const uploadPending = () => {
      const pending = photosRef.current.filter((p) => p.status === 'pending');
      if (pending.length) void upload(pending);
    };
    window.addEventListener('online', uploadPending);
    return () => window.removeEventListener('online', uploadPending);
  }, [queued, upload]);

  const { form, photos, step, attempted } = state;
  const pin = state.location.pin;
  const hints1 = stepOneHints(
    form,
    categories.map((c) => c.key),
    t,
  );
  const hints2 = stepTwoHints(form, pin, photos, t);
  const hints3 = submitHints(form, { quotaReached, pin, photos, offline: !online }, t);

  const goTo = (next: WizardStep) => {
    setServerErrors(null);
    dispatch(wizardActions.stepChanged(next));
  };

  const addPhotos = (files: File[]) => {
    const items = files.map((file) => {
      const previewUrl = URL.createObjectURL(file);
      previewUrls.current.add(previewUrl);
      return { id: nextPhotoId(), file, name: file.name, previewUrl };
    });
    dispatch(wizardActions.photosAdded(items));
    for (const item of items) {
      void readPhotoGps(item.file).then((point) => {
        if (point) dispatch(wizardActions.photoGpsRead({ id: item.id, point }));
      });
    }
    if (navigator.onLine) void upload(items);
  };
  const removePhoto = (photo: PhotoItem) => {
    URL.revokeObjectURL(photo.previewUrl);
    previewUrls.current.delete(photo.previewUrl);
    dispatch(wizardActions.photoRemovedFromList(photo.id));
  };
  const retryPhoto = (photo: PhotoItem) => void upload([photo]);

  const next = () => {
    if (step === 1) {
      if (hasHints(hints1)) {
        dispatch(wizardActions.stepAttempted(1));
        focusFirst(hints1.category ? [STEP_ONE_IDS.category] : form.subcategory === OTHER_SUBCATEGORY ? [STEP_ONE_IDS.otherText] : [STEP_ONE_IDS.subcategory]);
        return;
      }
      goTo(2);
    } else if (step === 2) {
      if (hasHints(hints2)) {
        dispatch(wizardActions.stepAttempted(2));
        const order: [keyof typeof hints2, string][] = [
          ['photos', PHOTO_INPUT_ID],
          ['title', STEP_TWO_IDS.title],
          ['location', STEP_TWO_IDS.location],
          ['coordinates', PIN_BUTTON_ID],
        ];
        focusFirst(order.filter(([field]) => hints2[field]).map(([, id]) => id));
        return;
      }
      goTo(3);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React bubbles submit events through portals: a dialog's own form must not move the wizard.
    if (event.target !== event.currentTarget) return;
    if (step !== 3) {
      next();
      return;
    }
    if (submitting) return;
    setServerErrors(null);
    if (hasHints(hints3) || !pin) {
      dispatch(wizardActions.stepAttempted(3));
      if (hints3.authorize) focusFirst([AUTHORIZE_ID]);
      return;
    }
    const queueOffline = async () => {
      await draft.queue(state);
      toast(t('offline.queuedToast'), { duration: 6000 });
    };
    if (!navigator.onLine) {
      await queueOffline();
      return;
    }
    await send(false);
  };

  /**
   * Files the complaint; `geoMismatchConfirmed` once the citizen confirmed a chosen place that the pin contradicts.
   * The server's refusal of such a place (a message on `geoMismatchConfirmed`) opens the confirmation dialog instead of
   * the error box: the citizen moves the pin, changes the place, or files as it is.
   */
  const send = async (geoMismatchConfirmed: boolean) => {
    if (!pin) return;
    setGeoMismatch(null);
    try {
      const request = { ...buildComplaintRequest(form, photos, pin), ...(geoMismatchConfirmed ? { geoMismatchConfirmed: true } : {}) };
      const { id } = await fileComplaint({ fileComplaintRequest: request, 'Idempotency-Key': draft.idempotencyKey }).unwrap();
      await draft.reset();
      setFiledId(id);
    } catch (error) {
      const mismatch = fieldErrors(error).geoMismatchConfirmed;
      if (isNetworkFailure(error)) await draft.queue(state).then(() => toast(t('offline.queuedToast'), { duration: 6000 }));
      else if (mismatch && !geoMismatchConfirmed) setGeoMismatch(mismatch);
      else setServerErrors(submitErrorMessages(error, t));
    }
  };

  const discardDraft = async () => {
    await draft.reset();
    fileAnother();
  };

  function fileAnother() {
    previewUrls.current.forEach((url) => URL.revokeObjectURL(url));
    previewUrls.current.clear();
    dispatch(wizardActions.wizardReset(undefined));
    setServerErrors(null);
    setFiledId(null);
    setSupported(null);
    void draft.reset();
  }

  // 'Me too': the citizen joined a nearby complaint instead of filing; the draft is no longer needed.
  const onSupported = (result: { id: string; supportCount: number }) => {
    setSupported(result);
    void draft.reset();
  };

  const loading = (
    <p role="status" className="text-slate-600">
      {t('common:loading')}
    </p>
  );
  if (filedId)
    return (
      <Suspense fallback={loading}>
        <ComplaintSuccess id={filedId} onFileAnother={fileAnother} />
      </Suspense>
    );
  if (supported)
    return (
      <Suspense fallback={loading}>
        <MeTooSuccess id={supported.id} supportCount={supported.supportCount} onFileAnother={fileAnother} />
      </Suspense>
    );

  if (!draft.ready) {
    return (
      <Page title={t('wizard.title')} lead={t('wizard.lead')}>
        <p role="status" className="text-slate-600">
          {t('offline.loadingDraft')}
        </p>
      </Page>
    );
  }

  if (draft.queuedAt) {
    return (
      <Page title={t('wizard.title')} lead={t('wizard.lead')}>
        <section className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950" aria-labelledby="queued-title" data-testid="queued-complaint">
          <h2 id="queued-title" className="text-xl font-semibold">
            {t('offline.queuedTitle')}
          </h2>
          <p className="mt-2">{t('offline.queuedBody', { date: formatDateTime(draft.queuedAt) })}</p>
          <p className="mt-2 font-medium">{form.title}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Suspense fallback={null}>
              <SendQueuedButton />
            </Suspense>
            <button type="button" className="btn btn-secondary" onClick={() => draft.unqueue()}>
              {t('offline.editQueued')}
            </button>
          </div>
        </section>
      </Page>
    );
  }

  return (
    <Page title={t('wizard.title')} lead={t('wizard.lead')}>
      {quotaReached && quotaQuery.data && <QuotaBanner quota={quotaQuery.data} />}
      {draft.restored && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800">
          <span>{t('offline.draftRestored')}</span>
          <button type="button" className="btn btn-secondary" onClick={() => void discardDraft()}>
            {t('offline.discardDraft')}
          </button>
        </div>
      )}
      {!online && (
        <p className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="status">
          {t('offline.wizardOffline')}
        </p>
      )}
      <WizardProgress step={step} />
      <form
        onSubmit={(event) => void submit(event)}
        onPointerDown={() => void loadLaterSteps()}
        onKeyDown={() => void loadLaterSteps()}
        noValidate
        aria-labelledby="complaint-step-title"
      >
        <h2 id="complaint-step-title" ref={stepHeading} tabIndex={-1} className="mb-6 text-2xl font-semibold text-slate-900 outline-none">
          {t('wizard.stepHeading', { step, title: t(`wizard.steps.${STEP_KEYS[step]}`) })}
        </h2>

        {step === 1 &&
          (categoriesQuery.isLoading ? (
            <p role="status" className="text-slate-600">
              {t('wizard.loadingCategories')}
            </p>
          ) : (
            <StepIssue form={form} categories={categories} hints={attempted[1] ? hints1 : {}} dispatch={dispatch} />
          ))}
        {/* One boundary for a later step and the buttons below it: while the step's chunk loads, 'Loading…' stands
            alone, and the step arrives with its buttons already under it (the buttons would otherwise jump down when
            the fields replace the loading line, and a tap aimed at Next could land on a field). */}
        <Suspense fallback={loading}>
          {step === 2 && (
            <StepDetails
              state={state}
              hints={attempted[2] ? hints2 : {}}
              dispatch={dispatch}
              onAddPhotos={addPhotos}
              onRetryPhoto={retryPhoto}
              onRemovePhoto={removePhoto}
            />
          )}
          {step === 3 && (
            <StepReview
              state={state}
              category={categories.find((c) => c.key === form.category)}
              hints={attempted[3] ? hints3 : {}}
              dispatch={dispatch}
              onEdit={goTo}
            />
          )}

          {/* A boundary of its own: the nearby list appearing must never hide the step being typed in. */}
          <Suspense fallback={null}>
            {step > 1 && pin && form.category && online && (
              <NearbyComplaints
                category={form.category}
                categoryName={categories.find((c) => c.key === form.category)?.name ?? form.category}
                pin={pin}
                onSupported={onSupported}
              />
            )}
          </Suspense>

          {geoMismatch && (
            <ConfirmDialog
              open
              title={t('wizard.geoMismatchTitle')}
              message={geoMismatch}
              confirmLabel={t('wizard.geoMismatchConfirm')}
              cancelLabel={t('wizard.geoMismatchFix')}
              onConfirm={() => void send(true)}
              onCancel={() => {
                setGeoMismatch(null);
                goTo(2);
              }}
            />
          )}

          {serverErrors && (
            <div className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800" role="alert" data-testid="submit-error">
              <ul className="space-y-1">
                {serverErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </div>
          )}

          {/* Shown once the first step's categories are in: below the loading line it would be pushed down when the
            category cards arrive (a layout shift). */}
          <div
            className={`mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6 ${step === 1 && categoriesQuery.isLoading ? 'hidden' : ''}`}
          >
            <div>
              {step > 1 && (
                <button type="button" className="btn btn-secondary" onClick={() => goTo((step - 1) as WizardStep)}>
                  {t('wizard.back')}
                </button>
              )}
            </div>
            <div className="flex flex-col items-end gap-2">
              {step < 3 ? (
                <button type="submit" className="btn btn-primary">
                  {t('wizard.next')}
                </button>
              ) : (
                <>
                  <button type="submit" className="btn btn-primary" disabled={quotaReached || submitting}>
                    {submitting ? t('wizard.submitting') : t('wizard.submit')}
                  </button>
                  <QuotaUsage quota={quotaQuery.data} />
                </>
              )}
              {draft.savedAt && draft.upToDate && (
                <>
                  <p className="text-sm text-slate-600" role="status" data-testid="draft-saved">
                    {t('offline.draftSaved')}
                  </p>
                </>
              )}
            </div>
          </div>
        </Suspense>
      </form>
    </Page>
  );
});
