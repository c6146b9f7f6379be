import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns';
import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { FINAL_SUBSCRIPTION_STATUSES, Messages, type SubscriptionStatus } from '@civic/contracts';
import { ConflictError } from '../../kernel/errors/domain-error.js';
import type { Actor, DomainEvent } from '../../kernel/events/domain-event.js';
import type { Charge } from './gst.js';
import type { Buyer, PlanRef } from './purchase.entity.js';
import { BillingEvent, subscriptionEvent } from './events/billing.events.js';

/** The calendar a subscription's months are counted in: India's, where its citizens buy it. */
const BILLING_TIME_ZONE = 'Asia/Kolkata';

/**
 * One billing period of a monthly subscription, from `start` (citizen spec section 4: subscriptions are monthly): the
 * same day and time of the next month in India, or that month's last day when it is shorter (date-fns addMonths),
 * so that 31 January ends on 28 February and not, overflowing, on 3 March; and a subscription bought at 01:30 on
 * 1 February in India ends on 1 March there, not on the UTC date's month.
 */
export function monthAfter(start: Date): Date {
  return new Date(addMonths(new TZDate(start.getTime(), BILLING_TIME_ZONE), 1).getTime());
}

/**
 * A monthly subscription (citizen spec sections 3 and 4): Razorpay's statuses; cancellable unless cancelled,
 * completed, expired or halted. Cancel at cycle end keeps the plan until currentEnd; immediate cancel ends it now.
 */
@Entity('subscriptions')
@Index('subscriptions_provider_id_uq', ['providerSubscriptionId'], { unique: true })
@Index('subscriptions_user_idx', ['userId', 'createdAt'])
@Index('subscriptions_status_end_idx', ['status', 'currentEnd'])
@Check('subscriptions_status_chk', `"status" IN ('created', 'authenticated', 'active', 'pending', 'halted', 'cancelled', 'completed', 'expired')`)
@Check('subscriptions_amount_chk', `"amount" >= 0 AND "base_amount" >= 0 AND "gst_amount" >= 0`)
export class Subscription {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('User', { name: 'subscriptions_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  @ForeignKey('Plan', { name: 'subscriptions_plan_id_fkey', onDelete: 'SET NULL' })
  @Column({ name: 'plan_id', type: 'uuid', nullable: true })
  planId: string | null;
  @Column({ name: 'plan_name', type: 'text' }) planName: string;
  @Column({ type: 'text' }) provider: string;
  /** The provider's id, sub_...: the `subscriptionId` of the API. */
  @Column({ name: 'provider_subscription_id', type: 'text' }) providerSubscriptionId: string;
  @Column({ type: 'text', default: 'created' }) status: SubscriptionStatus;
  @Column({ name: 'base_amount', type: 'int' }) baseAmount: number;
  @Column({ name: 'gst_amount', type: 'int' }) gstAmount: number;
  /** Charged each month, in paise (base + GST). */
  @Column({ type: 'int' }) amount: number;
  @Column({ type: 'text', default: 'INR' }) currency: string;
  @Column({ name: 'current_start', type: 'timestamptz', nullable: true }) currentStart: Date | null;
  @Column({ name: 'current_end', type: 'timestamptz', nullable: true }) currentEnd: Date | null;
  @Column({ name: 'charge_at', type: 'timestamptz', nullable: true }) chargeAt: Date | null;
  @Column({ name: 'cancel_at_cycle_end', type: 'boolean', default: false }) cancelAtCycleEnd: boolean;
  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true }) cancelledAt: Date | null;
  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true }) endedAt: Date | null;
  @Column({ type: 'boolean', default: false }) sandbox: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;

  /** A subscription created at the provider, awaiting its first payment (SubscriptionCreated). */
  static create(
    buyer: Buyer,
    plan: PlanRef,
    charge: Charge,
    providerId: string,
    provider: string,
    sandbox: boolean,
  ): { subscription: Subscription; events: DomainEvent[] } {
    const subscription = Object.assign(new Subscription(), {
      id: randomUUID(),
      userId: buyer.id,
      planId: plan.id,
      planName: plan.name,
      provider,
      providerSubscriptionId: providerId,
      status: 'created' as const,
      baseAmount: charge.baseAmount,
      gstAmount: charge.gstAmount,
      amount: charge.amount,
      currency: 'INR',
      currentStart: null,
      currentEnd: null,
      chargeAt: null,
      cancelAtCycleEnd: false,
      cancelledAt: null,
      endedAt: null,
      sandbox,
      createdAt: new Date(),
    });
    const events = [
      subscriptionEvent(BillingEvent.SubscriptionCreated, { id: buyer.id, email: buyer.email }, subscription.id, {
        userId: buyer.id,
        planName: plan.name,
        providerId,
        amount: charge.amount,
        currency: 'INR',
        sandbox,
      }),
    ];
    return { subscription, events };
  }

  get isFinal(): boolean {
    return FINAL_SUBSCRIPTION_STATUSES.includes(this.status);
  }

  /** Whether the plan it pays for is in effect now. */
  get grantsPlan(): boolean {
    return this.status === 'active' || this.status === 'authenticated' || this.status === 'pending';
  }

  private payload(): { userId: string; subscriptionId: string; planName: string; status: string; currentEnd: string | null; cancelAtCycleEnd: boolean } {
    return {
      userId: this.userId,
      subscriptionId: this.providerSubscriptionId,
      planName: this.planName,
      status: this.status,
      currentEnd: this.currentEnd?.toISOString() ?? null,
      cancelAtCycleEnd: this.cancelAtCycleEnd,
    };
  }

  /**
   * A charge was paid for the period `start`–`end` (verify-subscription, subscription.activated or .charged): the
   * subscription becomes active and its period moves forward (never backward: webhooks may arrive late). A final
   * subscription is not revived. Raises SubscriptionActivated when it was not active before.
   */
  activate(start: Date, end: Date, actor: Actor | null): DomainEvent[] {
    if (this.isFinal) return [];
    const wasActive = this.status === 'active';
    this.status = 'active';
    if (!this.currentEnd || end > this.currentEnd) {
      this.currentStart = start;
      this.currentEnd = end;
      this.chargeAt = this.cancelAtCycleEnd ? null : end;
    }
    return wasActive ? [] : [subscriptionEvent(BillingEvent.SubscriptionActivated, actor, this.id, this.payload())];
  }

  /**
   * Cancels (citizen spec section 4): refused when cancelled, completed, expired or halted. At cycle end it stays
   * active until currentEnd and renews no more; immediately it ends now (`ended` true: the caller ends the plan).
   */
  cancel(atCycleEnd: boolean, actor: Actor | null, now = new Date()): { events: DomainEvent[]; ended: boolean } {
    if (this.isFinal) throw new ConflictError(Messages.billing.notCancellable, { status: this.status });
    this.cancelledAt = now;
    this.chargeAt = null;
    if (atCycleEnd && this.currentEnd && this.currentEnd > now) {
      this.cancelAtCycleEnd = true;
      return { events: [subscriptionEvent(BillingEvent.SubscriptionCancelled, actor, this.id, this.payload())], ended: false };
    }
    this.cancelAtCycleEnd = atCycleEnd;
    this.status = 'cancelled';
    this.endedAt = now;
    if (this.currentEnd && this.currentEnd > now) this.currentEnd = now;
    return { events: [subscriptionEvent(BillingEvent.SubscriptionCancelled, actor, this.id, this.payload())], ended: true };
  }

  /**
   * Ends the subscription with a final status (the expiry job, Razorpay's subscription.cancelled / halted /
   * completed). Returns no event when it was already final.
   */
  end(status: 'cancelled' | 'completed' | 'expired' | 'halted', actor: Actor | null, now = new Date()): DomainEvent[] {
    if (this.isFinal) return [];
    this.status = status;
    this.endedAt = now;
    this.chargeAt = null;
    return [subscriptionEvent(BillingEvent.SubscriptionEnded, actor, this.id, this.payload())];
  }
}

/** Hours a renewing Razorpay subscription may run past currentEnd before it is taken as ended (its charge webhook may be late). */
export const RENEWAL_GRACE_HOURS = 72;

/** Whether a subscription's plan has ended at `now` (docs/adr/0046-billing.md: the expiry job). */
export function hasEnded(s: Pick<Subscription, 'grantsPlan' | 'currentEnd' | 'cancelAtCycleEnd' | 'sandbox'>, now: Date): boolean {
  if (!s.grantsPlan || !s.currentEnd) return false;
  const graceMs = s.cancelAtCycleEnd || s.sandbox ? 0 : RENEWAL_GRACE_HOURS * 3600 * 1000;
  return s.currentEnd.getTime() + graceMs <= now.getTime();
}
