import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Messages } from '@civic/contracts';
import { Clock } from '../../../../kernel/clock/clock.js';
import { findLocked, findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { isForeignKeyViolation } from '../../../../kernel/database/postgres-errors.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { PersonalDataRegistry } from '../../../../kernel/personal-data/personal-data.registry.js';
import { AccountDeletionCode } from '../../../domain/account-deletion-code.entity.js';
import { User } from '../../../domain/user.entity.js';
import { passwordHasher } from '../../../infrastructure/password-hasher.js';
import { findUserById } from '../../user-lookup.js';
import { DeleteMyAccountCommand } from './delete-my-account.command.js';

/**
 * The owner's deletion of an account (Digital Personal Data Protection Act, 2023, section 12: erasure), checked with
 * the current password, or with the emailed code when the account has none (400 with the field's message otherwise;
 * a wrong code counts, and 5 void it). Then, in order: each context holding data about the account stops what runs
 * outside (a subscription at the payment provider), and one transaction erases what each holds, deletes the account
 * row (sessions end, sign-in is refused: no account) and raises UserDeleted with `byOwner`, which the audit log
 * records and which sends the confirmation to the old address (docs/adr/0117-citizens-data-rights.md). The events
 * about the person still kept in the outbox take the pseudonym in the same transaction; the audit log and the sent-mail
 * log take it in their reactions to UserDeleted (docs/adr/0132-mail-log-secrets-export-and-erasure.md). Staff: 403
 * once the password is checked.
 */
@CommandHandler(DeleteMyAccountCommand)
export class DeleteMyAccountHandler implements ICommandHandler<DeleteMyAccountCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly registry: PersonalDataRegistry,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, password, code }: DeleteMyAccountCommand): Promise<void> {
    const user = await findUserById(this.dataSource.manager, userId, { withPassword: true });
    if (!user) throw new NotFoundError(Messages.auth.accountNotFound);
    if (user.hasPassword && user.passwordHash) {
      if (!password) throw new ValidationError({ password: [Messages.dataRights.passwordRequired] }, Messages.dataRights.passwordRequired);
      if (!(await passwordHasher.verify(user.passwordHash, password))) {
        throw new ValidationError({ password: [Messages.dataRights.wrongPassword] }, Messages.dataRights.wrongPassword);
      }
    } else {
      if (!code) throw new ValidationError({ code: [Messages.dataRights.codeRequired] }, Messages.dataRights.codeRequired);
      await this.checkCode(user.id, code);
    }
    user.deleteByOwner(); // refuses staff accounts (403) once the caller is proven, before anything is erased
    const subject = { id: user.id, email: user.email };
    for (const holder of this.registry.holders()) await holder.prepareErasure?.(subject);
    try {
      await this.outbox.transaction(async (manager) => {
        const locked = await findLockedByIdOrFail(manager, User, user.id, Messages.admin.users.notFound);
        const events = locked.deleteByOwner();
        for (const holder of this.registry.holders()) await holder.erase?.(subject, manager);
        // The recent events about the person (kept OUTBOX_RETENTION_DAYS) go pseudonymous with the account.
        await this.outbox.pseudonymise(manager, { id: locked.id, email: locked.email, name: locked.name, phone: locked.phone });
        await manager.delete(User, { id: locked.id });
        return { result: undefined, events };
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new ConflictError(Messages.admin.users.stillReferenced);
      throw error;
    }
  }

  /** The pending emailed code; a wrong one is counted (committed) before the refusal. */
  private async checkCode(userId: string, code: string): Promise<void> {
    const accepted = await this.dataSource.transaction(async (manager) => {
      const pending = await findLocked(manager, AccountDeletionCode, { userId });
      if (!pending) return false;
      if (pending.accepts(code, this.clock.now())) return true;
      pending.failedAttempts += 1;
      await manager.save(pending);
      return false;
    });
    if (!accepted) throw new ValidationError({ code: [Messages.dataRights.wrongCode] }, Messages.dataRights.wrongCode);
  }
}
