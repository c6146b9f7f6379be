import { Inject, Injectable } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import { ErrorCode, Messages, formatMessage } from '@civic/contracts';
import { Clock } from '../../kernel/clock/clock.js';
import { findAllLocked } from '../../kernel/database/lock-or-404.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { RecoveryCode, RECOVERY_CODE_COUNT, hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCode } from '../domain/recovery-code.entity.js';
import { UserTwoFactor } from '../domain/two-factor.entity.js';
import { TWO_FACTOR_SECRETS, type TwoFactorSecrets } from '../infrastructure/two-factor-secrets.js';
import { totp } from '../infrastructure/totp.js';

/** How a code was accepted: a TOTP code, or a recovery code (then `remaining` unused codes are left). */
export type CodeCheck = { ok: true; kind: 'totp' } | { ok: true; kind: 'recovery'; remaining: number } | { ok: false; error: DomainError };

/**
 * Write steps shared by the two-factor commands (set-up, enable, disable, the second sign-in step): the code check
 * with its per-account limit, and the recovery codes. Every method takes the caller's transaction.
 */
@Injectable()
export class TwoFactorWriter {
  constructor(
    @Inject(TWO_FACTOR_SECRETS) private readonly secrets: TwoFactorSecrets,
    private readonly clock: Clock,
  ) {}

  /** A new secret for the account, encrypted; replaces an unconfirmed one. */
  async startSetUp(manager: EntityManager, userId: string): Promise<string> {
    const secret = totp.newSecret();
    await manager.delete(UserTwoFactor, { userId });
    await manager.save(UserTwoFactor.pending(userId, this.secrets.encrypt(secret)));
    return secret;
  }

  /**
   * Checks a code against the locked authenticator: a TOTP code not used before, or (when `allowRecovery`) an unused
   * recovery code, which is then spent. A locked second step answers 429 whatever the code; a wrong code counts
   * towards the lock. The counters are saved here: the caller commits them even when it refuses the request.
   */
  async checkCode(manager: EntityManager, factor: UserTwoFactor, code: string, allowRecovery: boolean): Promise<CodeCheck> {
    const now = this.clock.now();
    const minutes = factor.lockedMinutes(now);
    if (minutes > 0)
      return {
        ok: false,
        // retryAfterSeconds: the error filter writes it to the Retry-After header.
        error: new DomainError(ErrorCode.RateLimited, formatMessage(Messages.twoFactor.tooManyAttempts, { n: minutes }), {
          retryAfterMinutes: minutes,
          retryAfterSeconds: factor.lockedSeconds(now),
        }),
      };
    const typed = code.trim().replace(/\s/g, '');
    const step = await totp.check(this.secrets.decrypt(factor.secretCiphertext), typed, factor.lastTimeStep, now);
    if (step !== null) {
      factor.recordSuccess(step);
      await manager.save(factor);
      return { ok: true, kind: 'totp' };
    }
    if (allowRecovery && looksLikeRecoveryCode(typed)) {
      const recovery = await this.findRecoveryCode(manager, factor.userId, typed);
      if (recovery) {
        recovery.usedAt = now;
        await manager.save(recovery);
        factor.recordSuccess(null);
        await manager.save(factor);
        const remaining = await manager.count(RecoveryCode, { where: { userId: factor.userId, usedAt: IsNull() } });
        return { ok: true, kind: 'recovery', remaining };
      }
    }
    factor.recordFailure(now);
    await manager.save(factor);
    return { ok: false, error: new DomainError(ErrorCode.InvalidTwoFactorCode, Messages.twoFactor.invalidCode) };
  }

  /**
   * The account's unused recovery code that `typed` is, locked, or null. Each code has a salt of its own, so the
   * unused ones (RECOVERY_CODE_COUNT at most) are compared one after the other; the per-account limit of wrong codes
   * bounds how often this runs.
   */
  private async findRecoveryCode(manager: EntityManager, userId: string, typed: string): Promise<RecoveryCode | null> {
    const unused = await findAllLocked(manager, RecoveryCode, { userId, usedAt: IsNull() }, { createdAt: 'ASC' });
    for (const row of unused) if (await row.matches(typed)) return row;
    return null;
  }

  /** RECOVERY_CODE_COUNT new codes for the account (the old ones go); only their argon2id hashes are stored. */
  async issueRecoveryCodes(manager: EntityManager, userId: string): Promise<string[]> {
    await manager.delete(RecoveryCode, { userId });
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => newRecoveryCode());
    // One after the other: each hash takes 19 MiB of memory while it runs.
    const rows: Pick<RecoveryCode, 'userId' | 'codeHash' | 'prehashed' | 'usedAt'>[] = [];
    for (const code of codes) rows.push({ userId, codeHash: await hashRecoveryCode(code), prehashed: false, usedAt: null });
    await manager.insert(RecoveryCode, rows);
    return codes;
  }

  /** Removes the authenticator and the recovery codes (disable, a superadmin's reset). */
  async remove(manager: EntityManager, userId: string): Promise<void> {
    await manager.delete(RecoveryCode, { userId });
    await manager.delete(UserTwoFactor, { userId });
  }
}
