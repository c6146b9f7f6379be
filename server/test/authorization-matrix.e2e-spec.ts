import { randomUUID } from 'node:crypto';
import { describe, it, before, after, type TestContext } from 'node:test';
import { expect } from 'expect';
import { ADMIN_MODULES, type AdminModule } from '@civic/contracts';
import type { AccessRule } from '../src/kernel/http/access.decorators.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser } from './identity-fixtures.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];
type Persona = 'visitor' | 'citizen' | 'admin without the module' | 'admin with the module' | 'superadmin';
const PERSONAS: Persona[] = ['visitor', 'citizen', 'admin without the module', 'admin with the module', 'superadmin'];

interface Operation {
  method: Method;
  path: string;
  operationId: string;
  access: AccessRule | undefined;
  /** What a public route checks instead of a session (x-caller-proof), if anything. */
  proof?: string;
}

/**
 * What each caller should get under a rule (admin spec section 6; citizen spec section 6): 'allowed' (any status
 * but 401/403), or refused with 401 (a visitor on a non-public route) or 403.
 */
export function expectedOutcome(rule: AccessRule, persona: Persona): 'allowed' | 401 | 403 {
  if (rule.kind === 'public') return 'allowed';
  if (persona === 'visitor') return 401;
  switch (rule.kind) {
    case 'signed-in':
      return 'allowed';
    case 'citizen':
      return persona === 'citizen' ? 'allowed' : 403;
    case 'admin':
      if (persona === 'citizen') return 403;
      if (persona === 'admin without the module') return rule.module ? 403 : 'allowed';
      return 'allowed';
    case 'superadmin':
      return persona === 'superadmin' ? 'allowed' : 403;
  }
}

describe('Authorization matrix: every operation of the OpenAPI document, called by each kind of caller, per its x-access', () => {
  let t: TestApp;
  let operations: Operation[] = [];

  before(async () => {
    t = await createTestApp({}, { workers: false });
    const doc = (await t.http().get('/api/docs/openapi.json').expect(200)).body as {
      paths: Record<string, Partial<Record<Method, { operationId: string; 'x-access'?: AccessRule; 'x-caller-proof'?: string }>>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((method) => ({
        method,
        path,
        operationId: item[method]!.operationId,
        access: item[method]!['x-access'],
        proof: item[method]!['x-caller-proof'],
      })),
    );
  });
  after(async () => {
    await t.close();
  });

  it('the document lists the operations (identity and admin management among them)', () => {
    const ids = operations.map((o) => o.operationId);
    expect(ids).toEqual(expect.arrayContaining(['login', 'signUp', 'getMe', 'listAdmins', 'createAdmin', 'deleteAdmin', 'getHealth']));
  });

  it('every operation declares x-access', () => {
    const missing = operations.filter((o) => !o.access || !['public', 'signed-in', 'citizen', 'admin', 'superadmin'].includes(o.access.kind));
    expect(missing.map((o) => `${o.method.toUpperCase()} ${o.path}`)).toEqual([]);
  });

  it('each caller is allowed or refused as its x-access says (and {} with random ids never gives a 500)', async (ctx: TestContext) => {
    for (const op of operations) {
      if (!op.access) continue;
      const rule = op.access;
      await ctx.test(
        `${op.method.toUpperCase()} ${op.path} (${op.operationId}, ${rule.kind}${rule.kind === 'admin' ? ` ${rule.module ?? 'any'}` : ''})`,
        async () => {
          // Fresh callers for each operation, so that one operation's effect on its caller cannot leak into another's.
          const heldModule: AdminModule[] = rule.kind === 'admin' && rule.module ? [rule.module] : [...ADMIN_MODULES];
          const tokens: Record<Persona, string | null> = {
            visitor: null,
            citizen: (await createUser(t, { role: 'user' })).token,
            'admin without the module': (await createUser(t, { role: 'admin', modules: [] })).token,
            'admin with the module': (await createUser(t, { role: 'admin', modules: heldModule })).token,
            superadmin: (await createUser(t, { role: 'superadmin' })).token,
          };
          const url = op.path.replace(/\{[^}]+\}/g, () => randomUUID());
          const mismatches: string[] = [];
          for (const persona of PERSONAS) {
            let req = t.http()[op.method](url);
            if (tokens[persona]) req = req.set('Authorization', `Bearer ${tokens[persona]}`);
            const res = op.method === 'get' ? await req : await req.send({});
            const expected = expectedOutcome(rule, persona);
            const refused = res.status === 401 || res.status === 403;
            // A public route that authenticates its caller by a proof of its own (a webhook's signature, a verify
            // token: x-caller-proof) refuses every caller without it, whoever is signed in.
            if (op.proof) {
              if (!refused) mismatches.push(`${persona}: without ${op.proof}, expected 401 or 403, got ${res.status}`);
              else if (res.body?.error?.code !== (res.status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN'))
                mismatches.push(`${persona}: refused with code ${res.body?.error?.code}`);
              continue;
            }
            if (res.status === 500) mismatches.push(`${persona}: 500 ${JSON.stringify(res.body?.error)} (bad input must get a clear error, never a 500)`);
            if (expected === 'allowed' && refused) mismatches.push(`${persona}: expected allowed, got ${res.status} ${JSON.stringify(res.body?.error)}`);
            if (expected !== 'allowed' && res.status !== expected) mismatches.push(`${persona}: expected ${expected}, got ${res.status}`);
            if (expected !== 'allowed' && res.status === expected) {
              const code = expected === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN';
              if (res.body?.error?.code !== code) mismatches.push(`${persona}: refused with code ${res.body?.error?.code}, expected ${code}`);
            }
          }
          expect(mismatches).toEqual([]);
        },
      );
    }
  });

  it('the expectations follow the rules of admin spec section 6', () => {
    expect(PERSONAS.map((p) => expectedOutcome({ kind: 'admin', module: 'routing' }, p))).toEqual([401, 403, 403, 'allowed', 'allowed']);
    expect(PERSONAS.map((p) => expectedOutcome({ kind: 'admin', module: null }, p))).toEqual([401, 403, 'allowed', 'allowed', 'allowed']);
    expect(PERSONAS.map((p) => expectedOutcome({ kind: 'superadmin' }, p))).toEqual([401, 403, 403, 403, 'allowed']);
    expect(PERSONAS.map((p) => expectedOutcome({ kind: 'citizen' }, p))).toEqual([401, 'allowed', 403, 403, 403]);
    expect(PERSONAS.map((p) => expectedOutcome({ kind: 'signed-in' }, p))).toEqual([401, 'allowed', 'allowed', 'allowed', 'allowed']);
    expect(PERSONAS.map((p) => expectedOutcome({ kind: 'public' }, p))).toEqual(['allowed', 'allowed', 'allowed', 'allowed', 'allowed']);
  });
});
