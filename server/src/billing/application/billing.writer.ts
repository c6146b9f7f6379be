import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FREE_PLAN_NAME, Messages } from '@civic/contracts';
import { UserPlansWriter } from '../../identity/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import { ConflictError, NotFoundError } from '../../kernel/errors/domain-error.js';
import type { Actor, DomainEvent } from '../../kernel/events/domain-event.js';
import { BillingEvent, purchaseEvent } from '../domain/events/billing.events.js';
import { invoiceSeries } from '../domain/gst.js';
import { Invoice, type Supplier } from '../domain/invoice.entity.js';
import { Purchase } from '../domain/purchase.entity.js';
import { Subscription } from '../domain/subscription.entity.js';

/** Where a capture came from: the browser's verify call or a provider webhook. */
export type CaptureSource = 'verify' | 'webhook';

/**
 * The write steps shared by verify, webhooks, grants and downgrades, each inside the caller's transaction: capture a
 * purchase (invoice numbered, plan set, PaymentCaptured), record a subscription charge, end a plan. Every step is
 * idempotent (a repeated verify or webhook changes nothing and raises nothing).
 */
@Injectable()
export class BillingWriter {
  constructor(
    private readonly config: AppConfig,
    private readonly userPlans: UserPlansWriter,
  ) {}

  get supplier(): Supplier {
    const c = this.config;
    return {
      name: c.INVOICE_SUPPLIER_NAME,
      address: c.INVOICE_SUPPLIER_ADDRESS,
      gstin: c.INVOICE_SUPPLIER_GSTIN,
      state: c.INVOICE_SUPPLIER_STATE,
      stateCode: c.INVOICE_SUPPLIER_STATE_CODE,
    };
  }

  /**
   * Numbers the invoice of a paid purchase with amount above zero: the series' counter row is incremented (and so
   * locked) in the caller's transaction, so numbers are consecutive and a rolled-back capture leaves no gap.
   */
  async issueInvoice(manager: EntityManager, purchase: Purchase, at: Date): Promise<Invoice | null> {
    if (purchase.amount <= 0) return null;
    const existing = await manager.findOne(Invoice, { where: { purchaseId: purchase.id } });
    if (existing) return existing;
    const series = invoiceSeries(at, purchase.sandbox);
    const rows: { last_number: number }[] = await manager.query(
      'INSERT INTO invoice_counters (series, last_number) VALUES ($1, 1) ON CONFLICT (series) DO UPDATE SET last_number = invoice_counters.last_number + 1 RETURNING last_number',
      [series],
    );
    const invoice = Invoice.issue(purchase, series, rows[0].last_number, this.supplier, this.config.INVOICE_PLACE_OF_SUPPLY, at);
    await manager.insert(Invoice, invoice);
    return invoice;
  }

  /** PaymentCaptured for a purchase just paid, with its invoice. */
  private captured(purchase: Purchase, invoice: Invoice | null, source: CaptureSource, actor: Actor | null): DomainEvent {
    return purchaseEvent(BillingEvent.PaymentCaptured, actor, purchase.id, {
      purchaseId: purchase.id,
      userId: purchase.userId,
      planName: purchase.planName,
      orderId: purchase.orderId,
      paymentId: purchase.paymentId ?? '',
      amount: purchase.amount,
      currency: purchase.currency,
      invoiceId: invoice?.id ?? null,
      invoiceNumber: invoice?.number ?? null,
      sandbox: purchase.sandbox,
      source,
    });
  }

  /**
   * Captures a locked one-time order paid by `paymentId`: marks it paid, numbers its invoice, puts the buyer on the
   * plan and raises PaymentCaptured. A second capture (verify twice, webhook after verify) changes nothing.
   */
  async captureOrder(
    manager: EntityManager,
    purchase: Purchase,
    paymentId: string,
    source: CaptureSource,
    actor: Actor | null,
    at = new Date(),
  ): Promise<DomainEvent[]> {
    if (!purchase.capture(paymentId, at)) return [];
    await manager.save(Purchase, purchase);
    const invoice = await this.issueInvoice(manager, purchase, at);
    const planEvents = purchase.userId ? await this.userPlans.setPlan(manager, purchase.userId, purchase.planName, true, 'payment', actor) : [];
    return [this.captured(purchase, invoice, source, actor), ...planEvents];
  }

  /**
   * Records a paid charge of a locked subscription for the period `start`–`end`: a purchase per payment id (a
   * repeated verify or webhook finds it and adds nothing), the subscription activated, the buyer on the plan.
   */
  async captureSubscriptionCharge(
    manager: EntityManager,
    subscription: Subscription,
    charge: { paymentId: string; start: Date; end: Date },
    source: CaptureSource,
    actor: Actor | null,
  ): Promise<{ events: DomainEvent[]; purchase: Purchase }> {
    const events: DomainEvent[] = [];
    let purchase = await manager.findOne(Purchase, { where: { paymentId: charge.paymentId } });
    if (purchase && purchase.subscriptionId !== subscription.id) throw new ConflictError(Messages.billing.paymentMismatch);
    if (!purchase) {
      const holder = await this.userPlans.lock(manager, subscription.userId);
      if (!holder) throw new NotFoundError(Messages.billing.userNotFound);
      purchase = Purchase.subscriptionCharge(
        { id: holder.id, email: holder.email, name: holder.name },
        { id: subscription.planId, name: subscription.planName },
        {
          baseAmount: subscription.baseAmount,
          gstRate: subscription.baseAmount ? subscription.gstAmount / subscription.baseAmount : 0,
          gstAmount: subscription.gstAmount,
          amount: subscription.amount,
        },
        subscription.id,
        charge.paymentId,
        subscription.provider,
        subscription.sandbox,
        new Date(),
      );
      purchase.gstRate = Math.round(purchase.gstRate * 10000) / 10000;
      await manager.insert(Purchase, purchase);
      const invoice = await this.issueInvoice(manager, purchase, purchase.paidAt ?? new Date());
      events.push(this.captured(purchase, invoice, source, actor));
    }
    const wasFinal = subscription.isFinal;
    events.push(...subscription.activate(charge.start, charge.end, actor));
    await manager.save(Subscription, subscription);
    if (!wasFinal) events.push(...(await this.userPlans.setPlan(manager, subscription.userId, subscription.planName, true, 'subscription', actor)));
    return { events, purchase };
  }

  /** Puts the user on a paid plan (a subscription activated by webhook). */
  startPlan(manager: EntityManager, userId: string, planName: string): Promise<DomainEvent[]> {
    return this.userPlans.setPlan(manager, userId, planName, true, 'subscription', null);
  }

  /**
   * Ends the plan a subscription gave: back to Free, unless the account has meanwhile been put on another plan (an
   * admin's grant), which the subscription's end must not take away.
   */
  async endSubscriptionPlan(manager: EntityManager, subscription: Subscription, reason: string, actor: Actor | null): Promise<DomainEvent[]> {
    const holder = await this.userPlans.lock(manager, subscription.userId);
    if (!holder || holder.plan !== subscription.planName) return [];
    return this.endPlan(manager, subscription.userId, reason, actor);
  }

  /** Puts the user back on the Free plan (a subscription's end, a downgrade). */
  endPlan(manager: EntityManager, userId: string, reason: string, actor: Actor | null): Promise<DomainEvent[]> {
    return this.userPlans.setPlan(manager, userId, FREE_PLAN_NAME, false, reason, actor);
  }
}
