import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from '../../components/ui/notify';
import { messageFor, saveFile } from '../../api/index';
import { type AuthorityDocumentResponse, adminApi, useListComplaintDocumentsQuery } from '../../api/admin';
import { formatDateTime } from '../../i18n/format';

/** A size in KB or MB ('182 KB', '2.4 MB'). */
function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The documents authorities' emailed replies carried, on the admin's complaint view, each downloadable. Nothing when none. */
export function ComplaintDocuments({ complaintId }: { complaintId: string }) {
  const { t } = useTranslation(['complaints', 'messages']);
  const { data } = useListComplaintDocumentsQuery({ id: complaintId });
  const [download] = adminApi.endpoints.downloadComplaintDocument.useLazyQuery();
  const [busy, setBusy] = useState<string | null>(null);
  if (!data?.length) return null;

  const onDownload = async (doc: AuthorityDocumentResponse) => {
    setBusy(doc.id);
    try {
      saveFile(await download({ id: complaintId, documentId: doc.id }).unwrap(), doc.filename);
    } catch (error) {
      toast.error(messageFor(error, t('documents.failed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="admin-documents" className="mt-4" data-testid="admin-authority-documents">
      <h3 id="admin-documents" className="text-sm font-semibold text-slate-900">
        {t('documents.heading')}
      </h3>
      <ul className="mt-1 space-y-1">
        {data.map((doc) => (
          <li key={doc.id} className="text-sm text-slate-800">
            <button
              type="button"
              className="text-left text-brand-700 underline hover:text-brand-900"
              onClick={() => void onDownload(doc)}
              disabled={busy === doc.id}
              aria-label={t('documents.download', { name: doc.filename })}
            >
              {doc.filename}
            </button>{' '}
            <span className="text-slate-600">
              {t('documents.meta', { authority: doc.authorityName, date: formatDateTime(doc.createdAt), size: size(doc.size) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
