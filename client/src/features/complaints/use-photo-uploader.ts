import { type Dispatch, useCallback } from 'react';
import { useStore } from 'react-redux';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { api, useGetImageKitAuthMutation, usePresignS3UploadMutation, useSignUploadMutation } from '../../api';
import { normaliseFailure } from '../../api/api-error';
import type { SessionState } from '../auth';
import { type WizardAction, wizardActions } from './complaint-wizard.slice';
import { type UploadDeps, type UploadStage, uploadPhoto } from './photo-upload';
import { type UploadProgress, sendWithProgress } from './upload-transport';

/** Where the local provider takes a photo (multipart field `file`, the bearer token; UploadsController). */
export const LOCAL_UPLOAD_PATH = '/api/uploads/local';

/**
 * POST /api/uploads/local with the photo as the multipart field `file`, the session's bearer token and the page's
 * language, reporting the bytes sent (XMLHttpRequest: RTK Query's fetch cannot). Resolves with the stored photo's URL;
 * rejects with the normalised API error (its server message when there is one), as the generated mutation did.
 */
export async function uploadLocalWithProgress(file: File, token: string | null, onProgress?: UploadProgress): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) headers['Accept-Language'] = language;
  let response: Response;
  try {
    response = await sendWithProgress(LOCAL_UPLOAD_PATH, { method: 'POST', body: form, headers }, onProgress);
  } catch {
    throw normaliseFailure({ status: 0 });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) throw normaliseFailure({ status: response.status, statusText: response.statusText, headers: response.headers, body });
  const url = (body as { url?: unknown } | null)?.url;
  return { url: typeof url === 'string' ? url : '' };
}

/**
 * Builds the upload dependencies of photo-upload.ts from the server's uploads config (GET /api/uploads/config)
 * and the signing endpoints, photos resized before they travel (`keepExif` keeps a JPEG's EXIF, GPS included: the
 * reporter's after-photos). Rejects when the config cannot be loaded.
 */
export function useUploadDeps({ keepExif = false }: { keepExif?: boolean } = {}): () => Promise<UploadDeps> {
  const { t } = useTranslation('messages');
  const [loadConfig] = api.endpoints.getUploadsConfig.useLazyQuery();
  const [imageKitAuth] = useGetImageKitAuthMutation();
  const [sign] = useSignUploadMutation();
  const [presign] = usePresignS3UploadMutation();
  const store = useStore<{ session: SessionState }>();
  return useCallback(async () => {
    const config = await loadConfig(undefined, true).unwrap();
    return {
      provider: config.provider,
      uploadLocal: (file, onProgress) => uploadLocalWithProgress(file, store.getState().session.token, onProgress),
      imageKitAuth: () => imageKitAuth().unwrap(),
      sign: () => sign().unwrap(),
      presignS3: (body) => presign({ s3PresignRequest: body }).unwrap(),
      fetchFn: (...args) => fetch(...args),
      sendFn: sendWithProgress,
      t,
      prepare: async (file, onProgress) => (await import('./photo-resize')).resizePhoto(file, onProgress, { keepExif }),
    };
  }, [loadConfig, imageKitAuth, sign, presign, store, t, keepExif]);
}

/** Steps of a photo's sending progress worth a render: the browser reports every few kilobytes, the bar shows 2 %. */
const SENDING_STEPS = 50;

/**
 * Passes on every stage but the sending progress's small moves: a report only when the share sent crosses one of
 * SENDING_STEPS steps, so that a photo costs the wizard at most about fifty renders on its way (a slow phone).
 */
export function coarseProgress(onStage: (stage: UploadStage) => void): (stage: UploadStage) => void {
  let lastStep = -1;
  return (stage) => {
    if (stage.stage === 'sending' && stage.total) {
      const step = Math.floor(((stage.sent ?? 0) / stage.total) * SENDING_STEPS);
      if (step === lastStep) return;
      lastStep = step;
    }
    onStage(stage);
  };
}

/**
 * Uploads photos of the wizard through the configured provider (GET /api/uploads/config) and reports each
 * photo's status to the wizard: uploading, then done with its URL or error with its message. When any
 * photo of a batch fails, a toast says 'One or more uploads failed'.
 */
export function usePhotoUploader(dispatch: Dispatch<WizardAction>) {
  const { t } = useTranslation('messages');
  const uploadDeps = useUploadDeps();

  return useCallback(
    async (items: readonly { id: string; file: File }[]) => {
      if (items.length === 0) return;
      for (const item of items) dispatch(wizardActions.uploadStarted(item.id));
      let deps: UploadDeps;
      try {
        deps = await uploadDeps();
      } catch {
        for (const item of items) dispatch(wizardActions.uploadFailed({ id: item.id, message: t('complaint.uploadsNotConfigured') }));
        toast.error(t('complaint.uploadsFailed'));
        return;
      }
      const results = await Promise.all(
        items.map(async (item) => {
          try {
            const url = await uploadPhoto(
              item.file,
              deps,
              coarseProgress((stage) => dispatch(wizardActions.uploadProgressed({ id: item.id, stage }))),
            );
            dispatch(wizardActions.uploadSucceeded({ id: item.id, url }));
            return true;
          } catch (error) {
            dispatch(wizardActions.uploadFailed({ id: item.id, message: (error as Error).message }));
            return false;
          }
        }),
      );
      if (results.includes(false)) toast.error(t('complaint.uploadsFailed'));
    },
    [dispatch, uploadDeps, t],
  );
}
