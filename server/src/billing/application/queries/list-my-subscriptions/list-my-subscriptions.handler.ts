import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Subscription } from '../../../domain/subscription.entity.js';
import { toSubscriptionView, type SubscriptionView } from '../../billing.view.js';
import { ListMySubscriptionsQuery } from './list-my-subscriptions.query.js';

/** The caller's subscriptions, newest first (index subscriptions_user_idx). */
@QueryHandler(ListMySubscriptionsQuery)
export class ListMySubscriptionsHandler implements IQueryHandler<ListMySubscriptionsQuery> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ userId }: ListMySubscriptionsQuery): Promise<SubscriptionView[]> {
    const rows = await this.dataSource.manager.find(Subscription, { where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: 200 });
    return rows.map(toSubscriptionView);
  }
}
