import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { UserAccountsService } from '../../../../identity/public.js';
import { ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { IntegrationKey, KEY_NOT_FOUND } from '../../../domain/integration-key.entity.js';
import { toIntegrationKeyView, type IntegrationKeyView } from '../../integration-key.view.js';
import { ACCOUNT_NOT_CITIZEN } from '../issue-integration-key/issue-integration-key.handler.js';
import { SetIntegrationKeyPolicyCommand } from './set-integration-key-policy.command.js';

/**
 * Sets a key's reporter policy, linked account and caps with IntegrationKeyPolicyChanged (none when nothing changes):
 * accountEmail must be an unblocked citizen account; a 'linked' key needs one. 404 'API key not found'. A revoked key
 * may be changed too (the values are kept for the record; the key does not authenticate).
 */
@CommandHandler(SetIntegrationKeyPolicyCommand)
export class SetIntegrationKeyPolicyHandler implements ICommandHandler<SetIntegrationKeyPolicyCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly users: UserAccountsService,
  ) {}

  async execute({ keyId, policy, accountEmail, actor }: SetIntegrationKeyPolicyCommand): Promise<IntegrationKeyView> {
    let account: { id: string } | null | undefined;
    if (accountEmail === null || (typeof accountEmail === 'string' && !accountEmail.trim())) account = null;
    else if (accountEmail !== undefined) {
      const found = await this.users.findByEmail(accountEmail);
      if (!found || found.role !== 'user' || found.blocked) throw ValidationError.field('accountEmail', ACCOUNT_NOT_CITIZEN);
      account = { id: found.id };
    }
    const key = await this.outbox.transaction(async (manager) => {
      const found = await findLockedByIdOrFail(manager, IntegrationKey, keyId, KEY_NOT_FOUND);
      const events = found.setPolicy(policy, account === undefined ? found.accountId : (account?.id ?? null), actor);
      if (events.length) await manager.save(IntegrationKey, found);
      return { result: found, events };
    });
    const linked = key.accountId ? await this.users.getProfile(key.accountId) : null;
    return toIntegrationKeyView(key, linked?.email ?? null);
  }
}
