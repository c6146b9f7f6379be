import { useTranslation } from 'react-i18next';
import { useListPublicComplaintDocumentsQuery } from '../../api';

/** The names of the documents an authority sent, on a complaint's public page: listed, not shown. */
export function PublicDocumentNames({ complaintId }: { complaintId: string }) {
  const { t } = useTranslation(['complaints']);
  const { data } = useListPublicComplaintDocumentsQuery({ id: complaintId });
  if (!data?.length) return null;
  return (
    <section className="mt-8" aria-labelledby="public-documents" data-testid="public-documents">
      <h2 id="public-documents" className="text-xl font-semibold text-slate-900">
        {t('documents.heading')}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {data.map((doc, index) => (
          <li key={`${doc.filename}-${index}`}>{t('documents.publicItem', { name: doc.filename, authority: doc.authorityName })}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600">{t('documents.publicNote')}</p>
    </section>
  );
}
