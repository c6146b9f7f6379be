import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UserAccountsService } from '../../../../identity/public.js';
import { IntegrationKey } from '../../../domain/integration-key.entity.js';
import { toIntegrationKeyView, type IntegrationKeyView } from '../../integration-key.view.js';
import { ListIntegrationKeysQuery } from './list-integration-keys.query.js';

/** Lists keys newest first (integration_api_keys_created_idx) with their accounts' emails read in one query. */
@QueryHandler(ListIntegrationKeysQuery)
export class ListIntegrationKeysHandler implements IQueryHandler<ListIntegrationKeysQuery> {
  constructor(
    @InjectRepository(IntegrationKey) private readonly keys: Repository<IntegrationKey>,
    private readonly users: UserAccountsService,
  ) {}

  async execute(): Promise<{ items: IntegrationKeyView[] }> {
    const rows = await this.keys.find({ order: { createdAt: 'DESC', id: 'DESC' } });
    const accounts = await this.users.getProfiles(rows.map((k) => k.accountId).filter((id): id is string => id !== null));
    return { items: rows.map((k) => toIntegrationKeyView(k, (k.accountId && accounts.get(k.accountId)?.email) || null)) };
  }
}
