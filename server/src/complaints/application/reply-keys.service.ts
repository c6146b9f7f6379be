import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ResponseLink } from '../domain/response-link.entity.js';

/** The shape of a reply key as an address may carry it: anything else is never looked up. */
export function isReplyKeyShape(key: string): boolean {
  return /^[A-Za-z0-9_-]{8,128}$/.test(key);
}

/**
 * The response link of a reply key, whatever its case: mail systems may lower-case an address, so keys are compared by
 * lower(reply_key) through the unique index response_links_reply_key_uq. Null for an unknown or ill-shaped key.
 */
export async function findReplyLink(manager: EntityManager, key: string): Promise<ResponseLink | null> {
  if (!isReplyKeyShape(key)) return null;
  return manager.getRepository(ResponseLink).createQueryBuilder('l').where('lower(l.reply_key) = lower(:key)', { key }).getOne();
}

/**
 * Whether a reply key belongs to a response link (any case; revoked and expired links count: their replies wait for an
 * admin). The inbound SMTP listener asks it at RCPT TO, so that mail to an address that matches nothing is refused
 * there, and the sender's own mail system tells them at once (docs/adr/0137-replies-matched-or-refused.md).
 */
@Injectable()
export class ReplyKeysService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether `key` is a known reply key, case ignored; one indexed statement. */
  async isKnown(key: string): Promise<boolean> {
    if (!isReplyKeyShape(key)) return false;
    return (await findReplyLink(this.dataSource.manager, key)) !== null;
  }
}
