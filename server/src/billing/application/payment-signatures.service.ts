import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../kernel/config/app-config.js';
import { readStoredSecret } from '../../kernel/config/app-secrets.js';

/** app_settings keys of the secrets generated when Razorpay's are not configured. */
export const KEY_SECRET_SETTING = 'payments_key_secret';
export const WEBHOOK_SECRET_SETTING = 'payments_webhook_secret';

/** HMAC-SHA256 hex of `payload` with `secret`: Razorpay's signature of Checkout results and webhooks. */
export function hmacHex(payload: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one (false for any malformed input). */
export function signatureMatches(expectedHex: string, received: unknown): boolean {
  if (typeof received !== 'string' || !/^[0-9a-f]+$/i.test(received)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(received.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Razorpay's signatures, for both adapters: payments `order_id|payment_id`, subscriptions
 * `payment_id|subscription_id`, HMAC-SHA256 hex with RAZORPAY_KEY_SECRET; webhooks over the raw body with
 * RAZORPAY_WEBHOOK_SECRET. When a secret is not configured, the one StorePaymentSecretsCommand generated at start and
 * kept in app_settings, encrypted with the app's encryption key, is read (shared by every API process). Verification
 * compares in constant time. Reads only.
 */
@Injectable()
export class PaymentSignatures {
  private readonly cache = new Map<string, string>();

  constructor(
    private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  private async stored(key: string): Promise<string> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const secret = await readStoredSecret(this.dataSource, this.config, key);
    if (secret === null) throw new Error(`The payment secret '${key}' is not stored: StorePaymentSecretsCommand stores it when the application starts`);
    this.cache.set(key, secret);
    return secret;
  }

  /** The key secret that signs Checkout results. */
  keySecret(): Promise<string> {
    return this.config.RAZORPAY_KEY_SECRET ? Promise.resolve(this.config.RAZORPAY_KEY_SECRET) : this.stored(KEY_SECRET_SETTING);
  }

  /** The secret that signs webhooks. */
  webhookSecret(): Promise<string> {
    return this.config.RAZORPAY_WEBHOOK_SECRET ? Promise.resolve(this.config.RAZORPAY_WEBHOOK_SECRET) : this.stored(WEBHOOK_SECRET_SETTING);
  }

  /** Signs a one-time payment: HMAC(`order_id|payment_id`). */
  async signPayment(orderId: string, paymentId: string): Promise<string> {
    return hmacHex(`${orderId}|${paymentId}`, await this.keySecret());
  }

  /** Signs a subscription payment: HMAC(`payment_id|subscription_id`). */
  async signSubscription(paymentId: string, subscriptionId: string): Promise<string> {
    return hmacHex(`${paymentId}|${subscriptionId}`, await this.keySecret());
  }

  async verifyPayment(orderId: string, paymentId: string, signature: unknown): Promise<boolean> {
    return signatureMatches(await this.signPayment(orderId, paymentId), signature);
  }

  async verifySubscription(paymentId: string, subscriptionId: string, signature: unknown): Promise<boolean> {
    return signatureMatches(await this.signSubscription(paymentId, subscriptionId), signature);
  }

  /** Signs a webhook body (the sandbox's own webhooks and tests). */
  async signWebhook(rawBody: string | Buffer): Promise<string> {
    return hmacHex(rawBody, await this.webhookSecret());
  }

  async verifyWebhook(rawBody: Buffer, signature: unknown): Promise<boolean> {
    return signatureMatches(hmacHex(rawBody, await this.webhookSecret()), signature);
  }
}
