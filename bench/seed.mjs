/**
 * The benchmarks' realistic load, shared by bench/api.bench.mjs and bench/map.bench.mjs: 5,000 citizens, 100,000
 * complaints across every village, ULB, category and status (filed every 5 minutes back from the start of this month,
 * so over about 347 days), 2,000 routing contacts; all in SQL (generate_series) on the schema and seeds the product
 * created at start-up, then VACUUM ANALYZE. The complaints sit on the village and ULB centroids. `growComplaints` then
 * takes the same complaints on to 1,000,000 (about 9.5 years of filings) for the large phase of `npm run bench`.
 *
 * Only tables of the schema are written (migrations/); read models that triggers maintain follow by themselves, and
 * the public map's read model, which the product keeps from events the seed bypasses, is rebuilt in SQL when its
 * tables exist.
 */
export const CITIZENS = 5_000;
export const COMPLAINTS = 100_000;
export const LARGE_COMPLAINTS = 1_000_000;
export const CONTACTS = 2_000;

/**
 * Complaints number `from` to `to` (inclusive): complaint n is filed 5 minutes before complaint n - 1, by citizen 1 for
 * the first 30 (so that citizen 1 has exactly 30) and round the other citizens after, on the n-th place (village or
 * ULB), with statuses as a desk sees them (six in ten resolved), one in twenty archived. Forwarded and in-progress
 * complaints past the first 100,000 carry a due date ten days after filing (so that the desk's overdue filter and due
 * sort have work at 1,000,000), with escalation paused: the ladder must not start mailing during the benchmark.
 */
async function insertComplaints(db, from, to) {
  await db.query(
    `
    WITH citizens AS (SELECT id, split_part(split_part(email, '@', 1), 'citizen', 2)::int AS k FROM users WHERE email LIKE 'citizen%@bench.goa-civic.local'),
         places AS (
           SELECT row_number() OVER (ORDER BY kind, code) - 1 AS k, * FROM (
             SELECT 'v' AS kind, v.code, v.name, v.district_code, v.subdistrict_code, NULL::int AS ulb_code, v.lat, v.lng FROM villages v
             UNION ALL
             SELECT 'u', u.code, u.name, u.district_code, NULL, u.code, u.lat, u.lng FROM ulbs u) p),
         cats AS (SELECT row_number() OVER (ORDER BY key) - 1 AS k, key, subcategories FROM categories),
         -- The counts apart, so that each join below is an equality on one side's column (a hash join), not a
         -- nested loop over every place for every complaint.
         sizes AS (SELECT (SELECT count(*) FROM places)::int AS places, (SELECT count(*) FROM cats)::int AS cats),
         statuses AS (SELECT * FROM (VALUES (0, 'resolved'), (1, 'resolved'), (2, 'resolved'), (3, 'resolved'), (4, 'resolved'), (5, 'resolved'),
                                            (6, 'pending'), (7, 'in_progress'), (8, 'forwarded'), (9, 'rejected')) s(k, status))
    INSERT INTO complaints (id, public_id, reporter_id, category_key, subcategory, title, description, location, landmark, urgency,
                            photos, authorize_representative, geo, lat, lng, location_source, status, updates, archived, due_at,
                            escalation_paused, created_at, updated_at, resolved_since)
    SELECT gen_random_uuid(), 'GOA-' || to_char(t.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || lpad(n::text, greatest(6, length(n::text)), '0'),
           c.id, cat.key, coalesce(cat.subcategories[1], 'Other'), 'Complaint ' || n || ' about ' || cat.key,
           'Reported by the benchmark seed.', p.name || ', Goa', '', (ARRAY['low','medium','high','critical'])[1 + n % 4],
           ARRAY['/uploads/bench-' || (n % 97) || '.jpg'], true,
           jsonb_build_object('districtCode', p.district_code::text, 'subdistrictCode', p.subdistrict_code::text,
                              'villageCode', CASE WHEN p.kind = 'v' THEN p.code::text END, 'ulbCode', p.ulb_code::text),
           coalesce(p.lat, 15.4989), coalesce(p.lng, 73.8278), 'manual', s.status,
           jsonb_build_array(jsonb_build_object('status', 'pending', 'message', 'Complaint submitted', 'date', t.created_at)),
           n % 20 = 0, d.due_at, d.due_at IS NOT NULL, t.created_at, t.created_at,
           CASE WHEN s.status = 'resolved' THEN t.created_at END
      FROM generate_series($1::int, $2::int) AS n
      CROSS JOIN sizes z
      CROSS JOIN LATERAL (SELECT date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata'
                                 - interval '1 hour' - n * interval '5 minutes' AS created_at) t
      JOIN citizens c ON c.k = CASE WHEN n <= 30 THEN 1 ELSE 2 + (n - 31) % ($3::int - 1) END
      JOIN places p ON p.k = n % z.places
      JOIN cats cat ON cat.k = (n / 7) % z.cats
      JOIN statuses s ON s.k = n % 10
      CROSS JOIN LATERAL (SELECT CASE WHEN n > $4::int AND s.status IN ('forwarded', 'in_progress') THEN t.created_at + interval '10 days' END AS due_at) d`,
    [from, to, CITIZENS, COMPLAINTS],
  );
  // The next complaint filed through the API is numbered after the seeded ones.
  await db.query(`SELECT setval('complaint_number_seq', $1)`, [to]);
}

/** Whether the schema holds this table (read models may come and go with the server's design). */
async function tableExists(db, name) {
  const [{ found }] = (await db.query('SELECT to_regclass($1) IS NOT NULL AS found', [name])).rows;
  return found;
}

/**
 * Rebuilds the public map's read model from the complaints as they stand, when the schema has one (the product keeps
 * it from filing events, which a SQL seed does not raise): one row per complaint's point, then its sums per cell at
 * every zoom 0 to 13, and those sums over the filter values, as the server's map-cells projection back-fills them.
 * Run with no event being processed.
 */
export async function rebuildMapReadModel(db) {
  if (!(await tableExists(db, 'complaint_map_points')) || !(await tableExists(db, 'complaint_map_cells'))) return;
  await db.query('TRUNCATE complaint_map_cells, complaint_map_points');
  await db.query(`INSERT INTO complaint_map_points (public_id, lat, lng, category_key, status, taluka_code, ulb_code)
    SELECT public_id, lat, lng, category_key, status, coalesce(geo->>'subdistrictCode', ''), coalesce(geo->>'ulbCode', '') FROM complaints`);
  await db.query(`INSERT INTO complaint_map_cells (zoom, cell_x, cell_y, category_key, status, taluka_code, ulb_code, n, sum_lat, sum_lng)
    SELECT z, floor(p.lng::float8 / (90::float8 / power(2::float8, z)))::int, floor(p.lat::float8 / (90::float8 / power(2::float8, z)))::int,
           p.category_key, p.status, p.taluka_code, p.ulb_code, count(*)::int, sum(p.lat), sum(p.lng)
      FROM complaint_map_points p CROSS JOIN generate_series(0, 13) AS z
     GROUP BY 1, 2, 3, 4, 5, 6, 7`);
  if (await tableExists(db, 'complaint_map_cell_totals')) {
    await db.query('TRUNCATE complaint_map_cell_totals');
    await db.query(`INSERT INTO complaint_map_cell_totals (zoom, cell_x, cell_y, n, sum_lat, sum_lng)
      SELECT zoom, cell_x, cell_y, sum(n)::int, sum(sum_lat), sum(sum_lng) FROM complaint_map_cells GROUP BY 1, 2, 3`);
  }
}

/**
 * Takes the seeded complaints from COMPLAINTS on to `total` with the same pattern, rebuilds the public map's read model
 * from them when the schema has one (the product keeps it from filing events, which a SQL seed does not raise), then
 * VACUUM ANALYZE (the planner's statistics and the visibility map a table has after its autovacuum). Answers the
 * seconds each step took.
 */
export async function growComplaints(db, total = LARGE_COMPLAINTS) {
  const timings = {};
  let started = Date.now();
  // Numbered after every complaint filed so far (the seed's and those filed through the API), up to `total` rows.
  const [{ last, rows }] = (await db.query(`SELECT (SELECT last_value FROM complaint_number_seq)::int AS last, (SELECT count(*) FROM complaints)::int AS rows`))
    .rows;
  await insertComplaints(db, last + 1, last + total - rows);
  timings.insert = (Date.now() - started) / 1000;
  started = Date.now();
  await rebuildMapReadModel(db);
  timings.readModels = (Date.now() - started) / 1000;
  started = Date.now();
  await db.query('VACUUM ANALYZE');
  timings.vacuum = (Date.now() - started) / 1000;
  return timings;
}

/** The realistic load, all in SQL (generate_series), on the schema and seeds the product created at start-up. */
export async function seed(db) {
  await db.query(
    `
    INSERT INTO users (first_name, last_name, email, role, plan, is_premium, email_verified, has_password)
    SELECT 'Citizen', 'No ' || n, 'citizen' || n || '@bench.goa-civic.local', 'user',
           CASE WHEN n % 10 = 0 THEN 'Premium Citizen' WHEN n % 25 = 0 THEN 'Advocate Plus' ELSE 'Free Citizen' END,
           n % 10 = 0 OR n % 25 = 0, true, true
      FROM generate_series(1, $1::int) AS n`,
    [CITIZENS],
  );
  await insertComplaints(db, 1, COMPLAINTS);

  // 2,000 routing contacts: a default contact for every location, then category contacts.
  await db.query(
    `
    WITH locs AS (
      SELECT 'D-' || code AS key, 'district' AS level, 'Rural' AS scope, name AS label, code AS d, NULL::int AS s, NULL::int AS v, NULL::int AS u FROM districts
      UNION ALL SELECT 'S-' || code, 'subdistrict', 'Rural', name, district_code, code, NULL, NULL FROM subdistricts
      UNION ALL SELECT 'V-' || code, 'village', 'Rural', name, district_code, subdistrict_code, code, NULL FROM villages
      UNION ALL SELECT 'U-' || code, 'ulb', 'Urban', name, district_code, NULL, NULL, code FROM ulbs),
    pairs AS (
      SELECT l.*, c.key AS category_key, row_number() OVER (ORDER BY c.key NULLS FIRST, l.key) AS k
        FROM locs l CROSS JOIN (SELECT NULL::text AS key UNION ALL SELECT key FROM categories) c)
    INSERT INTO routing_contacts (level, scope, location_key, location, category_key, district_code, subdistrict_code, village_code, ulb_code,
                                  authority_email, authority_designation, authority_name, authority_department, search_text)
    SELECT level, scope, key, label, category_key, d, s, v, u, 'officer' || k || '@goa.gov.in', 'Assistant Engineer', 'Officer ' || k, 'Public Works',
           lower(label || ' officer' || k || '@goa.gov.in')
      FROM pairs WHERE k <= $1::int`,
    [CONTACTS],
  );
  await db.query('VACUUM ANALYZE');
}
