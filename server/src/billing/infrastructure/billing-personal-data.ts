import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { Messages } from '@civic/contracts';
import { PersonalDataRegistry, type PersonalDataSection, type PersonalDataSubject } from '../../kernel/personal-data/personal-data.registry.js';
import { toPurchaseView, toSubscriptionView } from '../application/billing.view.js';
import { PAYMENT_GATEWAY, callProvider, type PaymentGateway } from '../application/payment-gateway.js';
import { Invoice } from '../domain/invoice.entity.js';
import { Purchase } from '../domain/purchase.entity.js';
import { Subscription } from '../domain/subscription.entity.js';

/**
 * Billing's part of a citizen's data rights (docs/adr/0117-citizens-data-rights.md). Export: the purchases (with
 * their invoice numbers) and subscriptions as the citizen's billing pages show them. Deletion: a subscription still
 * running at the provider is cancelled there first (no further charge); then the subscriptions go with the account
 * (ON DELETE CASCADE) and the purchases and invoices stay, as the GST record must (CGST Act section 35 and rule 56:
 * kept 72 months), but lose the buyer's email, which no GST rule asks for. The invoice keeps the name it was issued to
 * and its PDF as issued (rule 46: an issued invoice is not rewritten).
 */
@Injectable()
export class BillingPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      section: 'billing',
      collect: (subject) => this.collect(subject),
      prepareErasure: (subject) => this.cancelRunningSubscriptions(subject),
      erase: (subject, manager) => this.erase(subject, manager),
    });
  }

  private async collect({ id }: PersonalDataSubject): Promise<PersonalDataSection> {
    const manager = this.dataSource.manager;
    const purchases = await manager.find(Purchase, { where: { userId: id }, order: { createdAt: 'ASC', id: 'ASC' } });
    const invoices = purchases.length ? await manager.find(Invoice, { where: { purchaseId: In(purchases.map((p) => p.id)) } }) : [];
    const byPurchase = new Map(invoices.map((i) => [i.purchaseId, i]));
    const subscriptions = await manager.find(Subscription, { where: { userId: id }, order: { createdAt: 'ASC', id: 'ASC' } });
    return {
      records: {
        purchases: purchases.map((p) => toPurchaseView(p, byPurchase.get(p.id) ?? null)),
        subscriptions: subscriptions.map(toSubscriptionView),
      },
      files: [],
    };
  }

  /** Tells the provider to stop every subscription that may still charge the citizen. */
  private async cancelRunningSubscriptions({ id }: PersonalDataSubject): Promise<void> {
    const running = await this.dataSource.manager.find(Subscription, { where: { userId: id } });
    for (const subscription of running) {
      if (subscription.isFinal || subscription.status === 'created') continue;
      await callProvider(() => this.gateway.cancelSubscription(subscription.providerSubscriptionId, false), Messages.billing.cancelFailed);
    }
  }

  private async erase({ id }: PersonalDataSubject, manager: EntityManager): Promise<void> {
    await manager.createQueryBuilder().update(Purchase).set({ userEmail: '' }).where('user_id = :id', { id }).execute();
    await manager.createQueryBuilder().update(Invoice).set({ customerEmail: '' }).where('user_id = :id', { id }).execute();
  }
}
