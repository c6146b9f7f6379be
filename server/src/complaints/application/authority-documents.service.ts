import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Messages } from '@civic/contracts';
import { NotFoundError } from '../../kernel/errors/domain-error.js';
import { FileStorage } from '../../kernel/storage/file-storage.js';
import { AuthorityDocument } from '../domain/authority-document.entity.js';

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

/**
 * Reads the documents officers' emailed replies carried (docs/adr/0138; AuthorityDocumentsWriter keeps them): a
 * reply's documents are shown once the reply is published.
 */
@Injectable()
export class AuthorityDocumentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {}

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
}
