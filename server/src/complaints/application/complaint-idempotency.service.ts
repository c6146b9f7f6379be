import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import stableStringify from 'fast-json-stable-stringify';
import { ErrorCode, Messages } from '@civic/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, ValidationError } from '../../kernel/errors/domain-error.js';
import { ComplaintIdempotencyKey, IDEMPOTENCY_KEY_TTL_HOURS } from '../domain/complaint-idempotency-key.entity.js';

/** The header of POST /api/complaints that makes a retried filing answer its first result. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** 1 to 128 visible ASCII characters (a UUID fits). */
const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

/** What a filing with a key answers again: the first status and body (`{ id }`), with the complaint's uuid for internal callers. */
export interface IdempotentAnswer {
  statusCode: number;
  response: { id: string; uuid: string };
}

/**
 * Idempotency-Key handling of POST /api/complaints (docs/adr/0055-offline-drafts-and-idempotent-filing.md).
 * The key is scoped to the user; ComplaintIdempotencyWriter writes its row in the filing's transaction, which holds
 * the user's quota lock, so a concurrent duplicate waits for the first filing and then finds its row. Reads only.
 */
@Injectable()
export class ComplaintIdempotencyService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The header's value checked: undefined when absent; VALIDATION_FAILED (field 'Idempotency-Key') when empty,
   * longer than 128 characters or not visible ASCII.
   */
  static parseKey(raw: string | string[] | undefined): string | undefined {
    if (raw === undefined) return undefined;
    const value = Array.isArray(raw) ? raw.join(',') : raw;
    if (!KEY_PATTERN.test(value)) throw ValidationError.field(IDEMPOTENCY_KEY_HEADER, Messages.complaint.idempotencyKeyInvalid);
    return value;
  }

  /** SHA-256 (hex) of a request body in canonical JSON (object keys sorted), so key order does not matter. */
  static hashBody(body: unknown): string {
    return createHash('sha256').update(stableStringify(body)).digest('hex');
  }

  /**
   * The first answer for (user, key) if it was given within the last IDEMPOTENCY_KEY_TTL_HOURS before `now`,
   * else null. Throws IDEMPOTENCY_KEY_REUSED (422) when that answer was for another body.
   */
  async previousAnswer(
    userId: string,
    key: string,
    requestHash: string,
    now: Date,
    manager: EntityManager | DataSource = this.dataSource,
  ): Promise<IdempotentAnswer | null> {
    const row = await manager
      .getRepository(ComplaintIdempotencyKey)
      .createQueryBuilder('k')
      .where('k.user_id = :userId AND k.key = :key AND k.created_at > :since', { userId, key, since: this.cutoff(now) })
      .getOne();
    if (!row) return null;
    if (row.requestHash !== requestHash) {
      throw new DomainError(ErrorCode.IdempotencyKeyReused, Messages.complaint.idempotencyKeyReused, { header: IDEMPOTENCY_KEY_HEADER });
    }
    return { statusCode: row.statusCode, response: row.response };
  }

  private cutoff(now: Date): Date {
    return idempotencyCutoff(now);
  }
}

/** The moment before which a key's answer has expired (IDEMPOTENCY_KEY_TTL_HOURS before `now`). */
export function idempotencyCutoff(now: Date): Date {
  return new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3600 * 1000);
}
