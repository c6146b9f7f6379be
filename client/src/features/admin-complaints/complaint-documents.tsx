import { saveFile } from '../../api/index';
import { adminApi, useListComplaintDocumentsQuery } from '../../api/admin';
import { AuthorityDocumentList } from '../../components/complaint/authority-document-list';

/** The documents authorities' emailed replies carried, on the admin's complaint view, each downloadable. Nothing when none. */
export function ComplaintDocuments({ complaintId }: { complaintId: string }) {
  const { data } = useListComplaintDocumentsQuery({ id: complaintId });
  const [download] = adminApi.endpoints.downloadComplaintDocument.useLazyQuery();
  return (
    <AuthorityDocumentList
      documents={data}
      download={async (doc) => saveFile(await download({ id: complaintId, documentId: doc.id }).unwrap(), doc.filename)}
      headingLevel="h3"
      className="mt-4"
    />
  );
}
