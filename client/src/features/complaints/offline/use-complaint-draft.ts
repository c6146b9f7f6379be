import { type Dispatch, useCallback, useEffect, useRef, useState } from 'react';
import { type WizardAction, type WizardState, initialWizardState, wizardActions } from '../complaint-wizard.slice';
import type { PhotoItem } from '../photo-checks';
import { type ComplaintDraft, clearDraft, loadDraft, saveDraft } from './draft-store';

export { draftOwnerOf } from './draft-store';
import { draftPhotoItems } from './offline-queue';

/** How long the wizard waits after the last change before it writes the draft, in milliseconds. */
const SAVE_DELAY_MS = 300;

/** Whether the wizard holds anything worth keeping. */
function hasContent(state: WizardState): boolean {
  const empty = initialWizardState(state.form.category);
  return state.photos.length > 0 || !!state.location.pin || JSON.stringify({ ...state.form, category: '' }) !== JSON.stringify({ ...empty.form, category: '' });
}

function newKey(): string {
  return crypto.randomUUID();
}

export interface DraftControl {
  /** The draft has been read (or there was none): the wizard may show its form. */
  ready: boolean;
  /** A draft from an earlier visit was restored. */
  restored: boolean;
  /** ISO instant of the last save on this device; null before the first. */
  savedAt: string | null;
  /** The wizard as it is now is what was last saved (false while a change waits for its save). */
  upToDate: boolean;
  /** ISO instant the complaint was queued offline; null while editing. */
  queuedAt: string | null;
  /** The Idempotency-Key of this draft (one per complaint). */
  idempotencyKey: string;
  /** Marks the draft queued (Submit pressed offline) and saves it at once. */
  queue(state: WizardState): Promise<void>;
  /** Back to editing (a queued draft the citizen wants to change, or one the server refused). */
  unqueue(): void;
  /** Deletes the draft and starts a new one (after filing, File Another Complaint or Discard). */
  reset(): Promise<void>;
}

/**
 * Keeps the complaint wizard's draft on this device: reads the signed-in user's draft when the page opens
 * (fields, photos as Blobs with their upload URLs, location, step) and restores it, then saves every change shortly
 * after it is made. Pending photos of a restored draft are handed to `uploadPending` to upload now.
 */
export function useComplaintDraft(
  owner: string | null,
  state: WizardState,
  dispatch: Dispatch<WizardAction>,
  options: { paused: boolean; makePreview: (blob: Blob) => string; uploadPending: (photos: PhotoItem[]) => void },
): DraftControl {
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const ready = !owner || loadedFor === owner;
  const [restored, setRestored] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [savedState, setSavedState] = useState<WizardState | null>(null);
  const [queuedAt, setQueuedAtState] = useState<string | null>(null);
  // Whether the draft is queued, read when a delayed save runs. A queued draft is written once, by `queue`, and then
  // belongs to the offline queue (which uploads its photos, files it and clears it): a save scheduled before Submit
  // and running during or after `queue`, or one running after the queue has filed and cleared the draft, would
  // otherwise write it back (unqueued, or queued again and filed twice on the next visit: the same id, thanks to
  // the Idempotency-Key, but a draft the citizen had already sent).
  const queuedRef = useRef<string | null>(null);
  const setQueuedAt = useCallback((at: string | null) => {
    queuedRef.current = at;
    setQueuedAtState(at);
  }, []);
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    let cancelled = false;
    if (!owner) return;
    loadDraft(owner)
      .then((draft) => {
        if (cancelled) return;
        if (draft) {
          const photos = draftPhotoItems(draft).map((p) => ({ ...p, previewUrl: optionsRef.current.makePreview(p.file) }));
          dispatch(wizardActions.draftRestored({ step: draft.step, form: draft.form, location: draft.location, photos }));
          setIdempotencyKey(draft.idempotencyKey);
          setQueuedAt(draft.queuedAt);
          setSavedAt(draft.savedAt);
          setRestored(true);
          const pending = photos.filter((p) => p.status === 'pending');
          if (pending.length && navigator.onLine && !draft.queuedAt) optionsRef.current.uploadPending(pending);
        }
        setLoadedFor(owner);
      })
      .catch(() => {
        if (!cancelled) setLoadedFor(owner);
      });
    return () => {
      cancelled = true;
    };
  }, [owner, dispatch, setQueuedAt]);

  const toDraft = useCallback(
    (s: WizardState, queued: string | null): ComplaintDraft | null =>
      owner
        ? {
            userId: owner,
            step: s.step,
            form: s.form,
            location: s.location,
            photos: s.photos.map((p) => ({ id: p.id, name: p.name, blob: p.file, ...(p.status === 'done' && p.url ? { url: p.url } : {}) })),
            idempotencyKey,
            savedAt: new Date().toISOString(),
            queuedAt: queued,
          }
        : null,
    [owner, idempotencyKey],
  );

  useEffect(() => {
    if (!ready || options.paused || !owner || !hasContent(state)) return;
    const timer = setTimeout(() => {
      if (queuedRef.current) return;
      const draft = toDraft(state, null);
      if (!draft) return;
      void saveDraft(draft)
        .then(() => {
          setSavedAt(draft.savedAt);
          setSavedState(state);
        })
        .catch(() => undefined);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, options.paused, owner, state, queuedAt, toDraft]);

  const queue = useCallback(
    async (s: WizardState) => {
      const at = new Date().toISOString();
      queuedRef.current = at;
      const draft = toDraft(s, at);
      if (draft) await saveDraft(draft);
      setQueuedAt(at);
      setSavedAt(at);
      setSavedState(s);
    },
    [toDraft, setQueuedAt],
  );

  const unqueue = useCallback(() => setQueuedAt(null), [setQueuedAt]);

  const reset = useCallback(async () => {
    if (owner) await clearDraft(owner).catch(() => undefined);
    setQueuedAt(null);
    setSavedAt(null);
    setRestored(false);
    setIdempotencyKey(newKey());
  }, [owner, setQueuedAt]);

  return { ready, restored, savedAt, upToDate: savedState === state, queuedAt, idempotencyKey, queue, unqueue, reset };
}
