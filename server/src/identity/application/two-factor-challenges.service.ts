import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ErrorCode, Messages } from '@civic/contracts';
import { DomainError, UnauthorizedError } from '../../kernel/errors/domain-error.js';
import type { User } from '../domain/user.entity.js';
import { TWO_FACTOR_SECRETS, type TwoFactorSecrets } from '../infrastructure/two-factor-secrets.js';

/** Lifetime of the challenge between the password and the code, in seconds. */
export const CHALLENGE_TTL_SECONDS = 300;

interface ChallengePayload {
  sub: string;
  sv: number;
  typ: '2fa';
}

/**
 * The sign-in challenge: after the right password of an account with two-factor sign-in, login answers 401
 * TWO_FACTOR_REQUIRED with a JWT of { sub, sv, typ: '2fa' } valid CHALLENGE_TTL_SECONDS, signed with a key of its
 * own (TwoFactorSecrets.challengeKey), so that it can never pass as a bearer token, nor a bearer token as a challenge.
 */
@Injectable()
export class TwoFactorChallenges {
  constructor(
    private readonly jwt: JwtService,
    @Inject(TWO_FACTOR_SECRETS) private readonly secrets: TwoFactorSecrets,
  ) {}

  /** The error login answers with: 401 TWO_FACTOR_REQUIRED, `details.challenge`. */
  async required(user: User): Promise<DomainError> {
    const payload: ChallengePayload = { sub: user.id, sv: user.sessionVersion, typ: '2fa' };
    const challenge = await this.jwt.signAsync(payload, { secret: this.secrets.challengeKey, expiresIn: CHALLENGE_TTL_SECONDS });
    return new DomainError(ErrorCode.TwoFactorRequired, Messages.twoFactor.required, { challenge, expiresIn: CHALLENGE_TTL_SECONDS });
  }

  /** The account id and session version of a valid challenge; 401 'Your sign-in step has expired…' otherwise. */
  async read(challenge: string): Promise<{ userId: string; sessionVersion: number }> {
    try {
      const payload = await this.jwt.verifyAsync<ChallengePayload>(challenge, { secret: this.secrets.challengeKey, algorithms: ['HS256'] });
      if (payload.typ !== '2fa' || typeof payload.sub !== 'string') throw new Error('not a challenge');
      return { userId: payload.sub, sessionVersion: payload.sv ?? 0 };
    } catch {
      throw new UnauthorizedError(Messages.twoFactor.challengeExpired);
    }
  }
}
