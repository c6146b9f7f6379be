/**
 * The benchmarks' realistic load, shared by bench/api.bench.mjs and bench/map.bench.mjs: 5,000 citizens,
 * 100,000 complaints across every village, ULB, category and status (filed every 5 minutes back from the start of this
 * month, so over about 347 days), 2,000 routing contacts; all in SQL (generate_series) on the schema and seeds the
 * product created at start-up, then VACUUM ANALYZE. The complaints sit on the village and ULB centroids.
 */
export const CITIZENS = 5_000;
export const COMPLAINTS = 100_000;
export const CONTACTS = 2_000;

/** The realistic load, all in SQL (generate_series), on the schema and seeds the product created at start-up. */
export async function seed(db) {
  await db.query(`
    INSERT INTO users (first_name, last_name, email, role, plan, is_premium, email_verified, has_password)
    SELECT 'Citizen', 'No ' || n, 'citizen' || n || '@bench.goa-civic.local', 'user',
           CASE WHEN n % 10 = 0 THEN 'Premium Citizen' WHEN n % 25 = 0 THEN 'Advocate Plus' ELSE 'Free Citizen' END,
           n % 10 = 0 OR n % 25 = 0, true, true
      FROM generate_series(1, ${CITIZENS}) AS n`);
  // Citizen 1 has exactly 30 complaints; the others share the rest. Statuses as a desk sees them: mostly resolved.
  await db.query(`
    WITH citizens AS (SELECT id, split_part(split_part(email, '@', 1), 'citizen', 2)::int AS k FROM users WHERE email LIKE 'citizen%@bench.goa-civic.local'),
         places AS (
           SELECT row_number() OVER (ORDER BY kind, code) - 1 AS k, count(*) OVER () AS total, * FROM (
             SELECT 'v' AS kind, v.code, v.name, v.district_code, v.subdistrict_code, NULL::int AS ulb_code, v.lat, v.lng FROM villages v
             UNION ALL
             SELECT 'u', u.code, u.name, u.district_code, NULL, u.code, u.lat, u.lng FROM ulbs u) p),
         cats AS (SELECT row_number() OVER (ORDER BY key) - 1 AS k, count(*) OVER () AS total, key, subcategories FROM categories),
         statuses AS (SELECT * FROM (VALUES (0, 'resolved'), (1, 'resolved'), (2, 'resolved'), (3, 'resolved'), (4, 'resolved'), (5, 'resolved'),
                                            (6, 'pending'), (7, 'in_progress'), (8, 'forwarded'), (9, 'rejected')) s(k, status))
    INSERT INTO complaints (id, public_id, reporter_id, category_key, subcategory, title, description, location, landmark, urgency,
                            photos, authorize_representative, geo, lat, lng, location_source, status, updates, archived, created_at, updated_at)
    SELECT gen_random_uuid(), 'GOA-' || to_char(t.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || lpad(n::text, 6, '0'),
           c.id, cat.key, coalesce(cat.subcategories[1], 'Other'), 'Complaint ' || n || ' about ' || cat.key,
           'Reported by the benchmark seed.', p.name || ', Goa', '', (ARRAY['low','medium','high','critical'])[1 + n % 4],
           ARRAY['/uploads/bench-' || (n % 97) || '.jpg'], true,
           jsonb_build_object('districtCode', p.district_code::text, 'subdistrictCode', p.subdistrict_code::text,
                              'villageCode', CASE WHEN p.kind = 'v' THEN p.code::text END, 'ulbCode', p.ulb_code::text),
           coalesce(p.lat, 15.4989), coalesce(p.lng, 73.8278), 'manual', s.status,
           jsonb_build_array(jsonb_build_object('status', 'pending', 'message', 'Complaint submitted', 'date', t.created_at)),
           n % 20 = 0, t.created_at, t.created_at
      FROM generate_series(1, ${COMPLAINTS}) AS n
      CROSS JOIN LATERAL (SELECT date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata'
                                 - interval '1 hour' - n * interval '5 minutes' AS created_at) t
      JOIN citizens c ON c.k = CASE WHEN n <= 30 THEN 1 ELSE 2 + (n - 31) % (${CITIZENS} - 1) END
      JOIN places p ON p.k = n % p.total
      JOIN cats cat ON cat.k = (n / 7) % cat.total
      JOIN statuses s ON s.k = n % 10`);
  await db.query(`SELECT setval('complaint_number_seq', ${COMPLAINTS})`);
  // 2,000 routing contacts: a default contact for every location, then category contacts.
  await db.query(`
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
      FROM pairs WHERE k <= ${CONTACTS}`);
  await db.query('VACUUM ANALYZE');
}
