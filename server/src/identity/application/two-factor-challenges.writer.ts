import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CHALLENGE_TTL_SECONDS, type Challenge } from './two-factor-challenges.service.js';

/**
 * Participating writer of the sign-in challenges: spends a challenge in the caller's transaction, which holds the
 * account's row lock (docs/adr/0131-two-factor-bound-to-the-session.md). TwoFactorChallenges issues and reads them.
 */
@Injectable()
export class TwoFactorChallengesWriter {
  /** Marks a challenge spent until it would have expired anyway; the account's spent challenges that have expired go. */
  async spend(manager: EntityManager, challenge: Challenge, now: Date): Promise<void> {
    await manager.query('DELETE FROM spent_two_factor_challenges WHERE user_id = $1 AND expires_at < $2', [challenge.userId, now]);
    await manager.query('INSERT INTO spent_two_factor_challenges (id, user_id, expires_at) VALUES ($1, $2, $3)', [
      challenge.id,
      challenge.userId,
      new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000),
    ]);
  }
}
