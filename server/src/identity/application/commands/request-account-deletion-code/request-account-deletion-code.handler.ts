import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { Clock } from '../../../../kernel/clock/clock.js';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { AccountDeletionCode, DELETION_CODE_TTL_MINUTES, deletionCodeFor, hashDeletionCode } from '../../../domain/account-deletion-code.entity.js';
import { User } from '../../../domain/user.entity.js';
import { AUTH_LINK_KEY } from '../../../infrastructure/auth-link-key.js';
import { RequestAccountDeletionCodeCommand } from './request-account-deletion-code.command.js';

/**
 * A new 8-digit code, valid DELETION_CODE_TTL_MINUTES minutes, replacing any pending one, emailed to the account's
 * address (AccountDeletionCodeRequested carries the code's id only). An account with a password confirms with the
 * password instead: 400 asking for it. Staff accounts: 403.
 */
@CommandHandler(RequestAccountDeletionCodeCommand)
export class RequestAccountDeletionCodeHandler implements ICommandHandler<RequestAccountDeletionCodeCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    @Inject(AUTH_LINK_KEY) private readonly linkKey: Buffer,
  ) {}

  async execute({ userId }: RequestAccountDeletionCodeCommand): Promise<void> {
    await this.outbox.transaction(async (manager) => {
      const user = await findLockedByIdOrFail(manager, User, userId, Messages.auth.accountNotFound);
      if (user.hasPassword) throw new ValidationError({ password: [Messages.dataRights.passwordRequired] }, Messages.dataRights.passwordRequired);
      const id = randomUUID();
      const events = user.requestDeletionCode(id, DELETION_CODE_TTL_MINUTES);
      await manager.delete(AccountDeletionCode, { userId: user.id });
      await manager.insert(AccountDeletionCode, {
        userId: user.id,
        id,
        codeHash: hashDeletionCode(deletionCodeFor(this.linkKey, id)),
        expiresAt: new Date(this.clock.now().getTime() + DELETION_CODE_TTL_MINUTES * 60_000),
        failedAttempts: 0,
      });
      return { result: undefined, events };
    });
  }
}
