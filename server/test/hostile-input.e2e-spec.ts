import { randomUUID } from 'node:crypto';
import { describe, it, before, after, type TestContext } from 'node:test';
import { expect } from 'expect';
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
