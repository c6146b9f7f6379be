import { randomUUID } from 'node:crypto';
import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PurchaseKind, PurchaseStatus } from '@civic/contracts';
import type { Actor, DomainEvent } from '../../kernel/events/domain-event.js';
import type { Charge } from './gst.js';
import { BillingEvent, purchaseEvent } from './events/billing.events.js';

const numeric = { to: (v: number) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

/** Who bought: the account's id and, kept with the purchase for the invoice and the admin search, its email and name. */
export interface Buyer {
  id: string;
  email: string;
  name: string;
}

/** The plan bought: id (null once deleted) and name. */
export interface PlanRef {
  id: string | null;
  name: string;
}

/**
 * A purchase (citizen spec section 3; admin spec section 3): one order, one subscription charge, or one admin grant.
 * Amounts in paise, always computed by the server from the plan (base + GST). Status created → paid or failed; a
 * paid purchase may be refunded once.
 */
@Entity('purchases')
@Index('purchases_order_id_uq', ['orderId'], { unique: true, where: `"kind" = 'order'` })
@Index('purchases_payment_id_uq', ['paymentId'], { unique: true })
@Index('purchases_user_idx', ['userId', 'createdAt'])
@Index('purchases_created_idx', ['createdAt'])
@Index('purchases_subscription_idx', ['subscriptionId'])
@Check('purchases_kind_chk', `"kind" IN ('order', 'subscription', 'manual')`)
@Check('purchases_status_chk', `"status" IN ('created', 'paid', 'failed')`)
@Check('purchases_amount_chk', `"amount" >= 0 AND "base_amount" >= 0 AND "gst_amount" >= 0`)
export class Purchase {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** The buyer; null once the account is deleted (the purchase and its invoice are kept). */
  @ForeignKey('User', { name: 'purchases_user_id_fkey', onDelete: 'SET NULL' })
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;
  @Column({ name: 'user_email', type: 'text' }) userEmail: string;
  @Column({ name: 'user_name', type: 'text' }) userName: string;
  @ForeignKey('Plan', { name: 'purchases_plan_id_fkey', onDelete: 'SET NULL' })
  @Column({ name: 'plan_id', type: 'uuid', nullable: true })
  planId: string | null;
  @Column({ name: 'plan_name', type: 'text' }) planName: string;
  @Column({ type: 'text' }) kind: PurchaseKind;
  @Column({ type: 'text' }) provider: string;
  @Column({ name: 'order_id', type: 'text', nullable: true }) orderId: string | null;
  @Column({ name: 'payment_id', type: 'text', nullable: true }) paymentId: string | null;
  @ForeignKey('Subscription', { name: 'purchases_subscription_id_fkey', onDelete: 'SET NULL' })
  @Column({ name: 'subscription_id', type: 'uuid', nullable: true })
  subscriptionId: string | null;
  @Column({ name: 'base_amount', type: 'int' }) baseAmount: number;
  @Column({ name: 'gst_rate', type: 'numeric', precision: 5, scale: 4, transformer: numeric }) gstRate: number;
  @Column({ name: 'gst_amount', type: 'int' }) gstAmount: number;
  /** Total charged in paise (base + GST); 0 for a manual grant. */
  @Column({ type: 'int' }) amount: number;
  @Column({ type: 'text', default: 'INR' }) currency: string;
  @Column({ type: 'text', default: 'created' }) status: PurchaseStatus;
  @Column({ type: 'boolean', default: false }) refunded: boolean;
  @Column({ name: 'refund_id', type: 'text', nullable: true }) refundId: string | null;
  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true }) refundedAt: Date | null;
  @Column({ name: 'failure_reason', type: 'text', nullable: true }) failureReason: string | null;
  @Column({ type: 'boolean', default: false }) sandbox: boolean;
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true }) paidAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;

  private static base(buyer: Buyer, plan: PlanRef, charge: Charge, fields: Partial<Purchase>): Purchase {
    return Object.assign(new Purchase(), {
      id: randomUUID(),
      userId: buyer.id,
      userEmail: buyer.email,
      userName: buyer.name,
      planId: plan.id,
      planName: plan.name,
      baseAmount: charge.baseAmount,
      gstRate: charge.gstRate,
      gstAmount: charge.gstAmount,
      amount: charge.amount,
      currency: 'INR',
      status: 'created' as const,
      refunded: false,
      refundId: null,
      refundedAt: null,
      failureReason: null,
      paymentId: null,
      subscriptionId: null,
      paidAt: null,
      createdAt: new Date(),
      ...fields,
    });
  }

  /** A one-time order awaiting payment (OrderCreated). */
  static order(
    buyer: Buyer,
    plan: PlanRef,
    charge: Charge,
    orderId: string,
    provider: string,
    sandbox: boolean,
  ): { purchase: Purchase; events: DomainEvent[] } {
    const purchase = Purchase.base(buyer, plan, charge, { kind: 'order', provider, orderId, sandbox });
    const events = [
      purchaseEvent(BillingEvent.OrderCreated, { id: buyer.id, email: buyer.email }, purchase.id, {
        userId: buyer.id,
        planName: plan.name,
        providerId: orderId,
        amount: charge.amount,
        currency: purchase.currency,
        sandbox,
      }),
    ];
    return { purchase, events };
  }

  /** A paid charge of a subscription (its events come with the capture). */
  static subscriptionCharge(
    buyer: Buyer,
    plan: PlanRef,
    charge: Charge,
    subscriptionId: string,
    paymentId: string,
    provider: string,
    sandbox: boolean,
    at: Date,
  ): Purchase {
    return Purchase.base(buyer, plan, charge, {
      kind: 'subscription',
      provider,
      orderId: null,
      subscriptionId,
      paymentId,
      sandbox,
      status: 'paid',
      paidAt: at,
    });
  }

  /** An admin's grant without payment: a paid Manual purchase of amount 0 (admin spec section 2, Billing). */
  static manual(buyer: Buyer, plan: PlanRef): Purchase {
    return Purchase.base(
      buyer,
      plan,
      { baseAmount: 0, gstRate: 0, gstAmount: 0, amount: 0 },
      { kind: 'manual', provider: 'manual', orderId: null, sandbox: false, status: 'paid', paidAt: new Date() },
    );
  }

  /** Whether the payment id may settle this purchase: none yet, or the same one (a repeated verify or webhook). */
  acceptsPayment(paymentId: string): boolean {
    return this.paymentId === null || this.paymentId === paymentId;
  }

  /**
   * Marks the order paid by `paymentId`. Returns false when it already was (verify twice, webhook after verify):
   * the caller then raises nothing. A failed order that is paid after all (a retry in Checkout) becomes paid.
   */
  capture(paymentId: string, at: Date): boolean {
    if (this.status === 'paid') return false;
    this.status = 'paid';
    this.paymentId = paymentId;
    this.paidAt = at;
    this.failureReason = null;
    return true;
  }

  /** Marks an unpaid order failed (PaymentFailed); a paid one stays paid. */
  fail(reason: string, paymentId: string | null, actor: Actor | null): DomainEvent[] {
    if (this.status !== 'created') return [];
    this.status = 'failed';
    this.failureReason = reason;
    if (paymentId && this.paymentId === null) this.paymentId = paymentId;
    return [purchaseEvent(BillingEvent.PaymentFailed, actor, this.id, { purchaseId: this.id, orderId: this.orderId, reason })];
  }

  /** Whether an admin's downgrade may refund it (admin spec section 2, Billing). */
  get refundable(): boolean {
    return this.status === 'paid' && !this.refunded && this.amount > 0 && this.paymentId !== null;
  }

  /** Records a refund (PaymentRefunded); nothing when already refunded. */
  markRefunded(refundId: string | null, actor: Actor | null): DomainEvent[] {
    if (this.refunded || this.paymentId === null) return [];
    this.refunded = true;
    this.refundId = refundId;
    this.refundedAt = new Date();
    return [purchaseEvent(BillingEvent.PaymentRefunded, actor, this.id, { purchaseId: this.id, paymentId: this.paymentId, refundId, amount: this.amount })];
  }
}
