import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { passwordHasher } from '../../../infrastructure/password-hasher.js';
import { lockAdminOrFail } from '../../user-lookup.js';
import { ResetAdminPasswordCommand } from './reset-admin-password.command.js';

/** Sets a new password for an admin or superadmin (AdminPasswordReset) and signs out that account's sessions. */
@CommandHandler(ResetAdminPasswordCommand)
export class ResetAdminPasswordHandler implements ICommandHandler<ResetAdminPasswordCommand> {
  constructor(private readonly outbox: OutboxService) {}

  async execute({ adminId, password, actor }: ResetAdminPasswordCommand): Promise<void> {
    const hash = await passwordHasher.hash(password);
    await this.outbox.transaction(async (manager) => {
      const admin = await lockAdminOrFail(manager, adminId);
      const events = admin.resetPasswordByAdmin(hash, actor);
      await manager.save(admin);
      return { result: undefined, events };
    });
  }
}
