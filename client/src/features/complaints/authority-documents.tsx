import { api, saveFile, useListMyComplaintDocumentsQuery } from '../../api';
import { AuthorityDocumentList } from '../../components/complaint/authority-document-list';

/**
 * The documents authorities' emailed replies carried, on the reporter's complaint page (the API checks that the
 * complaint is theirs). Nothing when there is none.
 */
export function MyComplaintDocuments({ complaintId }: { complaintId: string }) {
  const { data } = useListMyComplaintDocumentsQuery({ id: complaintId });
  const [download] = api.endpoints.downloadMyComplaintDocument.useLazyQuery();
  return (
    <AuthorityDocumentList
      documents={data}
      download={async (doc) => saveFile(await download({ id: complaintId, documentId: doc.id }).unwrap(), doc.filename)}
      headingLevel="h2"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
    />
  );
}
