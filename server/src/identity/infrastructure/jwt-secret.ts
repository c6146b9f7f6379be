import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';

/**
 * The JWT signing secret: JWT_SECRET when set, else one generated on first start and kept in
 * app_settings, so that tokens survive restarts and are shared by every API process.
 */
export async function resolveJwtSecret(dataSource: DataSource, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(48).toString('base64url');
  await dataSource.query("INSERT INTO app_settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING", [generated]);
  const rows: { value: string }[] = await dataSource.query("SELECT value FROM app_settings WHERE key = 'jwt_secret'");
  return rows[0].value;
}
