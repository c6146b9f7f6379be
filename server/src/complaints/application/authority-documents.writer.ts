import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Injectable } from '@nestjs/common';
import { fileTypeFromFile } from 'file-type';
import type { EntityManager } from 'typeorm';
import { AUTHORITY_DOCUMENT_LIMIT, AUTHORITY_DOCUMENT_TYPES, MAX_AUTHORITY_DOCUMENT_BYTES } from '@civic/contracts';
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

/** Office files the content check sees as a Compound File (the pre-2007 formats): their type is the file name's. */
const COMPOUND_FILE_TYPES: Readonly<Record<string, string>> = { doc: 'application/msword', xls: 'application/vnd.ms-excel' };

/**
 * Keeps the documents officers' emailed replies carry (docs/adr/0138), for the commands that receive and publish
 * replies: kept when their content is one of AUTHORITY_DOCUMENT_TYPES (PDF, Word, Excel, PowerPoint, OpenDocument, RTF;
 * file-type reads the first bytes, whatever the email declared), at most AUTHORITY_DOCUMENT_LIMIT of
 * MAX_AUTHORITY_DOCUMENT_BYTES each, in the file storage under `documents/replies/` (private: never a static file);
 * their rows are written in the caller's transaction. AuthorityDocumentsService reads them.
 */
@Injectable()
export class AuthorityDocumentsWriter {
  constructor(private readonly storage: FileStorage) {}

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

  /** In the caller's transaction: a reply's documents follow it to the complaint an admin attached it to. */
  async moveTo(manager: EntityManager, replyId: string, complaintId: string): Promise<void> {
    await manager.getRepository(AuthorityDocument).update({ replyId }, { complaintId });
  }

  /** The documents of a reply (its ids and names), for the events of its publication by an admin. */
  async ofReply(manager: EntityManager, replyId: string): Promise<{ id: string; filename: string }[]> {
    const rows = await manager.getRepository(AuthorityDocument).find({ where: { replyId }, order: { createdAt: 'ASC' }, select: { id: true, filename: true } });
    return rows.map((r) => ({ id: r.id, filename: r.filename }));
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
