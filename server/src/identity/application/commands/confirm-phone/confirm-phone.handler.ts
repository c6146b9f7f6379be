import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { Clock } from '../../../../kernel/clock/clock.js';
import { findLocked, findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { PhoneVerificationCode } from '../../../domain/phone-verification-code.entity.js';
import { User } from '../../../domain/user.entity.js';
import { toUserView, type UserView } from '../../user.view.js';
import { ConfirmPhoneCommand } from './confirm-phone.command.js';

/**
 * The pending code matches, unexpired and within PHONE_CODE_MAX_ATTEMPTS tries: the number it went to becomes the
 * profile's verified phone (PhoneVerified) and the code is spent. A wrong or expired code is 400 VALIDATION_FAILED on
 * `code`; a wrong one counts a try, committed even though the request fails.
 */
@CommandHandler(ConfirmPhoneCommand)
export class ConfirmPhoneHandler implements ICommandHandler<ConfirmPhoneCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, code }: ConfirmPhoneCommand): Promise<UserView> {
    const wrong = () => ValidationError.field('code', Messages.hearing.wrongCode);
    const outcome = await this.outbox.transaction<{ view: UserView | null }>(async (manager) => {
      const user = await findLockedByIdOrFail(manager, User, userId, Messages.auth.accountNotFound);
      const pending = await findLocked(manager, PhoneVerificationCode, { userId });
      if (!pending) throw wrong();
      if (!pending.accepts(code, this.clock.now())) {
        // The wrong try is counted and committed; the refusal follows the commit.
        pending.failedAttempts += 1;
        await manager.save(pending);
        return { result: { view: null }, events: [] };
      }
      const events = user.confirmPhone(pending.phone);
      await manager.save(user);
      await manager.delete(PhoneVerificationCode, { userId });
      return { result: { view: toUserView(user) }, events };
    });
    if (outcome.view) return outcome.view;
    throw wrong();
  }
}
