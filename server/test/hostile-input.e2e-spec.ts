import { randomUUID } from 'node:crypto';
import { describe, it, before, after, type TestContext } from 'node:test';
import { expect } from 'expect';
import pg from 'pg';
import { MAX_PAGE } from '@civic/contracts';
import type { AccessRule } from '../src/kernel/http/access.decorators.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser } from './identity-fixtures.js';

interface QueryParameter {
  name: string;
  in: string;
  schema?: { type?: string; minimum?: number; maximum?: number };
}

interface ListOperation {
  path: string;
  operationId: string;
  access: AccessRule | undefined;
  params: QueryParameter[];
}

/** Values a hostile or careless client sends for a page number: each must be refused with 400 VALIDATION_FAILED. */
const BAD_PAGES = ['9999999999999999999999999999999999999999', String(MAX_PAGE + 1), '0', '-1', '1.5', 'abc', '1e3', '0x10', ' 2 3'];
/** The same for a page size (the list's own maximum plus one is added per operation). */
const BAD_LIMITS = ['0', '-5', '2.5', 'ten', '99999999999999999999'];

describe('Hostile input: every paged list of the OpenAPI document bounds page and limit (400 VALIDATION_FAILED, never a 5xx)', () => {
  let t: TestApp;
  let lists: ListOperation[] = [];
  let superadmin: string;
  let citizen: string;

  before(async () => {
    t = await createTestApp({}, { workers: false });
    const doc = (await t.http().get('/api/docs/openapi.json').expect(200)).body as {
      paths: Record<string, { get?: { operationId: string; 'x-access'?: AccessRule; parameters?: QueryParameter[] } }>;
    };
    lists = Object.entries(doc.paths)
      .filter(([, item]) => item.get?.parameters?.some((p) => p.in === 'query' && (p.name === 'page' || p.name === 'limit')))
      .map(([path, item]) => ({ path, operationId: item.get!.operationId, access: item.get!['x-access'], params: item.get!.parameters ?? [] }));
    superadmin = (await createUser(t, { role: 'superadmin' })).token;
    citizen = (await createUser(t, { role: 'user' })).token;
  });
  after(async () => {
    await t.close();
  });

  it('finds the paged lists (complaints desk, routing contacts and logs, sent-mail log among them)', () => {
    expect(lists.map((l) => l.operationId)).toEqual(expect.arrayContaining(['listAdminComplaints', 'listRoutingContacts', 'listRoutingLogs', 'listSentMail']));
  });

  it('every paged list documents page from 1 to MAX_PAGE and a bounded limit', () => {
    const undocumented = lists.flatMap((l) => {
      const page = l.params.find((p) => p.name === 'page');
      const limit = l.params.find((p) => p.name === 'limit');
      const out: string[] = [];
      if (!page || page.schema?.minimum !== 1 || page.schema?.maximum !== MAX_PAGE) out.push(`${l.operationId}: page must be documented as 1..${MAX_PAGE}`);
      if (!limit || limit.schema?.minimum !== 1 || typeof limit.schema?.maximum !== 'number')
        out.push(`${l.operationId}: limit must have a documented maximum`);
      return out;
    });
    expect(undocumented).toEqual([]);
  });

  it('refuses out-of-range and malformed page and limit values with 400 VALIDATION_FAILED on the field', async (ctx: TestContext) => {
    for (const list of lists) {
      await ctx.test(`GET ${list.path} (${list.operationId})`, async () => {
        const token = list.access?.kind === 'citizen' ? citizen : superadmin;
        const url = list.path.replace(/\{[^}]+\}/g, () => randomUUID());
        const maxLimit = list.params.find((p) => p.name === 'limit')?.schema?.maximum ?? 0;
        const cases: [string, string][] = [
          ...BAD_PAGES.map((v): [string, string] => ['page', v]),
          ...[...BAD_LIMITS, String(maxLimit + 1)].map((v): [string, string] => ['limit', v]),
        ];
        const wrong: string[] = [];
        for (const [field, value] of cases) {
          const res = await t
            .http()
            .get(url)
            .query({ [field]: value })
            .set('Authorization', `Bearer ${token}`);
          const fields = res.body?.error?.details?.fields ?? {};
          if (res.status !== 400 || res.body?.error?.code !== 'VALIDATION_FAILED' || !fields[field]) {
            wrong.push(`${field}=${value}: ${res.status} ${JSON.stringify(res.body?.error ?? res.body)}`);
          }
        }
        expect(wrong).toEqual([]);
      });
    }
  });

  it('accepts the largest page and limit: an empty page past the end, with the real total', async (ctx: TestContext) => {
    for (const list of lists) {
      if (list.path.includes('{')) continue;
      await ctx.test(`GET ${list.path} (${list.operationId})`, async () => {
        const token = list.access?.kind === 'citizen' ? citizen : superadmin;
        const maxLimit = list.params.find((p) => p.name === 'limit')?.schema?.maximum ?? 1;
        const res = await t.http().get(list.path).query({ page: MAX_PAGE, limit: maxLimit }).set('Authorization', `Bearer ${token}`).expect(200);
        expect(res.body).toMatchObject({ items: [], page: MAX_PAGE });
        expect(typeof res.body.total).toBe('number');
      });
    }
  });
});

interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  minimum?: number;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  allOf?: SchemaObject[];
}

interface Operation {
  operationId?: string;
  'x-access'?: AccessRule;
  parameters?: { name: string; in: string; schema?: SchemaObject }[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
}

/** A NUL byte and other control characters, as a careless or hostile client sends them (`%00` once in a query). */
const NUL = 'fuzz\u0000value';
const CONTROL = 'bell\u0007 and escape\u001b';
/** An unpaired UTF-16 surrogate, which JSON's `\\ud800` escape carries: no character of Unicode. */
const LONE_SURROGATE = 'half \ud800 a pair';
/** Numbers past a PostgreSQL `integer`, and past any numeric column. */
const BEYOND_INTEGER = 2 ** 31;
const HUGE_NUMBER = 1e308;

/**
 * A fuzz built from the OpenAPI document that openapi.yaml is generated from (GET /api/docs/openapi.json serves the
 * same decorators): every operation gets NUL bytes in each path parameter, each query parameter and each string of its
 * JSON body, unpaired surrogates in each string of its body, and in each body field an explicit null, an object and
 * numbers past PostgreSQL's integer and numeric columns, one field at a time on an otherwise plausible body (the
 * schema's examples), signed in as a citizen or the superadmin as the route asks. No answer may be a 5xx.
 */
describe('Hostile input: a fuzz of every operation of the OpenAPI document with NUL bytes, control characters, unpaired surrogates, nulls, objects and huge numbers finds no 500', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, SchemaObject> } };

  // The fuzz creates, edits and deletes through every admin route (testimonials, templates, plans...): it runs on a
  // database of its own, so that the other test files, which share the run's database, never see what it left.
  const fuzzDatabase = new URL(process.env.TEST_DATABASE_URL!);
  fuzzDatabase.pathname = `${fuzzDatabase.pathname}_fuzz`;
  const onServer = async (sql: string) => {
    const server = new URL(fuzzDatabase);
    server.pathname = '/postgres';
    const client = new pg.Client({ connectionString: server.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const fuzzDatabaseName = () => decodeURIComponent(fuzzDatabase.pathname.slice(1));

  before(async () => {
    await onServer(`DROP DATABASE IF EXISTS "${fuzzDatabaseName()}" WITH (FORCE)`);
    await onServer(`CREATE DATABASE "${fuzzDatabaseName()}"`);
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', DATABASE_URL: fuzzDatabase.toString() }, { workers: false });
    doc = (await t.http().get('/api/docs/openapi.json').expect(200)).body;
  });
  after(async () => {
    await t.close();
    await onServer(`DROP DATABASE IF EXISTS "${fuzzDatabaseName()}" WITH (FORCE)`);
  });

  function resolve(schema: SchemaObject | undefined, depth = 0): SchemaObject {
    if (!schema || depth > 8) return {};
    if (schema.$ref) return resolve(doc.components.schemas[schema.$ref.split('/').pop()!], depth + 1);
    if (schema.allOf)
      return schema.allOf.reduce<SchemaObject>((acc, s) => {
        const r = resolve(s, depth + 1);
        return { ...acc, ...r, properties: { ...acc.properties, ...r.properties } };
      }, {});
    return schema;
  }

  /** A plausible value of `schema`: its example, else the first of its enum, else something of its type. */
  function sample(raw: SchemaObject | undefined, depth = 0): unknown {
    const schema = resolve(raw);
    if (schema.example !== undefined) return schema.example;
    if (schema.enum?.length) return schema.enum[0];
    if (schema.properties && depth < 4) return Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, sample(v, depth + 1)]));
    switch (schema.type) {
      case 'string':
        return schema.format === 'uuid' ? randomUUID() : schema.format === 'email' ? `fuzz-${randomUUID()}@example.com` : 'fuzz';
      case 'integer':
      case 'number':
        return schema.minimum ?? 1;
      case 'boolean':
        return true;
      case 'array':
        return [];
      default:
        return {};
    }
  }

  /** The plausible body with the field at `path` (top level) set to `value`, or every string set to it when path is '*'. */
  function variants(schema: SchemaObject | undefined): unknown[] {
    const resolved = resolve(schema);
    const base = sample(resolved);
    const out: unknown[] = [null, { [NUL]: NUL }];
    if (!resolved.properties || typeof base !== 'object' || base === null) return [...out, NUL];
    const allStrings = (value: unknown, to: unknown): unknown =>
      typeof value === 'string'
        ? to
        : Array.isArray(value)
          ? value.map((v) => allStrings(v, to))
          : value && typeof value === 'object'
            ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, allStrings(v, to)]))
            : value;
    out.push(allStrings(base, NUL), allStrings(base, CONTROL), allStrings(base, LONE_SURROGATE));
    for (const key of Object.keys(resolved.properties)) {
      out.push({ ...(base as object), [key]: null });
      out.push({ ...(base as object), [key]: NUL });
      out.push({ ...(base as object), [key]: [NUL, null] });
      out.push({ ...(base as object), [key]: { nested: NUL, empty: null } });
      // Values that pass the pipe's own checks and must meet the DTO's: an object where text belongs, numbers past
      // the columns.
      out.push({ ...(base as object), [key]: { nested: 'fuzz' } });
      out.push({ ...(base as object), [key]: BEYOND_INTEGER });
      out.push({ ...(base as object), [key]: -BEYOND_INTEGER });
      out.push({ ...(base as object), [key]: HUGE_NUMBER });
    }
    return out;
  }

  it('no operation answers 5xx', async (ctx: TestContext) => {
    const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
    let requests = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of methods) {
        const op = item[method];
        if (!op) continue;
        await ctx.test(`${method.toUpperCase()} ${path} (${op.operationId})`, async () => {
          // Fresh accounts for each operation: one that signs out, changes a password or deletes the account must not
          // leave the rest of the fuzz unsigned (and so stopped at 401 before any handler).
          const kind = op['x-access']?.kind;
          const token = (await createUser(t, { role: kind === 'admin' || kind === 'superadmin' ? 'superadmin' : 'user' })).token;
          const failures: string[] = [];
          const send = async (url: string, query: Record<string, string> | string, body: unknown, label: string): Promise<void> => {
            requests += 1;
            let req = t.http()[method](url).set('Authorization', `Bearer ${token}`);
            req = typeof query === 'string' ? req.query(query) : req.query(query);
            if (body !== undefined && method !== 'get' && method !== 'delete') req = req.set('Content-Type', 'application/json').send(JSON.stringify(body));
            const res = await req;
            if (res.status >= 500) failures.push(`${label}: ${res.status} ${JSON.stringify(res.body)}`);
          };
          const params = op.parameters ?? [];
          const plainPath = path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
            const p = params.find((x) => x.in === 'path' && x.name === name);
            const v = sample(p?.schema);
            return encodeURIComponent(typeof v === 'string' || typeof v === 'number' ? String(v) : randomUUID());
          });
          const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
          const baseBody = jsonSchema ? sample(jsonSchema) : undefined;
          const plainQuery = Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, String(sample(p.schema) as string | number)]));
          // Path parameters with a NUL byte.
          if (path.includes('{')) await send(path.replace(/\{[^}]+\}/g, '%00fuzz'), plainQuery, baseBody, 'path %00');
          // Each query parameter with a NUL byte, then a control character, then all of them at once.
          for (const p of params.filter((x) => x.in === 'query')) {
            await send(plainPath, { ...plainQuery, [p.name]: NUL }, baseBody, `query ${p.name}=%00`);
            await send(plainPath, { ...plainQuery, [p.name]: CONTROL }, baseBody, `query ${p.name}=control`);
          }
          await send(plainPath, 'q=%00&category=%00&search=%00&status=%00', baseBody, 'unknown query %00');
          if (jsonSchema) for (const [i, body] of variants(jsonSchema).entries()) await send(plainPath, plainQuery, body, `body #${i} ${JSON.stringify(body)}`);
          expect(failures).toEqual([]);
        });
      }
    }
    expect(requests).toBeGreaterThan(500);
  });

  it('refuses the known cases with 400 VALIDATION_FAILED on the field', async () => {
    const citizen = await createUser(t, { role: 'user' });
    const superadmin = await createUser(t, { role: 'superadmin' });
    const expectField = (
      res: { status: number; body: { error?: { code?: string; details?: { fields?: Record<string, string[]> } } } },
      field: string,
      message: string,
    ) => {
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('VALIDATION_FAILED');
      expect(res.body.error?.details?.fields?.[field]).toEqual([message]);
    };
    const control = 'Must not contain control characters.';
    expectField(
      await t
        .http()
        .post('/api/auth/signup')
        .send({ firstName: 'A\u0000b', lastName: 'C', email: `nul-${randomUUID()}@example.com`, password: 'a-good-secret', phone: '9822000000' }),
      'firstName',
      control,
    );
    expectField(
      await t.http().patch('/api/auth/profile').set('Authorization', `Bearer ${citizen.token}`).send({ locale: null }),
      'locale',
      'Must not be null.',
    );
    expectField(
      await t
        .http()
        .get('/api/complaints/nearby')
        .query({ category: 'roads\u0000', lat: '15.49', lng: '73.82' })
        .set('Authorization', `Bearer ${citizen.token}`),
      'category',
      control,
    );
    expectField(await t.http().get('/api/admin/users').query({ q: 'a\u0000' }).set('Authorization', `Bearer ${superadmin.token}`), 'q', control);
    const plan = (await t.http().get('/api/admin/plans').set('Authorization', `Bearer ${superadmin.token}`).expect(200)).body as
      { _id?: string; id?: string }[] | { items: { _id?: string; id?: string }[] };
    const first = (Array.isArray(plan) ? plan : plan.items)[0];
    const planId = first?._id ?? first?.id ?? randomUUID();
    expectField(
      await t.http().patch(`/api/admin/plans/${planId}`).set('Authorization', `Bearer ${superadmin.token}`).send({ name: null }),
      'name',
      'Must not be null.',
    );
    expectField(
      await t.http().patch(`/api/admin/plans/${planId}`).set('Authorization', `Bearer ${superadmin.token}`).send({ name: 'Gold\u0000' }),
      'name',
      control,
    );
    // An unpaired surrogate: validator's isEmail would throw URIError on it, and PostgreSQL's jsonb (the event of a
    // filing or a message) refuses it.
    const malformed = 'Must be valid Unicode text.';
    expectField(await t.http().post('/api/auth/login').send({ email: '\ud800', password: 'x' }), 'email', malformed);
    expectField(
      await t.http().patch(`/api/admin/plans/${planId}`).set('Authorization', `Bearer ${superadmin.token}`).send({ name: 'Gold \udc00' }),
      'name',
      malformed,
    );
    // A day of the right shape that no calendar has.
    expectField(await t.http().get('/api/public/complaints.csv').query({ from: '2026-02-30' }), 'from', 'Validation failed');
    expectField(await t.http().get('/api/public/complaints.csv').query({ to: '2026-02-29' }), 'to', 'Validation failed');
    expect((await t.http().get('/api/public/complaints.csv').query({ from: '2028-02-29' })).status).toBe(200);
    // A well-formed pair (an emoji) is text like any other.
    const emoji = await t.http().patch(`/api/admin/plans/${planId}`).set('Authorization', `Bearer ${superadmin.token}`).send({ name: 'Gold \ud83c\udf1f' });
    expect(emoji.status).toBe(200);
    expectField(
      await t
        .http()
        .patch(`/api/admin/plans/${planId}`)
        .set('Authorization', `Bearer ${superadmin.token}`)
        .send({ order: 2 ** 31 }),
      'order',
      'Order must be a whole number',
    );
  });
});
