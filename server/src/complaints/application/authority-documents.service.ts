import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fileTypeFromFile } from 'file-type';
import type { DataSource, EntityManager } from 'typeorm';
import { AUTHORITY_DOCUMENT_LIMIT, AUTHORITY_DOCUMENT_TYPES, MAX_AUTHORITY_DOCUMENT_BYTES, Messages } from '@civic/contracts';
import { NotFoundError } from '../../kernel/errors/domain-error.js';
import { DOCUMENT_KEY_PREFIX, FileStorage } from '../../kernel/storage/file-storage.js';
import { AuthorityDocument } from '../domain/authority-document.entity.js';
import type { ReplyAttachment } from './commands/receive-authority-reply/receive-authority-reply.command.js';

/** A document of an emailed reply stored in the file storage, its row not yet written. */
export interface StoredAuthorityDocument {
  filename: string;
  contentType: string;
  size: number;
  storageKey: string;
}

/** A complaint's document as the admin and the reporter see it (the public page shows `filename` alone). */
export interface AuthorityDocumentView {
  id: string;
  filename: string;
  contentType: string;
  /** Bytes. */
  size: number;
  authorityName: string;
  createdAt: string;
}

/** A document's bytes, shaped as an email attachment. */
export interface AuthorityDocumentFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Office files the content check sees as a Compound File (the pre-2007 formats): their type is the file name's. */
const COMPOUND_FILE_TYPES: Readonly<Record<string, string>> = { doc: 'application/msword', xls: 'application/vnd.ms-excel' };

/**
 * The documents officers' emailed replies carry (docs/adr/0138): kept when their content is one of
 * AUTHORITY_DOCUMENT_TYPES (PDF, Word, Excel, PowerPoint, OpenDocument, RTF; file-type reads the first bytes, whatever the
 * email declared), at most AUTHORITY_DOCUMENT_LIMIT of MAX_AUTHORITY_DOCUMENT_BYTES each, in the file storage under
 * `documents/replies/` (private: never a static file). A reply's documents are shown once the reply is published.
 */
@Injectable()
export class AuthorityDocumentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Stores the attachments that are documents and lists the others as 'name (reason)': `notDocument` for the ones that
   * are none of AUTHORITY_DOCUMENT_TYPES by content. A file over the size is refused unread.
   */
  async store(attachments: readonly ReplyAttachment[]): Promise<{ stored: StoredAuthorityDocument[]; dropped: string[] }> {
    const stored: StoredAuthorityDocument[] = [];
    const dropped: string[] = [];
    for (const a of attachments) {
      const name = a.filename.slice(0, 120);
      const type = await this.typeOf(a);
      if (!type) {
        dropped.push(`${name} (not a photo or document)`);
        continue;
      }
      if (stored.length >= AUTHORITY_DOCUMENT_LIMIT) {
        dropped.push(`${name} (more than ${AUTHORITY_DOCUMENT_LIMIT} documents)`);
        continue;
      }
      if (a.sizeBytes > MAX_AUTHORITY_DOCUMENT_BYTES) {
        dropped.push(`${name} (larger than ${MAX_AUTHORITY_DOCUMENT_BYTES / 1024 / 1024} MB)`);
        continue;
      }
      const storageKey = `${DOCUMENT_KEY_PREFIX}replies/${randomUUID()}.${type.ext}`;
      await this.storage.put(storageKey, await readFile(a.path), type.mime);
      stored.push({ filename: name || `document.${type.ext}`, contentType: type.mime, size: a.sizeBytes, storageKey });
    }
    return { stored, dropped };
  }

  /** Removes stored files whose rows were not written (another delivery of the same reply was recorded first). */
  async discard(stored: readonly StoredAuthorityDocument[]): Promise<void> {
    await Promise.all(stored.map((d) => this.storage.delete(d.storageKey)));
  }

  /** In the caller's transaction: the rows of a reply's stored documents; answers their ids and names. */
  async insert(
    manager: EntityManager,
    complaintId: string,
    replyId: string,
    authorityName: string,
    stored: readonly StoredAuthorityDocument[],
  ): Promise<{ id: string; filename: string }[]> {
    if (stored.length === 0) return [];
    const rows = await manager.getRepository(AuthorityDocument).save(stored.map((d) => ({ ...d, complaintId, replyId, authorityName })));
    return rows.map((r) => ({ id: r.id, filename: r.filename }));
  }

  /** The documents of a reply (its ids and names), for the events of its publication by an admin. */
  async ofReply(manager: EntityManager, replyId: string): Promise<{ id: string; filename: string }[]> {
    const rows = await manager.getRepository(AuthorityDocument).find({ where: { replyId }, order: { createdAt: 'ASC' }, select: { id: true, filename: true } });
    return rows.map((r) => ({ id: r.id, filename: r.filename }));
  }

  /**
   * The documents of a complaint's published replies, oldest first (`complaintId`: its public id); with `reporterId`,
   * only of that reporter's complaint (none for another's).
   */
  async listOf(complaintId: string, reporterId?: string): Promise<AuthorityDocumentView[]> {
    const rows = await this.published(complaintId, reporterId).orderBy('d.created_at', 'ASC').addOrderBy('d.filename', 'ASC').getMany();
    return rows.map((d) => ({
      id: d.id,
      filename: d.filename,
      contentType: d.contentType,
      size: d.size,
      authorityName: d.authorityName,
      createdAt: d.createdAt.toISOString(),
    }));
  }

  /**
   * A published document of the complaint (of that reporter's complaint, with `reporterId`), with its bytes; 404
   * 'Document not found.' for any other.
   */
  async fileOf(complaintId: string, documentId: string, reporterId?: string): Promise<AuthorityDocumentFile> {
    const doc = /^[0-9a-f-]{36}$/i.test(documentId)
      ? await this.published(complaintId, reporterId).andWhere('d.id = :documentId', { documentId }).getOne()
      : null;
    const content = doc ? await this.storage.get(doc.storageKey) : null;
    if (!doc || !content) throw new NotFoundError(Messages.respond.documentNotFound);
    return { filename: doc.filename, contentType: doc.contentType, content };
  }

  /** A document's bytes by id (the reporter's email about the answer that carried it); null when it no longer exists. */
  async getFile(documentId: string): Promise<AuthorityDocumentFile | null> {
    const doc = await this.dataSource.getRepository(AuthorityDocument).findOneBy({ id: documentId });
    const content = doc ? await this.storage.get(doc.storageKey) : null;
    return doc && content ? { filename: doc.filename, contentType: doc.contentType, content } : null;
  }

  private published(complaintId: string, reporterId?: string) {
    const query = this.dataSource
      .getRepository(AuthorityDocument)
      .createQueryBuilder('d')
      .innerJoin('complaints', 'c', 'c.id = d.complaint_id')
      .innerJoin('authority_replies', 'r', "r.id = d.reply_id AND r.status = 'published'")
      .where('c.public_id = :complaintId', { complaintId });
    return reporterId === undefined ? query : query.andWhere('c.reporter_id = :reporterId', { reporterId });
  }

  /** The document type of an attachment by its content, or null when it is none of AUTHORITY_DOCUMENT_TYPES. */
  private async typeOf(a: ReplyAttachment): Promise<{ mime: string; ext: string } | null> {
    const detected = await fileTypeFromFile(a.path).catch(() => undefined);
    if (!detected) return null;
    if (detected.mime === 'application/x-cfb') {
      const ext = a.filename.toLowerCase().split('.').pop() ?? '';
      return COMPOUND_FILE_TYPES[ext] ? { mime: COMPOUND_FILE_TYPES[ext], ext } : null;
    }
    const ext = AUTHORITY_DOCUMENT_TYPES[detected.mime];
    return ext ? { mime: detected.mime, ext } : null;
  }
}
