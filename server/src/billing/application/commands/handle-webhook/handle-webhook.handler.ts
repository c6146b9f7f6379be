import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { ErrorCode, Messages } from '@civic/contracts';
import { findLocked } from '../../../../kernel/database/lock-or-404.js';
import { DomainError } from '../../../../kernel/errors/domain-error.js';
import type { DomainEvent } from '../../../../kernel/events/domain-event.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Purchase } from '../../../domain/purchase.entity.js';
import { Subscription, monthAfter } from '../../../domain/subscription.entity.js';
import { BillingWriter } from '../../billing.writer.js';
import { PaymentSignatures } from '../../payment-signatures.service.js';
import { HandleWebhookCommand, type WebhookOutcome } from './handle-webhook.command.js';

/** The parts of Razorpay's webhook payload read here. */
interface WebhookBody {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string | null; amount?: number; error_description?: string | null; subscription_id?: string | null } };
    subscription?: { entity?: { id?: string; status?: string; current_start?: number | null; current_end?: number | null } };
    refund?: { entity?: { id?: string; payment_id?: string } };
  };
}

/** Webhooks act as nobody in particular: the provider. */
const PROVIDER = { id: null, email: null };

const seconds = (s: number | null | undefined): Date | null => (typeof s === 'number' && s > 0 ? new Date(s * 1000) : null);

/**
 * Razorpay webhooks: the X-Razorpay-Signature over the raw body is checked in constant time (400 'Webhook
 * signature is invalid.'), then, in one transaction, the event id (X-Razorpay-Event-Id, else a hash of the body) is
 * recorded in processed_webhooks — a redelivery finds it and changes nothing — and the event is applied with the same
 * idempotent writes as verify: payment.captured, payment.failed, subscription.activated, subscription.charged,
 * subscription.cancelled (also halted, completed), refund.processed. So verify and webhook may arrive in any order,
 * any number of times, with one effect. An event about an order or subscription this server does not know is
 * recorded and ignored.
 */
@CommandHandler(HandleWebhookCommand)
export class HandleWebhookHandler implements ICommandHandler<HandleWebhookCommand> {
  private readonly logger = new Logger('PaymentsWebhook');

  constructor(
    private readonly signatures: PaymentSignatures,
    private readonly writes: BillingWriter,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ rawBody, signature, eventId }: HandleWebhookCommand): Promise<WebhookOutcome> {
    if (!(await this.signatures.verifyWebhook(rawBody, signature))) throw new DomainError(ErrorCode.BadRequest, Messages.billing.webhookSignatureInvalid);
    let body: WebhookBody;
    try {
      body = JSON.parse(rawBody.toString('utf8')) as WebhookBody;
    } catch {
      throw new DomainError(ErrorCode.BadRequest, Messages.billing.webhookSignatureInvalid);
    }
    const event = typeof body.event === 'string' ? body.event : 'unknown';
    const id = eventId?.trim() || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
    return this.outbox.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        'INSERT INTO processed_webhooks (event_id, event) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING RETURNING event_id',
        [id, event],
      );
      if (inserted.length === 0) return { result: 'duplicate' as const, events: [] };
      const events = await this.apply(manager, event, body);
      if (events === null) this.logger.log(`Webhook ${id} (${event}) recorded and ignored`);
      return { result: events === null ? ('ignored' as const) : ('processed' as const), events: events ?? [] };
    });
  }

  /** Applies one event; null when billing has nothing to do with it. */
  private async apply(manager: EntityManager, event: string, body: WebhookBody): Promise<DomainEvent[] | null> {
    const payment = body.payload?.payment?.entity;
    const sub = body.payload?.subscription?.entity;
    switch (event) {
      case 'payment.captured': {
        if (!payment?.id || !payment.order_id) return null;
        const purchase = await findLocked(manager, Purchase, { orderId: payment.order_id, kind: 'order' });
        if (!purchase) return null;
        if (typeof payment.amount === 'number' && payment.amount !== purchase.amount) {
          this.logger.warn(`payment.captured ${payment.id}: amount ${payment.amount} differs from order ${purchase.orderId} (${purchase.amount}); not applied`);
          return null;
        }
        return this.writes.captureOrder(manager, purchase, payment.id, 'webhook', PROVIDER);
      }
      case 'payment.failed': {
        if (!payment?.order_id) return null;
        const purchase = await findLocked(manager, Purchase, { orderId: payment.order_id, kind: 'order' });
        if (!purchase) return null;
        const events = purchase.fail(payment.error_description ?? 'payment_failed', payment.id ?? null, PROVIDER);
        if (events.length) await manager.save(Purchase, purchase);
        return events;
      }
      case 'subscription.activated':
      case 'subscription.charged': {
        if (!sub?.id) return null;
        const subscription = await findLocked(manager, Subscription, { providerSubscriptionId: sub.id });
        if (!subscription) return null;
        const start = seconds(sub.current_start) ?? new Date();
        const end = seconds(sub.current_end) ?? monthAfter(start);
        if (payment?.id)
          return (await this.writes.captureSubscriptionCharge(manager, subscription, { paymentId: payment.id, start, end }, 'webhook', PROVIDER)).events;
        const wasFinal = subscription.isFinal;
        const events = subscription.activate(start, end, PROVIDER);
        await manager.save(Subscription, subscription);
        if (!wasFinal) events.push(...(await this.writes.startPlan(manager, subscription.userId, subscription.planName)));
        return events;
      }
      case 'subscription.cancelled':
      case 'subscription.halted':
      case 'subscription.completed': {
        if (!sub?.id) return null;
        const subscription = await findLocked(manager, Subscription, { providerSubscriptionId: sub.id });
        if (!subscription) return null;
        const granted = subscription.grantsPlan;
        const status = event === 'subscription.cancelled' ? 'cancelled' : event === 'subscription.halted' ? 'halted' : 'completed';
        const events = subscription.end(status, PROVIDER);
        if (!events.length) return events;
        await manager.save(Subscription, subscription);
        if (granted) events.push(...(await this.writes.endSubscriptionPlan(manager, subscription, 'subscription-ended', PROVIDER)));
        return events;
      }
      case 'refund.processed': {
        const refund = body.payload?.refund?.entity;
        if (!refund?.payment_id) return null;
        const purchase = await findLocked(manager, Purchase, { paymentId: refund.payment_id });
        if (!purchase) return null;
        const events = purchase.markRefunded(refund.id ?? null, PROVIDER);
        if (events.length) await manager.save(Purchase, purchase);
        return events;
      }
      default:
        return null;
    }
  }
}
