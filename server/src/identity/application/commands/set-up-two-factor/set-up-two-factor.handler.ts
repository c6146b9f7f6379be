import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Messages } from '@civic/contracts';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { ConflictError } from '../../../../kernel/errors/domain-error.js';
import { User } from '../../../domain/user.entity.js';
import { totp } from '../../../infrastructure/totp.js';
import { TwoFactorWriter } from '../../two-factor.writer.js';
import { SetUpTwoFactorCommand, type TwoFactorSetUp } from './set-up-two-factor.command.js';

/**
 * A new TOTP secret for the account, kept encrypted and unconfirmed until POST /api/auth/2fa/enable gives its first
 * code; a second set-up replaces an unconfirmed one. 409 when two-factor sign-in is already on (turn it off first).
 * The secret is answered here only: it is never returned again.
 */
@CommandHandler(SetUpTwoFactorCommand)
export class SetUpTwoFactorHandler implements ICommandHandler<SetUpTwoFactorCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly twoFactor: TwoFactorWriter,
  ) {}

  async execute({ userId }: SetUpTwoFactorCommand): Promise<TwoFactorSetUp> {
    const { secret, email } = await this.dataSource.transaction(async (manager) => {
      const user = await findLockedByIdOrFail(manager, User, userId, Messages.auth.accountNotFound);
      if (user.twoFactorEnabled) throw new ConflictError(Messages.twoFactor.alreadyEnabled);
      return { secret: await this.twoFactor.startSetUp(manager, user.id), email: user.email };
    });
    return { secret, ...(await totp.provisioning(secret, email)) };
  }
}
