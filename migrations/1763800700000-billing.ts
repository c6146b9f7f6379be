import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing (citizen spec sections 3, 4, 7 and 9; admin spec sections 2, 3 and 7): subscriptions, purchases
 * (one per order, subscription charge or manual grant), GST tax invoices with a gap-free number per Indian financial
 * year (invoice_counters, row-locked in the capturing transaction), and processed provider webhooks (unique event id,
 * so a webhook delivered twice has one effect). The sandbox provider's signing secret lives in app_settings.
 * Purchases and invoices outlive a deleted account (user_id set to null; the buyer's name and email are kept with
 * them): GST records must be kept. Indexes cover every list: my purchases and subscriptions (user, newest first), the admin purchases list (newest
 * first, searched by order and payment id), and the expiry job (status, current_end).
 */
export class Billing1763800700000 implements MigrationInterface {
  name = 'Billing1763800700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE subscriptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      plan_id uuid REFERENCES plans(id) ON DELETE SET NULL,
      plan_name text NOT NULL,
      provider text NOT NULL,
      provider_subscription_id text NOT NULL,
      status text NOT NULL DEFAULT 'created',
      base_amount int NOT NULL,
      gst_amount int NOT NULL,
      amount int NOT NULL,
      currency text NOT NULL DEFAULT 'INR',
      current_start timestamptz,
      current_end timestamptz,
      charge_at timestamptz,
      cancel_at_cycle_end boolean NOT NULL DEFAULT false,
      cancelled_at timestamptz,
      ended_at timestamptz,
      sandbox boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT subscriptions_status_chk CHECK (status IN ('created', 'authenticated', 'active', 'pending', 'halted', 'cancelled', 'completed', 'expired')),
      CONSTRAINT subscriptions_amount_chk CHECK (amount >= 0 AND base_amount >= 0 AND gst_amount >= 0))`);
    await q.query('CREATE UNIQUE INDEX subscriptions_provider_id_uq ON subscriptions (provider_subscription_id)');
    await q.query('CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, created_at)');
    await q.query('CREATE INDEX subscriptions_status_end_idx ON subscriptions (status, current_end)');

    await q.query(`CREATE TABLE purchases (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      user_email text NOT NULL,
      user_name text NOT NULL,
      plan_id uuid REFERENCES plans(id) ON DELETE SET NULL,
      plan_name text NOT NULL,
      kind text NOT NULL,
      provider text NOT NULL,
      order_id text,
      payment_id text,
      subscription_id uuid REFERENCES subscriptions(id) ON DELETE SET NULL,
      base_amount int NOT NULL,
      gst_rate numeric(5,4) NOT NULL,
      gst_amount int NOT NULL,
      amount int NOT NULL,
      currency text NOT NULL DEFAULT 'INR',
      status text NOT NULL DEFAULT 'created',
      refunded boolean NOT NULL DEFAULT false,
      refund_id text,
      refunded_at timestamptz,
      failure_reason text,
      sandbox boolean NOT NULL DEFAULT false,
      paid_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT purchases_kind_chk CHECK (kind IN ('order', 'subscription', 'manual')),
      CONSTRAINT purchases_status_chk CHECK (status IN ('created', 'paid', 'failed')),
      CONSTRAINT purchases_amount_chk CHECK (amount >= 0 AND base_amount >= 0 AND gst_amount >= 0))`);
    await q.query("CREATE UNIQUE INDEX purchases_order_id_uq ON purchases (order_id) WHERE kind = 'order'");
    await q.query('CREATE UNIQUE INDEX purchases_payment_id_uq ON purchases (payment_id)');
    await q.query('CREATE INDEX purchases_user_idx ON purchases (user_id, created_at)');
    await q.query('CREATE INDEX purchases_created_idx ON purchases (created_at)');
    await q.query('CREATE INDEX purchases_subscription_idx ON purchases (subscription_id)');

    await q.query(`CREATE TABLE invoice_counters (
      series text PRIMARY KEY,
      last_number int NOT NULL DEFAULT 0)`);

    await q.query(`CREATE TABLE invoices (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      purchase_id uuid NOT NULL REFERENCES purchases(id) ON DELETE CASCADE,
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      number text NOT NULL,
      series text NOT NULL,
      sequence int NOT NULL,
      issued_at timestamptz NOT NULL,
      customer_name text NOT NULL,
      customer_email text NOT NULL,
      plan_name text NOT NULL,
      description text NOT NULL,
      sac text NOT NULL,
      place_of_supply text NOT NULL,
      intra_state boolean NOT NULL,
      base_amount int NOT NULL,
      cgst int NOT NULL,
      sgst int NOT NULL,
      igst int NOT NULL,
      total int NOT NULL,
      currency text NOT NULL DEFAULT 'INR',
      order_id text,
      payment_id text,
      sandbox boolean NOT NULL DEFAULT false,
      pdf bytea,
      rendered_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE UNIQUE INDEX invoices_purchase_uq ON invoices (purchase_id)');
    await q.query('CREATE UNIQUE INDEX invoices_number_uq ON invoices (number)');
    await q.query('CREATE UNIQUE INDEX invoices_series_sequence_uq ON invoices (series, sequence)');
    await q.query('CREATE INDEX invoices_user_idx ON invoices (user_id)');

    await q.query(`CREATE TABLE processed_webhooks (
      event_id text PRIMARY KEY,
      event text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now())`);
    // The daily billing job deletes rows older than PROCESSED_WEBHOOK_RETENTION_DAYS by this index.
    await q.query('CREATE INDEX processed_webhooks_received_idx ON processed_webhooks (received_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS processed_webhooks');
    await q.query('DROP TABLE IF EXISTS invoices');
    await q.query('DROP TABLE IF EXISTS invoice_counters');
    await q.query('DROP TABLE IF EXISTS purchases');
    await q.query('DROP TABLE IF EXISTS subscriptions');
    await q.query("DELETE FROM app_settings WHERE key LIKE 'payments_%'");
  }
}
