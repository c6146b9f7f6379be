import { type Dispatch, useCallback } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { api, useGetImageKitAuthMutation, usePresignS3UploadMutation, useSignUploadMutation, useUploadLocalPhotoMutation } from '../../api';
import { type WizardAction, wizardActions } from './complaint-wizard.slice';
import { type UploadDeps, uploadPhoto } from './photo-upload';

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
  const [uploadLocal] = useUploadLocalPhotoMutation();
  return useCallback(async () => {
    const config = await loadConfig(undefined, true).unwrap();
    return {
      provider: config.provider,
      uploadLocal: (file) => uploadLocal({ localUploadRequest: { file } }).unwrap(),
      imageKitAuth: () => imageKitAuth().unwrap(),
      sign: () => sign().unwrap(),
      presignS3: (body) => presign({ s3PresignRequest: body }).unwrap(),
      fetchFn: (...args) => fetch(...args),
      t,
      prepare: async (file, onProgress) => (await import('./photo-resize')).resizePhoto(file, onProgress, { keepExif }),
    };
  }, [loadConfig, imageKitAuth, sign, presign, uploadLocal, t, keepExif]);
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
            const url = await uploadPhoto(item.file, deps, (stage) => dispatch(wizardActions.uploadProgressed({ id: item.id, stage })));
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
