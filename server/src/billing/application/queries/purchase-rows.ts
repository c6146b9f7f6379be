import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { Invoice } from '../../domain/invoice.entity.js';
import type { Purchase } from '../../domain/purchase.entity.js';
import { Subscription } from '../../domain/subscription.entity.js';
import { toPurchaseView, type PurchaseView } from '../billing.view.js';

/** Views of purchases with their invoices and subscriptions read in two queries (no N+1; the PDF bytes are not read). */
export async function purchaseViews(manager: EntityManager, purchases: Purchase[]): Promise<PurchaseView[]> {
  if (!purchases.length) return [];
  const invoices = await manager.find(Invoice, {
    where: { purchaseId: In(purchases.map((p) => p.id)) },
    select: { id: true, purchaseId: true, number: true, renderedAt: true },
  });
  const subIds = [...new Set(purchases.map((p) => p.subscriptionId).filter((id): id is string => Boolean(id)))];
  const subs = subIds.length ? await manager.find(Subscription, { where: { id: In(subIds) }, select: { id: true, providerSubscriptionId: true } }) : [];
  const byPurchase = new Map(invoices.map((i) => [i.purchaseId, i]));
  const subById = new Map(subs.map((s) => [s.id, s.providerSubscriptionId]));
  return purchases.map((p) => toPurchaseView(p, byPurchase.get(p.id) ?? null, p.subscriptionId ? (subById.get(p.subscriptionId) ?? null) : null));
}
