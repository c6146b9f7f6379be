import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuthorityDocumentResponse, messageFor } from '../../api';
import { formatBytes, formatDateTime } from '../../i18n/format';
import toast from '../ui/notify';

/**
 * The documents authorities' emailed replies carried (an Action Taken Report, a signed letter), each a button that
 * downloads it through `download` (the reporter's route or the admin's, each checking who may), with who sent it, when
 * and its size. Shared by the reporter's complaint page and the admin's complaint view; nothing when there is none.
 */
export function AuthorityDocumentList({
  documents,
  download,
  headingLevel,
  className,
}: {
  documents: readonly AuthorityDocumentResponse[] | undefined;
  download: (doc: AuthorityDocumentResponse) => Promise<void>;
  headingLevel: 'h2' | 'h3';
  className: string;
}) {
  const { t } = useTranslation(['complaints', 'messages']);
  const headingId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  if (!documents?.length) return null;
  const Heading = headingLevel;

  const onDownload = async (doc: AuthorityDocumentResponse) => {
    setBusy(doc.id);
    try {
      await download(doc);
    } catch (error) {
      toast.error(messageFor(error, t('documents.failed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className="font-semibold text-slate-900">
        {t('documents.heading')}
      </Heading>
      <ul className="mt-2 space-y-2">
        {documents.map((doc) => (
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
              {t('documents.meta', { authority: doc.authorityName, date: formatDateTime(doc.createdAt), size: formatBytes(doc.size) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
