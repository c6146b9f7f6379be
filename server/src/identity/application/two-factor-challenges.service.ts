import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { EntityManager } from 'typeorm';
import { ErrorCode, Messages } from '@civic/contracts';
import { DomainError, UnauthorizedError } from '../../kernel/errors/domain-error.js';
import type { User } from '../domain/user.entity.js';
import { TWO_FACTOR_SECRETS, type TwoFactorSecrets } from '../infrastructure/two-factor-secrets.js';
import type { AuthMethod } from './session-tokens.service.js';

/** Lifetime of the challenge between the password and the code, in seconds. */
export const CHALLENGE_TTL_SECONDS = 300;

/** The first factor a challenge follows: the password, or Google's ID token. */
export type FirstFactor = Exclude<AuthMethod, 'otp'>;

interface ChallengePayload {
  sub: string;
  sv: number;
  typ: '2fa';
  /** The first factor, carried into the session's `amr`. */
  amr: FirstFactor;
  /** The challenge's id: spent once the second step succeeds. */
  jti: string;
}

/** A valid challenge, read. */
export interface Challenge {
  id: string;
  userId: string;
  sessionVersion: number;
  firstFactor: FirstFactor;
}

/**
 * The sign-in challenge: after the right password (or Google's ID token) of an account with two-factor sign-in,
 * sign-in answers 401 TWO_FACTOR_REQUIRED with a JWT of { sub, sv, typ: '2fa', amr, jti } valid
 * CHALLENGE_TTL_SECONDS, signed with a key of its own (TwoFactorSecrets.challengeKey), so that it can never pass as a
 * bearer token, nor a bearer token as a challenge. A challenge that completed a sign-in is spent
 * (`spent_two_factor_challenges`, kept until it would have expired): the same challenge and a fresh code give no
 * second session (docs/adr/0131-two-factor-bound-to-the-session.md). Reads only: TwoFactorChallengesWriter spends.
 */
@Injectable()
export class TwoFactorChallenges {
  constructor(
    private readonly jwt: JwtService,
    @Inject(TWO_FACTOR_SECRETS) private readonly secrets: TwoFactorSecrets,
  ) {}

  /** The error sign-in answers with after the first factor: 401 TWO_FACTOR_REQUIRED, `details.challenge`. */
  async required(user: User, firstFactor: FirstFactor): Promise<DomainError> {
    const payload: ChallengePayload = { sub: user.id, sv: user.sessionVersion, typ: '2fa', amr: firstFactor, jti: randomUUID() };
    const challenge = await this.jwt.signAsync(payload, { secret: this.secrets.challengeKey, expiresIn: CHALLENGE_TTL_SECONDS });
    return new DomainError(ErrorCode.TwoFactorRequired, Messages.twoFactor.required, { challenge, expiresIn: CHALLENGE_TTL_SECONDS });
  }

  /** The account, session version and first factor of a valid challenge; 401 'Your sign-in step has expired…' otherwise. */
  async read(challenge: string): Promise<Challenge> {
    try {
      const payload = await this.jwt.verifyAsync<ChallengePayload>(challenge, { secret: this.secrets.challengeKey, algorithms: ['HS256'] });
      if (payload.typ !== '2fa' || typeof payload.sub !== 'string' || typeof payload.jti !== 'string') throw new Error('not a challenge');
      return { id: payload.jti, userId: payload.sub, sessionVersion: payload.sv ?? 0, firstFactor: payload.amr === 'google' ? 'google' : 'pwd' };
    } catch {
      throw new UnauthorizedError(Messages.twoFactor.challengeExpired);
    }
  }

  /**
   * Refuses a challenge that already completed a sign-in: 401 'Your sign-in step has expired…'. Called in the
   * caller's transaction, which holds the account's row lock, before the code is checked (a spent challenge costs
   * no code); TwoFactorChallengesWriter.spend follows a right code.
   */
  async assertUnspent(manager: EntityManager, challenge: Challenge): Promise<void> {
    const rows = (await manager.query('SELECT 1 FROM spent_two_factor_challenges WHERE id = $1', [challenge.id])) as unknown[];
    if (rows.length > 0) throw new UnauthorizedError(Messages.twoFactor.challengeExpired);
  }
}
