import { Messages } from '@civic/contracts';
import type { EntityManager } from 'typeorm';
import { ValidationError } from '../../kernel/errors/domain-error.js';
import { passwordHasher } from '../infrastructure/password-hasher.js';
import { findUserById } from './user-lookup.js';

/**
 * Makes an account that has a password prove it before a change that a stolen session alone must not make (its email,
 * turning its second factor on or off): 400 VALIDATION_FAILED on `field`, 'Enter your current password' when it is
 * missing, 'Current password is incorrect' when it is wrong. An account without a password (Google sign-in) passes.
 */
export async function proveCurrentPassword(manager: EntityManager, userId: string, password: string | undefined, field: string): Promise<void> {
  const withHash = await findUserById(manager, userId, { withPassword: true });
  if (!withHash?.hasPassword || !withHash.passwordHash) return;
  if (!password) throw ValidationError.field(field, Messages.auth.enterCurrentPassword);
  if (!(await passwordHasher.verify(withHash.passwordHash, password))) throw ValidationError.field(field, Messages.auth.wrongCurrentPassword);
}
