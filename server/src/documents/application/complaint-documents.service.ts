import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { FileStorage } from '../../kernel/storage/file-storage.js';
import { ComplaintDocument } from '../domain/complaint-document.entity.js';

/** A stored document's bytes, shaped as a MailSender attachment. */
export interface ComplaintDocumentFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Read access to rendered complaint documents, exported by DocumentsModule for the notifications worker. */
@Injectable()
export class ComplaintDocumentsService {
  constructor(
    @InjectRepository(ComplaintDocument) private readonly documents: Repository<ComplaintDocument>,
    private readonly storage: FileStorage,
  ) {}

  /**
   * The document's file, or null when it no longer exists (its complaint was deleted). Its bytes come from the file
   * storage, or from the row for a document written before the storage held them.
   */
  /**
   * The newest authority letter of a complaint (its public id): the letter of its latest forward, which a reopening
   * sends the authority again. Null when none was rendered (the PDF template was disabled) or the complaint is gone.
   */
  async latestAuthorityLetter(complaintPublicId: string): Promise<ComplaintDocumentFile | null> {
    const latest = await this.documents.findOne({
      select: { id: true },
      where: { complaintPublicId, kind: 'authority_letter' },
      order: { createdAt: 'DESC' },
    });
    return latest ? this.getFile(latest.id) : null;
  }

  async getFile(id: string): Promise<ComplaintDocumentFile | null> {
    const doc = await this.documents
      .createQueryBuilder('d')
      .select(['d.id', 'd.filename', 'd.contentType', 'd.storageKey'])
      .addSelect('d.content')
      .where('d.id = :id', { id })
      .getOne();
    if (!doc) return null;
    const content = doc.storageKey ? await this.storage.get(doc.storageKey) : doc.content;
    if (!content) throw new Error(`The file ${doc.storageKey} of document ${doc.id} is missing from the file storage`);
    return { filename: doc.filename, contentType: doc.contentType, content };
  }
}
