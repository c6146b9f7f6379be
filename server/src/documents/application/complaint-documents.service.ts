import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ComplaintDocument } from '../domain/complaint-document.entity.js';

/** A stored document's bytes, shaped as a MailService attachment. */
export interface ComplaintDocumentFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Read access to rendered complaint documents, exported by DocumentsModule for the notifications worker. */
@Injectable()
export class ComplaintDocumentsService {
  constructor(@InjectRepository(ComplaintDocument) private readonly documents: Repository<ComplaintDocument>) {}

  /** The document's file, or null when it no longer exists (its complaint was deleted). */
  async getFile(id: string): Promise<ComplaintDocumentFile | null> {
    const doc = await this.documents
      .createQueryBuilder('d')
      .select(['d.id', 'd.filename', 'd.contentType'])
      .addSelect('d.content')
      .where('d.id = :id', { id })
      .getOne();
    return doc ? { filename: doc.filename, contentType: doc.contentType, content: doc.content } : null;
  }
}
