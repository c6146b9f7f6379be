import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { pageCount, type Paged } from '@civic/contracts';
import { Purchase } from '../../../domain/purchase.entity.js';
import { escapeLike } from '../../../../kernel/database/paged-rows.js';
import { purchaseViews } from '../purchase-rows.js';
import { ListAdminPurchasesQuery, type AdminPurchaseView } from './list-admin-purchases.query.js';

/** Escapes LIKE wildcards so that a search for "50%" is literal. */

/**
 * Every purchase, newest first (index purchases_created_idx), searched case-insensitively over the buyer's email and
 * name (as kept with the purchase), the order id and the payment id.
 */
@QueryHandler(ListAdminPurchasesQuery)
export class ListAdminPurchasesHandler implements IQueryHandler<ListAdminPurchasesQuery> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ q, page, limit }: ListAdminPurchasesQuery): Promise<Paged<AdminPurchaseView>> {
    const qb = this.dataSource.manager.createQueryBuilder(Purchase, 'p');
    if (q) {
      qb.where('(p.user_email ILIKE :q OR p.user_name ILIKE :q OR p.order_id ILIKE :q OR p.payment_id ILIKE :q)', { q: `%${escapeLike(q)}%` });
    }
    const [rows, total] = await qb
      .orderBy('p.createdAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    const views = await purchaseViews(this.dataSource.manager, rows);
    const items = views.map((v, i) => ({ ...v, user: { _id: rows[i].userId, email: rows[i].userEmail, name: rows[i].userName } }));
    return { items, total, page, pages: pageCount(total, limit) };
  }
}
