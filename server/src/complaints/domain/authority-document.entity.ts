import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A document an officer's emailed reply carried (a PDF Action Taken Report, a signed letter, an office file), kept as
 * the complaint's document (docs/adr/0138-an-emailed-reply-records-what-its-first-words-say.md): its type checked by
 * content, its bytes in the file storage under `documents/replies/`, never served as a static file. Shown, with its
 * reply, once the reply is published: to admins and the reporter (authenticated download), by name on the public
 * page; attached to the reporter's email about that answer. Deleted with its reply or complaint.
 */
@Entity('authority_documents')
@Check('authority_documents_size_check', 'size >= 0')
@Index('authority_documents_complaint_idx', ['complaintId', 'createdAt'])
export class AuthorityDocument {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('Complaint', { name: 'authority_documents_complaint_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'complaint_id', type: 'uuid' })
  complaintId: string;
  /** The emailed reply that carried it. */
  @ForeignKey('AuthorityReply', { name: 'authority_documents_reply_id_fkey', onDelete: 'CASCADE' })
  @Index('authority_documents_reply_idx')
  @Column({ name: 'reply_id', type: 'uuid' })
  replyId: string;
  /** The name the officer gave it (the attachment's file name, at most 120 characters). */
  @Column({ type: 'text' }) filename: string;
  /** The type its content shows (AUTHORITY_DOCUMENT_TYPES). */
  @Column({ name: 'content_type', type: 'text' }) contentType: string;
  /** Bytes. */
  @Column({ type: 'int' }) size: number;
  @Column({ name: 'storage_key', type: 'text' }) storageKey: string;
  /** Who sent it: the answering recipient's name, as the history shows it. */
  @Column({ name: 'authority_name', type: 'text', default: '' }) authorityName: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
