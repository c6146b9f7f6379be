import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserAccountsService } from '../../../../identity/public.js';
import { ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { IntegrationKey } from '../../../domain/integration-key.entity.js';
import { toIntegrationKeyView, type IssuedIntegrationKeyView } from '../../integration-key.view.js';
import { IssueIntegrationKeyCommand } from './issue-integration-key.command.js';

/** Message when accountEmail names no usable citizen account. */
export const ACCOUNT_NOT_CITIZEN = 'No active citizen account has this email.';

/**
 * Issues a key: name 1 to 100 characters; accountEmail, when given, must be an unblocked citizen account (its quota
 * counts the filings of a 'linked' key, which needs one); the reporter policy ('by_email' by default) and caps. Stores the key's SHA-256 with IntegrationKeyIssued; answers the key once.
 */
@CommandHandler(IssueIntegrationKeyCommand)
export class IssueIntegrationKeyHandler implements ICommandHandler<IssueIntegrationKeyCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly users: UserAccountsService,
  ) {}

  async execute({ name, accountEmail, actor, policy }: IssueIntegrationKeyCommand): Promise<IssuedIntegrationKeyView> {
    let account: { id: string; email: string } | null = null;
    if (accountEmail?.trim()) {
      const found = await this.users.findByEmail(accountEmail);
      if (!found || found.role !== 'user' || found.blocked) throw ValidationError.field('accountEmail', ACCOUNT_NOT_CITIZEN);
      account = { id: found.id, email: found.email };
    }
    return this.outbox.transaction(async (manager) => {
      const { key, secret, events } = IntegrationKey.issue({ id: randomUUID(), name, accountId: account?.id ?? null, policy, actor });
      await manager.insert(IntegrationKey, key);
      return { result: { ...toIntegrationKeyView(key, account?.email ?? null), key: secret }, events };
    });
  }
}
