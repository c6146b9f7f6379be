import { Injectable } from '@nestjs/common';
import { ErrorCode, Messages } from '@civic/contracts';
import { type EntityManager, QueryFailedError } from 'typeorm';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { IDEMPOTENCY_KEY_HEADER, type IdempotentAnswer, idempotencyCutoff } from './complaint-idempotency.service.js';

/**
 * Participating writer of a filing's Idempotency-Key (docs/adr/0055-offline-drafts-and-idempotent-filing.md): writes
 * in the filing's transaction, which holds the user's quota lock. ComplaintIdempotencyService reads the answers back.
 */
@Injectable()
export class ComplaintIdempotencyWriter {
  /**
   * Records the first answer for (user, key) inside the filing's transaction, after deleting the user's rows older
   * than the TTL (so an expired key may be used again). A row that exists anyway gives IDEMPOTENCY_KEY_IN_USE (409).
   */
  async record(manager: EntityManager, userId: string, key: string, requestHash: string, answer: IdempotentAnswer, now: Date): Promise<void> {
    await manager.query('DELETE FROM complaint_idempotency_keys WHERE user_id = $1 AND created_at <= $2', [userId, idempotencyCutoff(now)]);
    try {
      await manager.query(
        'INSERT INTO complaint_idempotency_keys (user_id, key, request_hash, status_code, response, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [userId, key, requestHash, answer.statusCode, JSON.stringify(answer.response), now],
      );
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw new DomainError(ErrorCode.IdempotencyKeyInUse, Messages.complaint.idempotencyKeyInUse, { header: IDEMPOTENCY_KEY_HEADER });
      }
      throw error;
    }
  }
}
