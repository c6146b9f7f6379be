import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { UserAccountsService } from '../../../../identity/public.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { IntegrationKey, KEY_NOT_FOUND } from '../../../domain/integration-key.entity.js';
import { toIntegrationKeyView, type IssuedIntegrationKeyView } from '../../integration-key.view.js';
import { RotateIntegrationKeyCommand } from './rotate-integration-key.command.js';

/** Rotates a key with IntegrationKeyRotated; 404 'API key not found'; 400 for a revoked key. */
@CommandHandler(RotateIntegrationKeyCommand)
export class RotateIntegrationKeyHandler implements ICommandHandler<RotateIntegrationKeyCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly users: UserAccountsService,
  ) {}

  async execute({ keyId, actor }: RotateIntegrationKeyCommand): Promise<IssuedIntegrationKeyView> {
    const { key, secret } = await this.outbox.transaction(async (manager) => {
      const found = await findLockedByIdOrFail(manager, IntegrationKey, keyId, KEY_NOT_FOUND);
      const rotated = found.rotate(actor);
      await manager.save(IntegrationKey, found);
      return { result: { key: found, secret: rotated.secret }, events: rotated.events };
    });
    const account = key.accountId ? await this.users.getProfile(key.accountId) : null;
    return { ...toIntegrationKeyView(key, account?.email ?? null), key: secret };
  }
}
