import { createHmac } from 'node:crypto';
import { PDFParse } from 'pdf-parse';
import type { Response } from 'superagent';
import { DataSource } from 'typeorm';
import { PaymentSignatures } from '../src/billing/application/payment-signatures.service.js';
import { eventually, type TestApp } from './helpers/test-app.js';
import type { TestUser } from './complaints-fixtures.js';

/** The text of a PDF, whitespace collapsed. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** Supertest parser keeping a binary body as a Buffer. */
export function binary(res: Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(Buffer.from(c)));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/**
 * The secret the sandbox signs with (generated once in app_settings when RAZORPAY_KEY_SECRET is unset, stored
 * encrypted: read through the app's own PaymentSignatures, which opens it).
 */
export async function storedSecret(t: TestApp, key: 'payments_key_secret' | 'payments_webhook_secret'): Promise<string> {
  await t.http().get('/api/payments/config').expect(200);
  const signatures = t.app.get(PaymentSignatures);
  return key === 'payments_key_secret' ? signatures.keySecret() : signatures.webhookSecret();
}

export function hmac(payload: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Creates an order for a plan and pays it in the sandbox; returns the order and Checkout's success payload. */
export async function payOrder(
  t: TestApp,
  user: TestUser,
  plan = 'Premium Citizen',
): Promise<{ order: Record<string, unknown>; checkout: Record<string, string> }> {
  const order = (await t.http().post('/api/payments/create-order').set(user.auth).send({ plan, currency: 'INR' }).expect(200)).body;
  const checkout = (await t.http().post('/api/payments/sandbox/checkout').set(user.auth).send({ orderId: order.orderId, outcome: 'success' }).expect(200)).body;
  return { order, checkout };
}

/** Buys a plan one-time in the sandbox (create-order, checkout, verify) and returns the verify answer. */
export async function buyOneTime(
  t: TestApp,
  user: TestUser,
  plan = 'Premium Citizen',
): Promise<Record<string, unknown> & { purchase: Record<string, unknown> }> {
  const { checkout } = await payOrder(t, user, plan);
  return (await t.http().post('/api/payments/verify').set(user.auth).send(checkout).expect(200)).body;
}

/** Sends a webhook signed with `secret`. */
export function sendWebhook(t: TestApp, body: object, secret: string, eventId: string) {
  const raw = JSON.stringify(body);
  return t
    .http()
    .post('/api/payments/webhook')
    .set('Content-Type', 'application/json')
    .set('X-Razorpay-Signature', hmac(raw, secret))
    .set('X-Razorpay-Event-Id', eventId)
    .send(raw);
}

/** Waits until the purchase's invoice PDF is rendered. */
export async function waitForInvoice(t: TestApp, purchaseId: string): Promise<{ number: string }> {
  return eventually(async () => {
    const rows: { number: string; rendered_at: Date | null }[] = await t.app
      .get(DataSource)
      .query('SELECT number, rendered_at FROM invoices WHERE purchase_id = $1', [purchaseId]);
    return rows[0]?.rendered_at ? rows[0] : null;
  }, 30000);
}
