import { Injectable } from '@nestjs/common';
import { Messages } from '@civic/contracts';
import type { EntityManager } from 'typeorm';
import { ValidationError } from '../../kernel/errors/domain-error.js';
import { LoginDelays } from '../infrastructure/login-delays.js';
import { passwordHasher } from '../infrastructure/password-hasher.js';
import { findUserById } from './user-lookup.js';

/**
 * Makes an account that has a password prove it before a change that a stolen session alone must not make (its email,
 * turning its second factor on or off): 400 VALIDATION_FAILED on the field, 'Enter your current password' when it is
 * missing, 'Current password is incorrect' when it is wrong. A wrong one counts with the account's wrong sign-in
 * passwords (LoginDelays), so that a session cannot guess the password here faster than sign-in allows: 429
 * RATE_LIMITED with Retry-After while it must wait. An account without a password (Google sign-in) passes.
 */
@Injectable()
export class CurrentPasswordCheck {
  constructor(private readonly delays: LoginDelays) {}

  async prove(manager: EntityManager, userId: string, password: string | undefined, field: string): Promise<void> {
    const withHash = await findUserById(manager, userId, { withPassword: true });
    if (!withHash?.hasPassword || !withHash.passwordHash) return;
    if (!password) throw ValidationError.field(field, Messages.auth.enterCurrentPassword);
    await this.delays.assertMayTry(withHash.email);
    if (!(await passwordHasher.verify(withHash.passwordHash, password))) {
      await this.delays.failed(withHash.email);
      throw ValidationError.field(field, Messages.auth.wrongCurrentPassword);
    }
  }
}
