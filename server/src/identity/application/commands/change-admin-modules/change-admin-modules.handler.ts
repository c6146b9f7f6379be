import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { toAdminAccount, type AdminAccount } from '../../admin-account.view.js';
import { lockAdminOrFail } from '../../user-lookup.js';
import { ChangeAdminModulesCommand } from './change-admin-modules.command.js';

/** Replaces an admin's modules (AdminModulesChanged). A superadmin's cannot be changed (403). */
@CommandHandler(ChangeAdminModulesCommand)
export class ChangeAdminModulesHandler implements ICommandHandler<ChangeAdminModulesCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ adminId, modules, actor }: ChangeAdminModulesCommand): Promise<AdminAccount> {
    return this.outbox.transaction(async (manager) => {
      const admin = await lockAdminOrFail(manager, adminId);
      const events = admin.setAdminModules(modules, actor);
      await manager.save(admin);
      return { result: toAdminAccount(admin), events };
    });
  }
}
