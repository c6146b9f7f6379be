import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, Messages } from '@civic/contracts';
import { DomainError, ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { passwordHasher } from '../../../infrastructure/password-hasher.js';
import { CurrentPasswordCheck } from '../../current-password.js';
import { findUserById } from '../../user-lookup.js';
import { ChangePasswordCommand } from './change-password.command.js';

/**
 * Citizen spec section 5, "Password change": when the account has a password, the current one is required
 * ('Enter your current password') and checked ('Current password is incorrect'); a Google account without one creates
 * it (createdPassword true) within RECENT_SIGN_IN_MINUTES of signing in (403 RECENT_SIGN_IN_REQUIRED). Every session,
 * this one included, is signed out ('Password updated. Please sign in.').
 */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly currentPassword: CurrentPasswordCheck,
  ) {}

  async execute(cmd: ChangePasswordCommand): Promise<{ createdPassword: boolean }> {
    const hash = await passwordHasher.hash(cmd.newPassword);
    return this.outbox.transaction(async (manager) => {
      const user = await findUserById(manager, cmd.userId, { withPassword: true, lock: true });
      if (!user) throw new DomainError(ErrorCode.NotFound, Messages.auth.accountNotFound);
      const createdPassword = !user.hasPassword || !user.passwordHash;
      // A password added to a Google account would let whoever holds a stolen session sign in for good.
      if (createdPassword) this.currentPassword.assertRecentSignIn(cmd.session);
      else {
        if (!cmd.currentPassword) throw ValidationError.field('currentPassword', Messages.auth.enterCurrentPassword);
        if (!(await passwordHasher.verify(user.passwordHash, cmd.currentPassword))) {
          throw ValidationError.field('currentPassword', Messages.auth.wrongCurrentPassword);
        }
      }
      const { events } = user.changePassword(hash);
      await manager.save(user);
      return { result: { createdPassword }, events };
    });
  }
}
