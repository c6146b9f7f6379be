import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { containsPattern, escapeLike, pageOfEntities, type PageRequest } from '../../kernel/database/paged-rows.js';
import { WhatsAppConversation } from '../domain/conversation.entity.js';
import { WhatsAppMessage } from '../domain/message-log.entity.js';
import type { OutgoingMessage } from '../infrastructure/graph-api.client.js';

/** One transcript line as the simulator page and the admins read it. */
export interface TranscriptLine {
  id: string;
  direction: 'in' | 'out';
  kind: string;
  /** The portal's message (out) or the citizen's, as read from the webhook (in). */
  message: OutgoingMessage | Record<string, unknown>;
  status: string;
  error: string | null;
  at: string;
}

/** A conversation's state, as the simulator page shows it. */
export interface ConversationState {
  phone: string;
  step: string;
  locale: string | null;
  consented: boolean;
  userId: string | null;
  lastActivityAt: string;
}

/** Reads of the WhatsApp transcripts and conversations (never writes). */
@Injectable()
export class WhatsAppTranscriptsService {
  constructor(
    @InjectRepository(WhatsAppMessage) private readonly messages: Repository<WhatsAppMessage>,
    @InjectRepository(WhatsAppConversation) private readonly conversations: Repository<WhatsAppConversation>,
  ) {}

  /** The transcript of `phone`, oldest first, at most `limit` lines (the newest). */
  async transcript(phone: string, limit = 200): Promise<TranscriptLine[]> {
    const rows = await this.messages.find({ where: { phone }, order: { createdAt: 'DESC' }, take: limit });
    return rows.reverse().map(lineOf);
  }

  /**
   * The messages the portal sent, newest first, one page and the total (whatsapp_messages_out_created_idx); `q` matches
   * the number or the words sent, case-insensitively.
   */
  async sent(page: PageRequest, q?: string): Promise<{ items: (TranscriptLine & { phone: string })[]; total: number }> {
    const qb = this.messages.createQueryBuilder('m').where("m.direction = 'out'").orderBy('m.createdAt', 'DESC').addOrderBy('m.id', 'DESC');
    const search = q?.trim().toLowerCase();
    if (search) {
      // A number as an admin types it (+91 98220 12345) matches the stored digits.
      const digits = search.replace(/[\s+()-]/g, '');
      qb.andWhere("(m.phone LIKE :number OR lower(m.body->'message'->>'text') LIKE :pattern)", {
        number: `%${escapeLike(/^\d+$/.test(digits) ? digits : search)}%`,
        pattern: containsPattern(search),
      });
    }
    const { entities, total } = await pageOfEntities(qb, page);
    return { items: entities.map((r) => ({ ...lineOf(r), phone: r.phone })), total };
  }

  /** The conversation of `phone`, or null. */
  async conversation(phone: string): Promise<ConversationState | null> {
    const c = await this.conversations.findOne({ where: { phone } });
    return c
      ? { phone: c.phone, step: c.step, locale: c.locale, consented: c.consentedAt !== null, userId: c.userId, lastActivityAt: c.lastActivityAt.toISOString() }
      : null;
  }

  /** The WhatsApp number linked to an account (My Profile), or null. */
  async linkedPhoneOf(userId: string): Promise<string | null> {
    return (await this.conversations.findOne({ where: { userId }, select: { phone: true } }))?.phone ?? null;
  }

  /** The conversation of an account, or null (data rights). */
  async conversationOfUser(userId: string): Promise<WhatsAppConversation | null> {
    return this.conversations.findOne({ where: { userId } });
  }
}

/** A logged message as a transcript line: for the portal's own, the message it built rather than the Graph body. */
function lineOf(r: WhatsAppMessage): TranscriptLine {
  return {
    id: r.id,
    direction: r.direction,
    kind: r.kind,
    message: r.direction === 'out' ? ((r.body as { message?: OutgoingMessage }).message ?? r.body) : r.body,
    status: r.status,
    error: r.error,
    at: r.createdAt.toISOString(),
  };
}
