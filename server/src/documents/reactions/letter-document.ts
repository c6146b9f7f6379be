import type { EntityManager } from 'typeorm';
import type { AuthorityLetterInput } from '../application/authority-letter.renderer.js';
import { ComplaintDocument, type ComplaintDocumentKind } from '../domain/complaint-document.entity.js';

/**
 * What a letter renderer's outside phase hands to its inside phase: the complaint's ids and the rendered PDF (null
 * when the letter's PDF template is disabled).
 */
export interface RenderedComplaintLetter {
  complaint: { id: string; complaintId: string };
  file: { filename: string; contentType: string; content: Buffer } | null;
  /** The file's key in FileStorage, where it was written before the transaction; null without a file. */
  storageKey: string | null;
}

/** Where a complaint letter's PDF is kept: one key per complaint, event and kind, so a repeated event rewrites the same file. */
export function letterStorageKey(complaintPublicId: string, eventId: string, kind: ComplaintDocumentKind): string {
  return `documents/letters/${complaintPublicId}/${eventId}-${kind}.pdf`;
}

/** One routing recipient as an event carries it (a forward's or an escalation step's). */
interface EventRecipient {
  authorityName: string;
  authorityDesignation: string;
  authorityDepartment: string;
  authorityEmail: string;
}

/** The addressee block of a letter (authority or escalation) for one routing recipient of the event. */
export function letterAddressee(recipient: EventRecipient): AuthorityLetterInput['authority'] {
  return {
    name: recipient.authorityName,
    designation: recipient.authorityDesignation,
    department: recipient.authorityDepartment,
    email: recipient.authorityEmail,
  };
}

/**
 * In the event's idempotency transaction: records the rendered letter (its file already in FileStorage) in complaint_documents (unique per event id and
 * kind, so a repeated event cannot store it twice). Returns the document's id, or null when the template was disabled
 * and there is no file.
 */
export async function storeLetterDocument(
  manager: EntityManager,
  letter: RenderedComplaintLetter,
  kind: ComplaintDocumentKind,
  eventId: string,
): Promise<string | null> {
  const { complaint, file, storageKey } = letter;
  if (!file || !storageKey) return null;
  const inserted = await manager
    .createQueryBuilder()
    .insert()
    .into(ComplaintDocument)
    .values({
      complaintId: complaint.id,
      complaintPublicId: complaint.complaintId,
      kind,
      eventId,
      filename: file.filename,
      contentType: file.contentType,
      size: file.content.length,
      storageKey,
      content: null,
    })
    .returning('id')
    .execute();
  return (inserted.raw as { id: string }[])[0].id;
}
