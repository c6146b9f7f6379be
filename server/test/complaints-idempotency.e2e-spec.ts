import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, photo, type TestUser } from './complaints-fixtures.js';

/** Panaji: the GPS of goa-panaji.jpg. */
const PANAJI = { lat: 15.4989, lng: 73.8278 };

describe('Idempotent filing: POST /api/complaints with Idempotency-Key', () => {
  let t: TestApp;
  let ds: DataSource;
  let dir: string;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-idempotency-'));
    t = await createTestApp({ UPLOAD_DIR: dir });
    ds = t.app.get(DataSource);
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function uploadPhoto(user: TestUser): Promise<string> {
    const res = await t.http().post('/api/uploads/local').set(user.auth).attach('file', photo('goa-panaji.jpg'), 'goa-panaji.jpg').expect(201);
    return res.body.url as string;
  }

  function complaint(photos: string[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      category: 'roads',
      subcategory: 'Potholes',
      title: 'Deep pothole near Panaji market',
      location: '18th June Road, Panaji',
      urgency: 'high',
      anonymous: false,
      photos,
      authorizeRepresentative: true,
      coordinates: { ...PANAJI, source: 'exif' },
      ...overrides,
    };
  }

  function file(user: TestUser, body: Record<string, unknown>, key?: string) {
    const req = t.http().post('/api/complaints').set(user.auth);
    if (key !== undefined) req.set('Idempotency-Key', key);
    return req.send(body);
  }

  async function countOf(user: TestUser): Promise<number> {
    const [{ n }] = (await ds.query('SELECT count(*)::int AS n FROM complaints WHERE reporter_id = $1', [user.id])) as { n: number }[];
    return n;
  }

  async function quotaUsed(user: TestUser): Promise<number> {
    return (await t.http().get('/api/usage/complaints-quota').set(user.auth).expect(200)).body.used as number;
  }

  it('a sequential repeat with the same key answers the first result (201, same id) and files nothing more', async () => {
    const user = await createUser(t);
    const body = complaint([await uploadPhoto(user)]);
    const key = randomUUID();
    const first = await file(user, body, key).expect(201);
    expect(first.body.id).toMatch(/^GOA-\d{4}-\d{6}$/);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await file(user, body, key).expect(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await countOf(user)).toBe(1);
    expect(await quotaUsed(user)).toBe(1);
    // Key order of the body does not matter (canonical JSON).
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect((await file(user, reordered, key).expect(201)).body).toEqual(first.body);
    expect(await countOf(user)).toBe(1);
  });

  it('two requests with the same key at the same time file one complaint; both answer its id', async () => {
    const user = await createUser(t);
    const body = complaint([await uploadPhoto(user)]);
    const key = randomUUID();
    const answers = await Promise.all([file(user, body, key), file(user, body, key), file(user, body, key)]);
    for (const a of answers) expect(a.status).toBe(201);
    const ids = new Set(answers.map((a) => a.body.id as string));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await countOf(user)).toBe(1);
    expect(await quotaUsed(user)).toBe(1);
    const rows = (await ds.query('SELECT key, status_code, response FROM complaint_idempotency_keys WHERE user_id = $1', [user.id])) as {
      key: string;
      status_code: number;
      response: { id: string };
    }[];
    expect(rows).toEqual([{ key, status_code: 201, response: { id: [...ids][0], uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) } }]);
  });

  it('the quota is counted once: a replay of the last allowed filing still answers 201, a new key is refused', async () => {
    const user = await createUser(t); // Free Citizen: 3 complaints a month
    const url = await uploadPhoto(user);
    const keys = [randomUUID(), randomUUID(), randomUUID()];
    const ids: string[] = [];
    for (const key of keys) {
      ids.push((await file(user, complaint([url]), key).expect(201)).body.id as string);
      await file(user, complaint([url]), key).expect(201);
    }
    expect(await countOf(user)).toBe(3);
    expect(await quotaUsed(user)).toBe(3);
    const replay = await file(user, complaint([url]), keys[2]).expect(201);
    expect(replay.body.id).toBe(ids[2]);
    const refused = await file(user, complaint([url]), randomUUID()).expect(403);
    expect(refused.body.error.code).toBe('QUOTA_EXCEEDED');
    expect(await countOf(user)).toBe(3);
  });

  it("another user's same key is independent", async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    const key = `shared-${randomUUID()}`;
    const idA = (await file(a, complaint([await uploadPhoto(a)]), key).expect(201)).body.id as string;
    const resB = await file(b, complaint([await uploadPhoto(b)]), key).expect(201);
    expect(resB.body.id).not.toBe(idA);
    expect(resB.headers['idempotent-replayed']).toBeUndefined();
    expect(await countOf(a)).toBe(1);
    expect(await countOf(b)).toBe(1);
  });

  it('the same key with a different body answers 422 IDEMPOTENCY_KEY_REUSED and files nothing', async () => {
    const user = await createUser(t);
    const url = await uploadPhoto(user);
    const key = randomUUID();
    await file(user, complaint([url]), key).expect(201);
    const res = await file(user, complaint([url], { title: 'A different problem entirely' }), key).expect(422);
    expect(res.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(res.body.error.message).toBe('This Idempotency-Key was already used for a different complaint. Use a new key for a new complaint.');
    expect(await countOf(user)).toBe(1);
  });

  it('refuses an empty, too long or non-ASCII key with VALIDATION_FAILED, and files without a key as before', async () => {
    const user = await createUser(t);
    const url = await uploadPhoto(user);
    for (const bad of ['', 'x'.repeat(129), 'has space', 'caf\u00e9-key']) {
      const res = await file(user, complaint([url]), bad).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.details.fields['Idempotency-Key']).toEqual(['Idempotency-Key must be 1 to 128 visible ASCII characters (a UUID is recommended).']);
    }
    expect(await countOf(user)).toBe(0);
    await file(user, complaint([url]), 'k'.repeat(128)).expect(201);
    await file(user, complaint([url])).expect(201);
    await file(user, complaint([url])).expect(201);
    expect(await countOf(user)).toBe(3);
  });

  it('a failed filing records nothing: the same key works once the body is fixed', async () => {
    const user = await createUser(t);
    const key = randomUUID();
    const failed = await file(user, complaint([]), key).expect(400);
    expect(failed.body.error.code).toBe('VALIDATION_FAILED');
    await file(user, complaint([await uploadPhoto(user)]), key).expect(201);
    expect(await countOf(user)).toBe(1);
  });

  it('a key older than 24 hours is ignored: the same key files a new complaint', async () => {
    const user = await createUser(t);
    const url = await uploadPhoto(user);
    const key = randomUUID();
    const first = (await file(user, complaint([url]), key).expect(201)).body.id as string;
    await ds.query("UPDATE complaint_idempotency_keys SET created_at = now() - interval '25 hours' WHERE user_id = $1", [user.id]);
    const second = await file(user, complaint([url]), key).expect(201);
    expect(second.body.id).not.toBe(first);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await countOf(user)).toBe(2);
    const rows = (await ds.query('SELECT response FROM complaint_idempotency_keys WHERE user_id = $1', [user.id])) as { response: { id: string } }[];
    expect(rows).toEqual([{ response: { id: second.body.id, uuid: expect.any(String) } }]);
  });
});
