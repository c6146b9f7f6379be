/**
 * The writes that run beside every read `npm run bench` measures (bench/api.bench.mjs): a busy hour in Goa is a few
 * filings a second, so the bench files FILINGS_PER_SECOND (20) complaints a second and changes STATUS_CHANGES_PER_SECOND
 * (5) statuses a second through the product's own routes, at a steady rate (open loop: a slow answer does not slow the
 * next write down). A read whose answer is kept in memory is then measured while the rows it reads change, as on a
 * live portal, and not against a database that stands still.
 *
 * The filers are WRITERS citizens on a plan of their own with no monthly limit (the quota is measured apart, by the
 * filing stage), each with one photo uploaded beforehand and its own X-Forwarded-For address, so that the per-address
 * rate limit (RATE_LIMIT_PER_MINUTE, 10) is never reached: 200 filers share 20 filings a second, 6 a minute each. The
 * status changes are an admin's, on seeded complaints taken in turn, cycling pending -> in progress -> resolved (each
 * emails the reporter, as on the desk); a forward, which renders a letter, is left to the filing stage's own measure.
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import jwt from 'jsonwebtoken';

export const FILINGS_PER_SECOND = 20;
export const STATUS_CHANGES_PER_SECOND = 5;
const WRITERS = 200;
/** Sockets the writes share (a keep-alive pool). */
const MAX_SOCKETS = 64;
/** The plan the writers are on: a copy of the Free plan with no monthly limit, hidden from the plan list. */
const WRITER_PLAN = 'Bench Writer';

/**
 * Prepares the writers (accounts, plan, one photo each) and answers `start()`, which begins the writes and answers
 * `stop()`; `stop()` answers what was sent, by outcome, and the p99 of each kind's latency.
 */
export async function prepareWriteLoad({ db, port, secret, photoPath, adminId }) {
  await db.query(`CREATE TEMP TABLE bench_plan AS SELECT * FROM plans WHERE name = 'Free Citizen'`);
  await db.query(`UPDATE bench_plan SET id = gen_random_uuid(), name = $1, complaint_limit = NULL, enabled = false`, [WRITER_PLAN]);
  await db.query('INSERT INTO plans SELECT * FROM bench_plan');
  await db.query('DROP TABLE bench_plan');
  const { rows: writers } = await db.query(
    `INSERT INTO users (first_name, last_name, email, role, plan, email_verified, has_password)
     SELECT 'Writer', 'No ' || n, 'writer' || n || '@bench.goa-civic.local', 'user', $1, true, true
       FROM generate_series(1, $2::int) AS n RETURNING id`,
    [WRITER_PLAN, WRITERS],
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  // A keep-alive socket the server closed while idle fails at its next use with ECONNRESET before anything was
  // processed: the request is sent again, as Node's documentation advises (`request.reusedSocket`). The agent hands
  // out its most recently used socket first, so the sockets at the bottom of its pool sit idle past the server's
  // keep-alive timeout and are reached only when the writes bunch up: then the next one may be stale too, so the
  // request is sent again for as long as it failed on a reused socket, at most once per socket of the pool.
  const request = (method, path, headers, payload, attempt = 1) =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method,
          agent,
          headers: payload === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode, text, ms: performance.now() - started }));
        },
      );
      req.on('error', (error) => {
        if (attempt <= MAX_SOCKETS && req.reusedSocket && error.code === 'ECONNRESET') resolve(request(method, path, headers, payload, attempt + 1));
        else resolve({ status: 0, text: error.message, ms: performance.now() - started });
      });
      req.end(payload);
    });
  const address = (i) => `10.9.${(i >> 8) & 255}.${i & 255}`;
  const tokens = writers.map((w) => jwt.sign({ sub: w.id, role: 'user', sv: 0 }, secret, { algorithm: 'HS256', expiresIn: '3h' }));
  const photo = readFileSync(photoPath);
  const photos = [];
  for (let i = 0; i < writers.length; i += 1) {
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'pothole.jpg');
    const res = await fetch(`http://127.0.0.1:${port}/api/uploads/local`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${tokens[i]}`, 'x-forwarded-for': address(i) },
    });
    if (res.status !== 201) throw new Error(`writer upload: ${res.status} ${await res.text()}`);
    photos.push((await res.json()).url);
  }
  const adminToken = jwt.sign({ sub: adminId, role: 'superadmin', sv: 0 }, secret, { algorithm: 'HS256', expiresIn: '3h' });
  // Open seeded complaints of many reporters, taken in turn; each is moved along pending -> in_progress -> resolved.
  const { rows: targets } = await db.query(
    `SELECT public_id AS id FROM complaints WHERE status IN ('pending', 'in_progress') AND NOT archived ORDER BY public_id LIMIT 20000`,
  );
  const nextStatus = new Map();

  return {
    start() {
      const outcomes = { filing: {}, status: {} };
      const latencies = { filing: [], status: [] };
      let filingIndex = 0;
      let statusIndex = 0;
      const pending = new Set();
      const count = (kind, res) => {
        const key = res.status >= 200 && res.status < 300 ? '2xx' : `${res.status} ${res.text.slice(0, 80)}`;
        outcomes[kind][key] = (outcomes[kind][key] ?? 0) + 1;
        latencies[kind].push(res.ms);
      };
      const track = (promise) => {
        pending.add(promise);
        void promise.finally(() => pending.delete(promise));
      };
      const file = () => {
        const i = filingIndex++ % writers.length;
        const body = JSON.stringify({
          category: 'roads',
          subcategory: 'Potholes',
          title: `Pothole reported during the bench (${filingIndex})`,
          description: 'About a metre wide; fills with water when it rains.',
          location: '18th June Road, Panaji',
          landmark: 'Opposite the municipal market',
          urgency: 'medium',
          anonymous: false,
          photos: [photos[i]],
          authorizeRepresentative: true,
          geo: { districtCode: '551', ulbCode: 252071 },
          coordinates: { lat: 15.4989, lng: 73.8278, source: 'exif' },
        });
        track(
          request(
            'POST',
            '/api/complaints',
            { authorization: `Bearer ${tokens[i]}`, 'content-type': 'application/json', 'x-forwarded-for': address(i) },
            body,
          ).then((res) => count('filing', res)),
        );
      };
      const changeStatus = () => {
        if (targets.length === 0) return;
        const { id } = targets[statusIndex++ % targets.length];
        const status = nextStatus.get(id) === 'in_progress' ? 'resolved' : nextStatus.get(id) === 'resolved' ? 'pending' : 'in_progress';
        nextStatus.set(id, status);
        track(
          request(
            'PATCH',
            `/api/admin/complaints/${id}/status`,
            { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
            JSON.stringify({ status, message: 'Changed while the bench reads.' }),
          ).then((res) => count('status', res)),
        );
      };
      // One tick every 50 ms: a filing each tick (20/s) and a status change every fourth (5/s).
      let tick = 0;
      const started = performance.now();
      const timer = setInterval(() => {
        file();
        if (tick++ % (FILINGS_PER_SECOND / STATUS_CHANGES_PER_SECOND) === 0) changeStatus();
      }, 1000 / FILINGS_PER_SECOND);
      return {
        /** Stops the writes and waits for those under way; answers their outcomes and latencies. */
        async stop() {
          clearInterval(timer);
          await Promise.all([...pending]);
          const seconds = (performance.now() - started) / 1000;
          const p99 = (values) => {
            const sorted = [...values].sort((a, b) => a - b);
            return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)]) : NaN;
          };
          return {
            seconds,
            filings: outcomes.filing,
            statusChanges: outcomes.status,
            filingsPerSecond: latencies.filing.length / seconds,
            statusChangesPerSecond: latencies.status.length / seconds,
            filingP99: p99(latencies.filing),
            statusP99: p99(latencies.status),
          };
        },
      };
    },
    close() {
      agent.destroy();
    },
  };
}
