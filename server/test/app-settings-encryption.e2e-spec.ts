import { describe, it, before, after } from 'node:test';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { PaymentSignatures } from '../src/billing/application/payment-signatures.service.js';
import { appEncryptionKey, openSecret, sealSecret, SecretKeyMismatchError, storedSecret } from '../src/kernel/config/app-secrets.js';
import { createTestApp, SUPERADMIN, type TestApp } from './helpers/test-app.js';

/**
 * The secrets kept in app_settings (the generated JWT secret, the sandbox's payment secrets) are encrypted at rest
 * with a key from outside the database: APP_ENCRYPTION_KEY, or a key file generated on first start.
 */
describe('app_settings secrets encrypted at rest (APP_ENCRYPTION_KEY or its generated key file)', () => {
  let t: TestApp;
  let ds: DataSource;

  before(async () => {
    t = await createTestApp({}, { workers: false });
    ds = t.app.get(DataSource);
  });
  after(async () => {
    await t.close();
  });

  it('the JWT and payment secrets are stored sealed, never in plain text, and still sign sessions and payments', async () => {
    const webhook = await t.app.get(PaymentSignatures).webhookSecret();
    const rows: { key: string; value: string }[] = await ds.query(
      "SELECT key, value FROM app_settings WHERE key IN ('jwt_secret', 'payments_key_secret', 'payments_webhook_secret') ORDER BY key",
    );
    expect(rows.some((r) => r.key === 'jwt_secret')).toBe(true);
    expect(rows.some((r) => r.key === 'payments_webhook_secret')).toBe(true);
    for (const row of rows) expect(row.value).toMatch(/^enc:v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(rows.find((r) => r.key === 'payments_webhook_secret')!.value).not.toContain(webhook);
    const login = await t.http().post('/api/auth/login').send(SUPERADMIN).expect(200);
    await t.http().get('/api/auth/me').set('Authorization', `Bearer ${login.body.token}`).expect(200);
  });

  it('the key file is generated once, readable by its owner only, and reused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'civic-key-'));
    try {
      const file = join(dir, 'nested', 'app.key');
      const first = appEncryptionKey({ APP_ENCRYPTION_KEY_FILE: file });
      expect(first).toHaveLength(32);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
      expect(appEncryptionKey({ APP_ENCRYPTION_KEY_FILE: file }).equals(first)).toBe(true);
      expect(appEncryptionKey({ APP_ENCRYPTION_KEY: 'x'.repeat(32), APP_ENCRYPTION_KEY_FILE: file }).equals(first)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a value stored in plain text by an earlier version is sealed in place on first read, its value unchanged', async () => {
    const setting = `test_secret_${Date.now()}`;
    await ds.query('INSERT INTO app_settings (key, value) VALUES ($1, $2)', [setting, 'legacy-plain-secret']);
    expect(await storedSecret(ds, t.config, setting, () => 'never-used')).toBe('legacy-plain-secret');
    const [row] = await ds.query('SELECT value FROM app_settings WHERE key = $1', [setting]);
    expect(row.value).toMatch(/^enc:v1:/);
    expect(await storedSecret(ds, t.config, setting, () => 'never-used')).toBe('legacy-plain-secret');
    await ds.query('DELETE FROM app_settings WHERE key = $1', [setting]);
  });

  it('another key, or a sealed value moved to another setting, cannot open it (authenticated encryption)', () => {
    const key = appEncryptionKey(t.config);
    const sealed = sealSecret(key, 'jwt_secret', 'the-secret');
    expect(openSecret(key, 'jwt_secret', sealed)).toBe('the-secret');
    const other = appEncryptionKey({ APP_ENCRYPTION_KEY: 'another-key-of-at-least-32-characters!', APP_ENCRYPTION_KEY_FILE: 'unused' });
    expect(() => openSecret(other, 'jwt_secret', sealed)).toThrow(SecretKeyMismatchError);
    expect(() => openSecret(key, 'payments_key_secret', sealed)).toThrow(/encrypted with another key/);
  });
});
