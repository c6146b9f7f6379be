import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { ConflictError, type DomainError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { User } from '../../../domain/user.entity.js';
import { TwoFactorWriter } from '../../two-factor.writer.js';
import { DisableTwoFactorCommand } from './disable-two-factor.command.js';

/**
 * Turns two-factor sign-in off (TwoFactorDisabled) when the code is right: the secret and the recovery codes go.
 * 409 when it is not on; 400 INVALID_TWO_FACTOR_CODE for a wrong code (counted, 429 after 5). With
 * REQUIRE_STAFF_2FA on, a staff account is then back on /profile until it enrols again.
 */
@CommandHandler(DisableTwoFactorCommand)
export class DisableTwoFactorHandler implements ICommandHandler<DisableTwoFactorCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly twoFactor: TwoFactorWriter,
  ) {}

  async execute({ userId, code }: DisableTwoFactorCommand): Promise<void> {
    const refusal = await this.outbox.transaction<DomainError | null>(async (manager) => {
      const user = await findLockedByIdOrFail(manager, User, userId, Messages.auth.accountNotFound);
      const factor = user.twoFactorEnabled ? await this.twoFactor.lock(manager, user.id) : null;
      if (!factor) throw new ConflictError(Messages.twoFactor.notEnabled);
      const check = await this.twoFactor.checkCode(manager, factor, code, true);
      if (!check.ok) return { result: check.error, events: [] };
      const events = user.disableTwoFactor();
      await manager.save(user);
      await this.twoFactor.remove(manager, user.id);
      return { result: null, events };
    });
    if (refusal) throw refusal;
  }
}
