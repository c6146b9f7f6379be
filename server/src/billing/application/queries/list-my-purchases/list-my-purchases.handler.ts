import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Purchase } from '../../../domain/purchase.entity.js';
import type { PurchaseView } from '../../billing.view.js';
import { purchaseViews } from '../purchase-rows.js';
import { ListMyPurchasesQuery } from './list-my-purchases.query.js';

/** The caller's purchases, newest first, with invoice numbers (index purchases_user_idx). */
@QueryHandler(ListMyPurchasesQuery)
export class ListMyPurchasesHandler implements IQueryHandler<ListMyPurchasesQuery> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ userId }: ListMyPurchasesQuery): Promise<PurchaseView[]> {
    const purchases = await this.dataSource.manager.find(Purchase, { where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: 500 });
    return purchaseViews(this.dataSource.manager, purchases);
  }
}
