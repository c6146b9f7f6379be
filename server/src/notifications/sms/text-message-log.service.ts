import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PAGE_SIZE, pageCount, type Paged } from '@civic/contracts';
import { escapeLike } from '../../kernel/database/paged-rows.js';
import { TextMessage, type TextChannel } from './text-message.entity.js';

/**
 * The text message log (superadmin only): every SMS (and, beside them, WhatsApp message) the portal sent, newest
 * first, by channel; `q` matches the recipient, the complaint id or the words case-insensitively.
 */
@Injectable()
export class TextMessageLogService {
  constructor(@InjectRepository(TextMessage) private readonly messages: Repository<TextMessage>) {}

  /** The text messages sent to an account, oldest first (its owner's data export). */
  async ofAccount(userId: string): Promise<TextMessage[]> {
    return this.messages.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async list(params: { page?: number; limit?: number; q?: string; channel?: TextChannel }): Promise<Paged<TextMessage>> {
    const limit = params.limit ?? PAGE_SIZE.mailLog;
    const page = params.page ?? 1;
    const qb = this.messages
      .createQueryBuilder('m')
      .orderBy('m.createdAt', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .skip((page - 1) * limit)
      .take(limit);
    if (params.channel) qb.andWhere('m.channel = :channel', { channel: params.channel });
    const q = params.q?.trim().toLowerCase();
    if (q) {
      qb.andWhere("(lower(m.recipient) LIKE :pattern OR lower(coalesce(m.complaint_id, '')) LIKE :pattern OR lower(m.body) LIKE :pattern)", {
        pattern: `%${escapeLike(q)}%`,
      });
    }
    const [items, total] = await qb.getManyAndCount();
    return { items, total, page, pages: pageCount(total, limit) };
  }
}
