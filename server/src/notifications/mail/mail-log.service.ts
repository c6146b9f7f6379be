import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Messages, PAGE_SIZE, pageCount, type Paged } from '@civic/contracts';
import { isUuid } from '../../kernel/database/uuid.js';
import { escapeLike } from '../../kernel/database/paged-rows.js';
import { NotFoundError } from '../../kernel/errors/domain-error.js';
import { InboundMail } from '../inbound/inbound-mail.entity.js';
import { MailAttachment, MailMessage } from './mail-message.entity.js';

/** A message of the log without its bodies. */
export type MailLogEntry = Omit<MailMessage, 'html' | 'text' | 'idempotencyKey' | 'messageId' | 'updatedAt' | 'replyTo'>;

/** One attachment with its bytes. */
export interface MailAttachmentFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The sent-mail log (superadmin only): every email the portal stored or sent, newest first, so that staff can
 * prove what reached an authority and when. Searches the subject and recipients (to and cc) case-insensitively
 * through the trigram index on mail_search_text(...).
 */
@Injectable()
export class MailLogService {
  constructor(
    @InjectRepository(MailMessage) private readonly messages: Repository<MailMessage>,
    @InjectRepository(MailAttachment) private readonly attachments: Repository<MailAttachment>,
    @InjectRepository(InboundMail) private readonly received: Repository<InboundMail>,
  ) {}

  /** A page of messages, newest first (page and limit validated by ListSentMailQuery); `q` matches subject or recipient. */
  async list(params: { page?: number; limit?: number; q?: string }): Promise<Paged<MailLogEntry>> {
    const limit = params.limit ?? PAGE_SIZE.mailLog;
    const page = params.page ?? 1;
    const qb = this.messages
      .createQueryBuilder('m')
      .select([
        'm.id',
        'm.to',
        'm.cc',
        'm.from',
        'm.subject',
        'm.status',
        'm.transport',
        'm.error',
        'm.attempts',
        'm.attachments',
        'm.templateKey',
        'm.eventId',
        'm.createdAt',
        'm.sentAt',
      ])
      .orderBy('m.createdAt', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .skip((page - 1) * limit)
      .take(limit);
    const q = params.q?.trim().toLowerCase();
    if (q) qb.where('mail_search_text(m.subject, m.to_addresses, m.cc_addresses) LIKE :pattern', { pattern: `%${escapeLike(q)}%` });
    const [items, total] = await qb.getManyAndCount();
    return { items, total, page, pages: pageCount(total, limit) };
  }

  /**
   * A page of the received mail (authorities' replies, bounces, automatic answers), newest first; `q` matches the
   * subject, the sender or a recipient through the trigram index on mail_search_text(subject, [from], to).
   */
  async listReceived(params: { page?: number; limit?: number; q?: string }): Promise<Paged<InboundMail>> {
    const limit = params.limit ?? PAGE_SIZE.mailLog;
    const page = params.page ?? 1;
    const qb = this.received
      .createQueryBuilder('m')
      .orderBy('m.receivedAt', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .skip((page - 1) * limit)
      .take(limit);
    const q = params.q?.trim().toLowerCase();
    if (q) qb.where('mail_search_text(m.subject, ARRAY[m.from_address], m.to_addresses) LIKE :pattern', { pattern: `%${escapeLike(q)}%` });
    const [items, total] = await qb.getManyAndCount();
    return { items, total, page, pages: pageCount(total, limit) };
  }

  /** One message with its HTML and text; 404 'Message not found'. */
  async get(id: string): Promise<MailMessage> {
    const message = isUuid(id) ? await this.messages.findOne({ where: { id } }) : null;
    if (!message) throw new NotFoundError(Messages.admin.mail.notFound);
    return message;
  }

  /** The bytes of one attachment of a message; 404 'Message not found' or 'Attachment not found'. */
  async attachment(messageId: string, attachmentId: string): Promise<MailAttachmentFile> {
    await this.get(messageId);
    const row = isUuid(attachmentId)
      ? await this.attachments
          .createQueryBuilder('a')
          .addSelect('a.content')
          .where('a.id = :attachmentId AND a.messageId = :messageId', { attachmentId, messageId })
          .getOne()
      : null;
    if (!row) throw new NotFoundError(Messages.admin.mail.attachmentNotFound);
    return { filename: row.filename, contentType: row.contentType, content: row.content };
  }
}
