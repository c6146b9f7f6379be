import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The kernel (outbox, idempotency, seeds, settings, audit, mail) and the seeded tables: users, geography, categories, plans. */
export class Foundation1763800000000 implements MigrationInterface {
  name = 'Foundation1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE outbox (
      id uuid PRIMARY KEY,
      seq bigserial NOT NULL,
      event_name text NOT NULL,
      payload jsonb NOT NULL,
      occurred_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      attempts int NOT NULL DEFAULT 0,
      last_error text)`);
    await q.query('CREATE INDEX outbox_unsent_idx ON outbox (seq) WHERE sent_at IS NULL');
    await q.query(`CREATE TABLE processed_events (
      event_id uuid NOT NULL,
      handler text NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (event_id, handler))`);
    await q.query('CREATE TABLE seed_history (name text PRIMARY KEY, ran_at timestamptz NOT NULL DEFAULT now())');
    await q.query('CREATE TABLE app_settings (key text PRIMARY KEY, value text NOT NULL)');
    await q.query(`CREATE TABLE audit_log (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      event_id uuid NOT NULL,
      action text NOT NULL,
      context text,
      actor_id uuid,
      actor_email text,
      entity_type text,
      entity_id text,
      meta jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE UNIQUE INDEX audit_log_event_uq ON audit_log (event_id)');
    await q.query('CREATE INDEX audit_log_context_created_idx ON audit_log (context, created_at)');
    await q.query(`CREATE TABLE mail_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      idempotency_key text,
      event_id uuid,
      template_key text,
      from_address text NOT NULL,
      to_addresses text[] NOT NULL,
      cc_addresses text[] NOT NULL DEFAULT '{}',
      subject text NOT NULL,
      html text NOT NULL,
      text text NOT NULL,
      attachments jsonb NOT NULL DEFAULT '[]',
      status text NOT NULL,
      transport text NOT NULL,
      error text,
      attempts int NOT NULL DEFAULT 0,
      message_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz)`);
    await q.query('CREATE UNIQUE INDEX mail_messages_idempotency_uq ON mail_messages (idempotency_key)');
    await q.query('CREATE INDEX mail_messages_created_idx ON mail_messages (created_at)');
    await q.query(`CREATE TABLE mail_attachments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      message_id uuid NOT NULL REFERENCES mail_messages(id) ON DELETE CASCADE,
      filename text NOT NULL,
      content_type text NOT NULL,
      size int NOT NULL,
      content bytea NOT NULL)`);
    await q.query('CREATE INDEX mail_attachments_message_idx ON mail_attachments (message_id)');
    await q.query(`CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL DEFAULT '',
      password_hash text,
      auth_provider text NOT NULL DEFAULT 'local',
      google_sub text,
      has_password boolean NOT NULL DEFAULT false,
      email_verified boolean NOT NULL DEFAULT false,
      blocked boolean NOT NULL DEFAULT false,
      role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin', 'superadmin')),
      admin_modules text[] NOT NULL DEFAULT '{}',
      plan text NOT NULL DEFAULT 'Free Citizen',
      is_premium boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE UNIQUE INDEX users_email_lower_uq ON users (lower(email))');
    await q.query("CREATE INDEX users_role_idx ON users (role) WHERE role <> 'user'");
    await q.query('CREATE INDEX users_created_idx ON users (created_at)');
    await q.query(`CREATE TABLE email_templates (
      key text PRIMARY KEY,
      name text NOT NULL,
      subject text NOT NULL,
      html text NOT NULL,
      text text NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      updated_by_email text,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE categories (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      key text NOT NULL,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      icon text NOT NULL DEFAULT '',
      subcategories text[] NOT NULL DEFAULT '{}',
      enabled boolean NOT NULL DEFAULT true,
      "order" int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE UNIQUE INDEX categories_key_uq ON categories (key)');
    await q.query('CREATE INDEX categories_order_idx ON categories ("order")');
    await q.query(`CREATE TABLE plans (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      amount int NOT NULL DEFAULT 0 CHECK (amount >= 0),
      currency text NOT NULL DEFAULT 'INR',
      gst_rate numeric(5,4) NOT NULL DEFAULT 0.18,
      color text NOT NULL DEFAULT 'blue',
      popular boolean NOT NULL DEFAULT false,
      enabled boolean NOT NULL DEFAULT true,
      "order" int NOT NULL DEFAULT 0,
      allow_one_time boolean NOT NULL DEFAULT true,
      allow_recurring boolean NOT NULL DEFAULT true,
      features text[] NOT NULL DEFAULT '{}',
      limitations text[] NOT NULL DEFAULT '{}',
      complaint_limit int CHECK (complaint_limit IS NULL OR complaint_limit >= 0),
      photo_limit int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE UNIQUE INDEX plans_name_uq ON plans (name)');
    await q.query('CREATE INDEX plans_order_idx ON plans ("order")');
    await q.query('CREATE TABLE districts (code int PRIMARY KEY, name text NOT NULL, state_code int NOT NULL)');
    await q.query('CREATE INDEX districts_state_idx ON districts (state_code)');
    await q.query('CREATE TABLE subdistricts (code int PRIMARY KEY, name text NOT NULL, district_code int NOT NULL REFERENCES districts(code))');
    await q.query('CREATE INDEX subdistricts_district_idx ON subdistricts (district_code)');
    await q.query(`CREATE TABLE villages (
      code int PRIMARY KEY, name text NOT NULL,
      subdistrict_code int NOT NULL REFERENCES subdistricts(code),
      district_code int NOT NULL REFERENCES districts(code),
      lat numeric(8,5), lng numeric(8,5), type text NOT NULL)`);
    await q.query('CREATE INDEX villages_subdistrict_idx ON villages (subdistrict_code)');
    await q.query('CREATE INDEX villages_district_subdistrict_idx ON villages (district_code, subdistrict_code)');
    await q.query(`CREATE TABLE ulbs (
      code int PRIMARY KEY, name text NOT NULL,
      district_code int NOT NULL REFERENCES districts(code),
      subdistrict_code int REFERENCES subdistricts(code),
      lat numeric(8,5), lng numeric(8,5), type text NOT NULL)`);
    await q.query('CREATE INDEX ulbs_district_idx ON ulbs (district_code)');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'ulbs',
      'villages',
      'subdistricts',
      'districts',
      'plans',
      'categories',
      'email_templates',
      'users',
      'mail_attachments',
      'mail_messages',
      'audit_log',
      'app_settings',
      'seed_history',
      'processed_events',
      'outbox',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
