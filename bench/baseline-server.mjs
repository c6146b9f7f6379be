#!/usr/bin/env node
/**
 * The bare database baseline of `npm run bench`: `node:http` + `pg` with the product's pool size, answering the
 * benchmarked routes with the same SQL the product runs for them (the product's read side, statement for statement,
 * including the account load of a signed-in call), and nothing else: no framework, no validation, no logging, no
 * token signature check (the bearer token's payload is only decoded). Started by bench/api.bench.mjs as a child
 * process so that it never shares a core's event loop with the load generator. Where the product serves a read from
 * its cache of a rarely changed table (categories, plans, routing contacts, accounts: kernel/cache/table-notifications.ts),
 * the baseline still runs the statement the product runs on a miss: it is the bare server without those caches.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/civic_bench PORT=3301 DB_POOL_SIZE=24 node bench/baseline-server.mjs
 */
import http from 'node:http';
import pg from 'pg';

// The product's own read-side SQL where it is a constant (server/dist, built by `npm run bench`). A build from before
// these constants existed (a before/after comparison) gets the same text from here.
const DIST = new URL('../server/dist/server/src/complaints/application/queries/', import.meta.url);
// Each import may fail once the server is reorganised: the baseline then runs the fallback statements below.
const stats = await import(new URL('get-public-stats/get-public-stats.handler.js', DIST).href).catch(() => ({}));
const desk = await import(new URL('list-admin-complaints/list-admin-complaints.handler.js', DIST).href).catch(() => ({}));
const complaintRows = await import(new URL('../complaint-rows.service.js', DIST).href).catch(() => ({}));
const readRevisions = await import(new URL('../complaint-read-revisions.js', DIST).href).catch(() => ({}));
const PUBLIC_STATS_SQL =
  stats.PUBLIC_STATS_SQL ??
  `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = $1)::int AS resolved, count(DISTINCT reporter_id)::int AS citizens,
          (SELECT coalesce(json_object_agg(k.category_key, k.n), '{}') FROM (SELECT category_key, count(*)::int AS n FROM complaints GROUP BY category_key) k) AS per_category
     FROM complaints`;
const ADMIN_PAGE_IDS_SQL =
  desk.ADMIN_PAGE_IDS_SQL ??
  `SELECT public_id FROM complaints WHERE archived = $1 AND ($2::text IS NULL OR status = $2) ORDER BY created_at DESC, public_id DESC OFFSET $3 LIMIT $4`;
const ADMIN_TOTAL_SQL = desk.ADMIN_TOTAL_SQL ?? 'SELECT count(*)::int AS n FROM complaints WHERE archived = $1 AND ($2::text IS NULL OR status = $2)';
/** The desk's counters per (archived, status), from which the product sums a filter's total (ComplaintReadRevisions); absent in older builds. */
const DESK_GROUPS_SQL = readRevisions.deskFilterCount ? readRevisions.DESK_GROUPS_SQL : undefined;
/** My Complaints with their escalation steps in one statement (complaints' ComplaintRowsService); absent in older builds. */
const MY_COMPLAINTS_SQL = complaintRows.MY_COMPLAINTS_SQL;
/** The same as a prepared statement (kernel/database/prepared-reads.ts), in builds that run it so. */
const MY_COMPLAINTS = complaintRows.MY_COMPLAINTS;
/** The desk's page with its steps in one statement (ListAdminComplaintsHandler); absent in older builds. */
const ADMIN_PAGE_SQL = desk.ADMIN_PAGE_SQL;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_SIZE ?? 24) });
/**
 * The product's prepared reads' pool (kernel/database/prepared-reads.ts: its size, DB_READ_POOL_SIZE, and its settings),
 * for the builds whose hot reads are prepared statements.
 */
const preparedPool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_READ_POOL_SIZE ?? 4),
  options: '-c plan_cache_mode=force_generic_plan -c jit=off',
});
/** The desk's reporters as identity's contactsOf reads them, as a prepared statement. */
const ACCOUNT_CONTACTS = { name: 'baseline-account-contacts', text: 'SELECT id, email, first_name, last_name FROM users WHERE id = ANY($1::uuid[])' };
/** Runs a prepared statement ({ name, text }) of the product's. */
const prepared = (statement, values) => preparedPool.query({ name: statement.name, text: statement.text, values });
const PORT = Number(process.env.PORT ?? 3301);

/** The caller's id from the bearer token's payload (not verified: the baseline measures the SQL only). */
function callerId(req) {
  const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
  const payload = token.split('.')[1];
  return payload ? JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).sub : null;
}

/**
 * The account load every signed-in product call does on a miss of its account cache (identity's
 * UserAccountsService.sessionAccount, LOAD_ACCOUNT_SQL); it carries the plan the quota read uses.
 */
const LOAD_ACCOUNT =
  'SELECT id, email, role, blocked, session_version, admin_modules, first_name, last_name, plan, locale, two_factor_enabled, ' +
  'ARRAY(SELECT r.session_id::text FROM revoked_sessions r WHERE r.user_id = users.id AND r.expires_at > now()) AS revoked_sessions ' +
  'FROM users WHERE id = $1';

/** A desk page's answer: its rows with their category names and reporters, the filter's total `n`, pages of 10. */
function deskAnswer(rows, names, reporters, n, page) {
  const byId = new Map(reporters.map((u) => [u.id, u]));
  return {
    items: rows.map((c) => ({ ...c, categoryName: names.get(c.category_key) ?? c.category_key, createdBy: byId.get(c.reporter_id) ?? null })),
    total: n,
    page,
    pages: Math.ceil(n / 10),
  };
}

/** Category names of a page of complaints, as CategoriesService.findByKeys reads them. */
async function categoryNames(rows) {
  const keys = [...new Set(rows.map((r) => r.category_key))];
  if (keys.length === 0) return new Map();
  return new Map((await pool.query('SELECT key, name FROM categories WHERE key = ANY($1)', [keys])).rows.map((c) => [c.key, c.name]));
}

const CATEGORIES = 'SELECT * FROM categories WHERE enabled ORDER BY "order", name';
/** The escalation steps of a page of complaints, as EscalationLadder.stepsOf reads them (My Complaints and the desk). */
const STEPS = 'SELECT * FROM complaint_escalation_steps WHERE complaint_id = ANY($1) ORDER BY at';
const PLANS = 'SELECT * FROM plans WHERE enabled ORDER BY "order", name';

/** Each route: the product's statements for it, in order; returns the JSON body. */
const routes = {
  '/api/categories': async () => ({ items: (await pool.query(CATEGORIES)).rows }),
  '/api/plans': async () => ({ items: (await pool.query(PLANS)).rows }),
  '/api/stats': async () => {
    const [totals, categories] = await Promise.all([pool.query(PUBLIC_STATS_SQL, ['resolved']), pool.query(CATEGORIES)]);
    const t = totals.rows[0];
    return {
      complaintsTotal: t.total,
      resolvedTotal: t.resolved,
      successRate: t.total === 0 ? 0 : Math.round((t.resolved / t.total) * 100),
      activeCitizens: t.citizens,
      items: categories.rows.map((c) => ({ key: c.key, name: c.name, icon: c.icon, description: c.description, count: t.per_category[c.key] ?? 0 })),
    };
  },
  '/api/geo/villages': async (url) => ({
    items: (
      await pool.query('SELECT code::text, name FROM villages WHERE subdistrict_code = $1 ORDER BY name, code', [Number(url.searchParams.get('subdistrict'))])
    ).rows,
  }),
  '/api/geo/resolve-authority': async (url) => {
    const keys = [`V-${url.searchParams.get('village')}`, `S-${url.searchParams.get('subdistrict')}`, `D-${url.searchParams.get('district')}`];
    const { rows } = await pool.query('SELECT * FROM routing_contacts WHERE location_key = ANY($1)', [keys]);
    const category = url.searchParams.get('category');
    for (const key of keys)
      for (const c of [category, null]) {
        const hit = rows.find((r) => r.location_key === key && (r.category_key ?? null) === c && r.active);
        if (hit) return { authorityEmail: hit.authority_email, authorityName: hit.authority_name, level: hit.level, location: hit.location };
      }
    return null;
  },
  '/api/complaints': async (_url, req) => {
    await pool.query(LOAD_ACCOUNT, [callerId(req)]);
    if (MY_COMPLAINTS || MY_COMPLAINTS_SQL) {
      const { rows } = MY_COMPLAINTS ? await prepared(MY_COMPLAINTS, [callerId(req)]) : await pool.query(MY_COMPLAINTS_SQL, [callerId(req)]);
      const names = await categoryNames(rows);
      return { items: rows.map((c) => ({ ...c, categoryName: names.get(c.category_key) ?? c.category_key })) };
    }
    const { rows } = await pool.query('SELECT * FROM complaints WHERE reporter_id = $1 ORDER BY created_at DESC, public_id DESC', [callerId(req)]);
    const [names] = await Promise.all([categoryNames(rows), pool.query(STEPS, [rows.map((r) => r.id)])]);
    return { items: rows.map((c) => ({ ...c, categoryName: names.get(c.category_key) ?? c.category_key })) };
  },
  '/api/usage/complaints-quota': async (_url, req) => {
    const id = callerId(req);
    const [account] = (await pool.query(LOAD_ACCOUNT, [id])).rows;
    // The month of India's calendar (UTC+05:30, no daylight saving), as the product counts it: between 18:30 UTC
    // on a month's last day and midnight UTC, India is already in the next month.
    const india = new Date(Date.now() + 330 * 60_000);
    const start = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), 1) - 330 * 60_000);
    const end = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() + 1, 1) - 330 * 60_000);
    const [plan, used] = await Promise.all([
      pool.query('SELECT complaint_limit FROM plans WHERE name = $1', [account.plan]),
      pool.query('SELECT count(*)::int AS n FROM complaints WHERE reporter_id = $1 AND created_at >= $2 AND created_at < $3', [id, start, end]),
    ]);
    return { used: used.rows[0].n, limit: plan.rows[0]?.complaint_limit ?? null, resetAt: end.toISOString() };
  },
  '/api/admin/complaints': async (url, req) => {
    await pool.query(LOAD_ACCOUNT, [callerId(req)]);
    const page = Number(url.searchParams.get('page') ?? 1);
    const params = [false, url.searchParams.get('status')];
    if (desk.adminPageStatements) {
      // The page and the total side by side as prepared statements of the filter's shape, as the product reads them.
      const shape = params[1] === null ? 'all' : 'byStatus';
      const offset = (page - 1) * 10;
      const [total, { rows }] = await Promise.all([
        prepared(desk.ADMIN_TOTAL[shape], params),
        prepared(desk.adminPageStatements(offset)[shape], [...params, offset, 10]),
      ]);
      const n = total.rows[0].n;
      // The reporters' names and emails, prepared too (UserAccountsService.contactsOf).
      const [names, reporters] = await Promise.all([categoryNames(rows), prepared(ACCOUNT_CONTACTS, [[...new Set(rows.map((r) => r.reporter_id))]])]);
      return deskAnswer(rows, names, reporters.rows, n, page);
    }
    if (ADMIN_PAGE_SQL) {
      // The total first, then the page, as the product reads them on a miss of its page cache.
      const n = DESK_GROUPS_SQL
        ? readRevisions.deskFilterCount((await pool.query(DESK_GROUPS_SQL)).rows, { archived: params[0], status: params[1] }).total
        : (await pool.query(ADMIN_TOTAL_SQL, params)).rows[0].n;
      const offset = (page - 1) * 10;
      // The statement the product picks for the offset (the first pages straight from the index), where it exports the choice.
      const { rows } = await pool.query(desk.adminPageSql?.(offset) ?? ADMIN_PAGE_SQL, [...params, offset, 10]);
      // The reporters' names and emails, as the product reads them (UserAccountsService.contactsOf).
      const [names, reporters] = await Promise.all([
        categoryNames(rows),
        pool.query('SELECT id, email, first_name, last_name FROM users WHERE id = ANY($1::uuid[])', [[...new Set(rows.map((r) => r.reporter_id))]]),
      ]);
      return deskAnswer(rows, names, reporters.rows, n, page);
    }
    const [ids, total] = await Promise.all([pool.query(ADMIN_PAGE_IDS_SQL, [...params, (page - 1) * 10, 10]), pool.query(ADMIN_TOTAL_SQL, params)]);
    const { rows } = await pool.query('SELECT * FROM complaints WHERE public_id = ANY($1)', [ids.rows.map((r) => r.public_id)]);
    const [names, , reporters] = await Promise.all([
      categoryNames(rows),
      pool.query(STEPS, [rows.map((r) => r.id)]),
      pool.query('SELECT id, email, first_name, last_name FROM users WHERE id = ANY($1)', [[...new Set(rows.map((r) => r.reporter_id))]]),
    ]);
    return deskAnswer(rows, names, reporters.rows, total.rows[0].n, page);
  },
};

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  const route = routes[url.pathname];
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  try {
    const body = JSON.stringify(await route(url, req));
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.message ?? error));
  }
});
server.keepAliveTimeout = 65_000;
server.listen(PORT, '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
