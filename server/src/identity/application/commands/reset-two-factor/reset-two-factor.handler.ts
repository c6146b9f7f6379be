import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { lockAdminOrFail } from '../../user-lookup.js';
import { TwoFactorWriter } from '../../two-factor.writer.js';
import { ResetTwoFactorCommand } from './reset-two-factor.command.js';

/**
 * Clears an admin's authenticator and recovery codes (TwoFactorReset, audited with the superadmin) and ends the
 * admin's sessions; the admin signs in with the password and enrols again on /profile. 404 'Admin not found' for a
 * citizen or unknown id.
 */
@CommandHandler(ResetTwoFactorCommand)
export class ResetTwoFactorHandler implements ICommandHandler<ResetTwoFactorCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly twoFactor: TwoFactorWriter,
  ) {}

  async execute({ adminId, actor }: ResetTwoFactorCommand): Promise<void> {
    await this.outbox.transaction(async (manager) => {
      const admin = await lockAdminOrFail(manager, adminId);
      const events = admin.resetTwoFactorByAdmin(actor);
      await manager.save(admin);
      await this.twoFactor.remove(manager, admin.id);
      return { result: undefined, events };
    });
  }
}
