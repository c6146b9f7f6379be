import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Kinds of document rendered for a complaint: the authority letter of a forward, the escalation letter of a level 1 or 2 step. */
export type ComplaintDocumentKind = 'authority_letter' | 'escalation_letter';

/**
 * A document the documents worker rendered for a complaint (migration 1763800500000): the authority letter PDF of
 * one forward, or the escalation letter of one level 1 or 2 step (migration 1763802000000), keyed by the event it
 * was rendered for (ComplaintForwarded, ComplaintEscalationStepTaken) (unique with `kind`, so a repeated event
 * cannot store a second letter). The notifications worker attaches it to the authority's email. Deleted with its
 * complaint (ON DELETE CASCADE).
 */
@Entity('complaint_documents')
@Check('complaint_documents_kind_check', "kind IN ('authority_letter', 'escalation_letter')")
@Check('complaint_documents_filename_check', 'length(filename) > 0')
@Check('complaint_documents_size_check', 'size >= 0')
@Check('complaint_documents_file_check', 'content IS NOT NULL OR storage_key IS NOT NULL')
@Index('complaint_documents_event_kind_uq', ['eventId', 'kind'], { unique: true })
@Index('complaint_documents_complaint_idx', ['complaintId', 'createdAt'])
export class ComplaintDocument {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** The complaint's internal uuid. */
  @ForeignKey('Complaint', { name: 'complaint_documents_complaint_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'complaint_id', type: 'uuid' })
  complaintId: string;
  /** The complaint's public id ('GOA-2026-000123'). */
  @Column({ name: 'complaint_public_id', type: 'text' }) complaintPublicId: string;
  @Column({ type: 'text' }) kind: ComplaintDocumentKind;
  /** The event the document was rendered for (ComplaintForwarded, ComplaintEscalationStepTaken). */
  @Column({ name: 'event_id', type: 'uuid' }) eventId: string;
  @Column({ type: 'text' }) filename: string;
  @Column({ name: 'content_type', type: 'text' }) contentType: string;
  /** Bytes. */
  @Column({ type: 'int' }) size: number;
  /** The file's key in FileStorage (migration 1763803500000); null for a document written before, whose bytes are in `content`. */
  @Column({ name: 'storage_key', type: 'text', nullable: true }) storageKey: string | null;
  /** The bytes of a document written before the file storage; null since. */
  @Column({ type: 'bytea', nullable: true, select: false }) content: Buffer | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
