import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from '../../components/ui/notify';
import { type AuthorityDocumentResponse, api, messageFor, saveFile, useListMyComplaintDocumentsQuery } from '../../api';
import { formatDate } from '../../i18n/format';

/** A size in KB or MB, as a person reads it ('182 KB', '2.4 MB'). */
export function documentSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The documents authorities' emailed replies carried (an Action Taken Report, a signed letter), on the reporter's
 * complaint page: each with who sent it and when, downloaded as a file (the API checks that the complaint is theirs).
 * Nothing when there is none.
 */
export function MyComplaintDocuments({ complaintId }: { complaintId: string }) {
  const { t } = useTranslation(['complaints', 'messages']);
  const { data } = useListMyComplaintDocumentsQuery({ id: complaintId });
  const [download] = api.endpoints.downloadMyComplaintDocument.useLazyQuery();
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
    <section aria-labelledby="detail-documents" className="mt-6 rounded-xl border border-slate-200 bg-white p-4" data-testid="authority-documents">
      <h2 id="detail-documents" className="font-semibold text-slate-900">
        {t('documents.heading')}
      </h2>
      <ul className="mt-2 space-y-2">
        {data.map((doc) => (
          <li key={doc.id} className="text-sm text-slate-800">
            <button
              type="button"
              className="text-left font-semibold text-brand-700 underline hover:text-brand-900"
              onClick={() => void onDownload(doc)}
              disabled={busy === doc.id}
              aria-label={t('documents.download', { name: doc.filename })}
            >
              {doc.filename}
            </button>
            <span className="block text-slate-600">
              {t('documents.meta', { authority: doc.authorityName, date: formatDate(doc.createdAt), size: documentSize(doc.size) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
