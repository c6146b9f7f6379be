import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { IntegrationKey, KEY_NOT_FOUND } from '../../../domain/integration-key.entity.js';
import { RevokeIntegrationKeyCommand } from './revoke-integration-key.command.js';

/** Revokes a key with IntegrationKeyRevoked (idempotent: a revoked key stays revoked, no event); 404 'API key not found'. */
@CommandHandler(RevokeIntegrationKeyCommand)
export class RevokeIntegrationKeyHandler implements ICommandHandler<RevokeIntegrationKeyCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ keyId, actor }: RevokeIntegrationKeyCommand): Promise<void> {
    return this.outbox.transaction(async (manager) => {
      const key = await findLockedByIdOrFail(manager, IntegrationKey, keyId, KEY_NOT_FOUND);
      const events = key.revoke(actor);
      if (events.length) await manager.save(IntegrationKey, key);
      return { result: undefined, events };
    });
  }
}
