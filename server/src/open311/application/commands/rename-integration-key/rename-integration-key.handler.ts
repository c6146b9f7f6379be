import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { UserAccountsService } from '../../../../identity/public.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { IntegrationKey, KEY_NOT_FOUND } from '../../../domain/integration-key.entity.js';
import { toIntegrationKeyView, type IntegrationKeyView } from '../../integration-key.view.js';
import { RenameIntegrationKeyCommand } from './rename-integration-key.command.js';

/** Renames a key with IntegrationKeyRenamed (none when unchanged); 404 'API key not found'; 400 for a bad name. */
@CommandHandler(RenameIntegrationKeyCommand)
export class RenameIntegrationKeyHandler implements ICommandHandler<RenameIntegrationKeyCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly users: UserAccountsService,
  ) {}

  async execute({ keyId, name, actor }: RenameIntegrationKeyCommand): Promise<IntegrationKeyView> {
    const key = await this.outbox.transaction(async (manager) => {
      const found = await findLockedByIdOrFail(manager, IntegrationKey, keyId, KEY_NOT_FOUND);
      const events = found.rename(name, actor);
      if (events.length) await manager.save(IntegrationKey, found);
      return { result: found, events };
    });
    const account = key.accountId ? await this.users.getProfile(key.accountId) : null;
    return toIntegrationKeyView(key, account?.email ?? null);
  }
}
