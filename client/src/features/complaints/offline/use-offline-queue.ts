import { useCallback, useEffect } from 'react';
import toast from '../../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { useFileComplaintMutation } from '../../../api';
import { useSessionInfo } from '../../../app/use-session';
import { formatDateTime } from '../../../i18n/format';
import { useUploadDeps } from '../use-photo-uploader';
import { clearDraft, draftOwnerOf, loadDraft, saveDraft } from './draft-store';
import { type SessionState, selectIsAdmin, selectIsSignedIn } from '../../auth';
import { type SendOutcome, sendQueuedDraft } from './offline-queue';
import { queuedDraftSent } from './queued-draft-events';

/** While the browser says online but the server is not reachable yet, a queued draft is tried again this often (ms). */
const RETRY_MS = 10_000;

/** One send at a time per tab, so that an `online` event and a page load never send the same draft twice at once. */
let sending: Promise<SendOutcome | null> | null = null;

/**
 * Sends the signed-in citizen's complaint queued while offline on page load, when the browser reports the
 * connection back (`online` event), and when `sendNow` is called. Tells the citizen when it was filed (a toast with
 * the id and the time; My Complaints refreshes as the filing invalidates it), or why it was refused (the draft goes
 * back to the wizard). Mounted once by the app shell.
 */
export function useOfflineQueue(): { sendNow: () => Promise<SendOutcome | null> } {
  const { t } = useTranslation(['complaints', 'messages']);
  const { user, isSignedIn, isAdmin } = useSessionInfo();
  const userId = isSignedIn && !isAdmin ? draftOwnerOf(user) : null;
  const uploadDeps = useUploadDeps();
  const [fileComplaint] = useFileComplaintMutation();
  const store = useStore<{ session: SessionState }>();

  const sendNow = useCallback(async (): Promise<SendOutcome | null> => {
    if (!userId) return null;
    if (sending) return sending;
    sending = (async () => {
      const draft = await loadDraft(userId);
      if (!draft?.queuedAt) return null;
      const outcome = await sendQueuedDraft(draft, {
        uploadDeps,
        file: (body, idempotencyKey) => fileComplaint({ fileComplaintRequest: body, 'Idempotency-Key': idempotencyKey }).unwrap(),
        save: saveDraft,
        clear: clearDraft,
        // Read from the store at the moment of filing: the session the request will carry.
        currentOwner: () => {
          const state = store.getState();
          return selectIsSignedIn(state) && !selectIsAdmin(state) ? draftOwnerOf(state.session.user) : null;
        },
      });
      if (outcome.kind === 'filed') toast.success(t('offline.filedToast', { id: outcome.id, date: formatDateTime(new Date()) }), { duration: 10000 });
      if (outcome.kind === 'failed')
        toast.error(t('offline.sendFailed', { message: outcome.message ?? t('messages:complaint.submitFailed') }), { duration: 10000 });
      queuedDraftSent({ userId, outcome });
      return outcome;
    })().finally(() => {
      sending = null;
    });
    return sending;
  }, [userId, uploadDeps, fileComplaint, store, t]);

  useEffect(() => {
    if (!userId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      clearTimeout(timer);
      if (!navigator.onLine) return;
      void sendNow().then((outcome) => {
        // The browser reports the connection before requests get through (captive portals, a weak signal): try again.
        if (outcome?.kind === 'offline' && navigator.onLine) timer = setTimeout(attempt, RETRY_MS);
      });
    };
    attempt();
    window.addEventListener('online', attempt);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', attempt);
    };
  }, [userId, sendNow]);

  return { sendNow };
}
