import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Support tickets, their history, volunteer submissions (citizen spec sections 5, 7, 8; admin spec sections 2, 3, 7),
 * home page testimonials (content) and the indexes of the Users admin list.
 *
 * - `support_tickets`: a contact message with a short code ('SUP-7KQ2M', unique). `user_id` is the signed-in sender
 *   (null for a visitor, and set to null when the account is deleted). The admin inbox filters on status and category
 *   and sorts newest first; its `q` is a substring of code, subject, email and name (pg_trgm over one lowercased
 *   expression, the same expression the query uses). My Support reads by user id or by lowercased email.
 * - `support_ticket_updates`: the ticket's history (status changes, staff messages, internal notes); `public` rows
 *   are shown to the sender, internal notes never.
 * - `volunteer_submissions`: the join form; the admin list filters on status and interest, sorts newest first, and
 *   searches name, email, phone and message.
 * - `testimonials`: quotes shown on the home page only when enabled and consent is recorded, by order.
 * - users: the Users admin searches first name, last name, email and phone (it sorts by users_created_idx of the
 *   foundation migration).
 */
export class SupportAndUsers1763800800000 implements MigrationInterface {
  name = 'SupportAndUsers1763800800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await q.query(`CREATE TABLE support_tickets (
      id uuid PRIMARY KEY,
      code text NOT NULL,
      user_id uuid CONSTRAINT support_tickets_user_fk REFERENCES users(id) ON DELETE SET NULL,
      name text NOT NULL DEFAULT '',
      email text NOT NULL,
      category text NOT NULL,
      subject text NOT NULL,
      message text NOT NULL,
      status text NOT NULL DEFAULT 'open',
      resolution text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT support_tickets_category_chk CHECK (category IN ('Support', 'Bug', 'Feedback', 'Request')),
      CONSTRAINT support_tickets_status_chk CHECK (status IN ('open', 'in_progress', 'closed')),
      CONSTRAINT support_tickets_subject_chk CHECK (length(btrim(subject)) >= 3),
      CONSTRAINT support_tickets_message_chk CHECK (length(btrim(message)) >= 5))`);
    await q.query('CREATE UNIQUE INDEX support_tickets_code_uq ON support_tickets (code)');
    await q.query('CREATE INDEX support_tickets_created_idx ON support_tickets (created_at)');
    await q.query('CREATE INDEX support_tickets_status_created_idx ON support_tickets (status, created_at)');
    await q.query('CREATE INDEX support_tickets_category_created_idx ON support_tickets (category, created_at)');
    await q.query('CREATE INDEX support_tickets_user_idx ON support_tickets (user_id, created_at)');
    await q.query('CREATE INDEX support_tickets_email_lower_idx ON support_tickets (lower(email), created_at)');
    await q.query(
      "CREATE INDEX support_tickets_search_trgm_idx ON support_tickets USING gin (lower(code || ' ' || subject || ' ' || email || ' ' || name) gin_trgm_ops)",
    );

    await q.query(`CREATE TABLE support_ticket_updates (
      id uuid PRIMARY KEY,
      ticket_id uuid NOT NULL CONSTRAINT support_ticket_updates_ticket_fk REFERENCES support_tickets(id) ON DELETE CASCADE,
      kind text NOT NULL,
      public boolean NOT NULL,
      status text,
      text text NOT NULL DEFAULT '',
      actor_id uuid,
      actor_email text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT support_ticket_updates_kind_chk CHECK (kind IN ('created', 'status', 'message', 'note')),
      CONSTRAINT support_ticket_updates_status_chk CHECK (status IS NULL OR status IN ('open', 'in_progress', 'closed')))`);
    await q.query('CREATE INDEX support_ticket_updates_ticket_idx ON support_ticket_updates (ticket_id, created_at)');

    await q.query(`CREATE TABLE volunteer_submissions (
      id uuid PRIMARY KEY,
      full_name text NOT NULL,
      email text NOT NULL,
      phone text,
      interest text NOT NULL,
      message text NOT NULL,
      status text NOT NULL DEFAULT 'new',
      reviewed_at timestamptz,
      reviewed_by_email text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT volunteer_submissions_interest_chk CHECK (interest IN ('Volunteer', 'Donate', 'Partner', 'Other')),
      CONSTRAINT volunteer_submissions_status_chk CHECK (status IN ('new', 'reviewed')),
      CONSTRAINT volunteer_submissions_name_chk CHECK (length(btrim(full_name)) >= 2),
      CONSTRAINT volunteer_submissions_message_chk CHECK (length(btrim(message)) >= 10))`);
    await q.query('CREATE INDEX volunteer_submissions_created_idx ON volunteer_submissions (created_at)');
    await q.query('CREATE INDEX volunteer_submissions_status_created_idx ON volunteer_submissions (status, created_at)');
    await q.query('CREATE INDEX volunteer_submissions_interest_created_idx ON volunteer_submissions (interest, created_at)');
    await q.query(
      "CREATE INDEX volunteer_submissions_search_trgm_idx ON volunteer_submissions USING gin (lower(full_name || ' ' || email || ' ' || coalesce(phone, '') || ' ' || message) gin_trgm_ops)",
    );

    await q.query(`CREATE TABLE testimonials (
      id uuid PRIMARY KEY,
      quote text NOT NULL,
      name text NOT NULL,
      place text NOT NULL DEFAULT '',
      consent_recorded_at timestamptz,
      enabled boolean NOT NULL DEFAULT true,
      "order" integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT testimonials_quote_chk CHECK (length(btrim(quote)) > 0),
      CONSTRAINT testimonials_name_chk CHECK (length(btrim(name)) > 0))`);
    await q.query('CREATE INDEX testimonials_order_idx ON testimonials ("order")');

    await q.query("CREATE INDEX users_search_trgm_idx ON users USING gin (lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone) gin_trgm_ops)");
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS users_search_trgm_idx');
    await q.query('DROP TABLE IF EXISTS testimonials');
    await q.query('DROP TABLE IF EXISTS volunteer_submissions');
    await q.query('DROP TABLE IF EXISTS support_ticket_updates');
    await q.query('DROP TABLE IF EXISTS support_tickets');
  }
}
