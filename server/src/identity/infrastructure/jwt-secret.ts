import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { storedSecret } from '../../kernel/config/app-secrets.js';

/** The app_settings key of the generated JWT secret. */
export const JWT_SECRET_SETTING = 'jwt_secret';

/**
 * The JWT signing secret: JWT_SECRET when set, else one generated on first start and kept in app_settings, encrypted
 * with the app's encryption key (storedSecret), so that tokens survive restarts and are shared by every API process.
 */
export async function resolveJwtSecret(
  dataSource: DataSource,
  config: Pick<AppConfig, 'JWT_SECRET' | 'APP_ENCRYPTION_KEY' | 'APP_ENCRYPTION_KEY_FILE'>,
): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  return storedSecret(dataSource, config, JWT_SECRET_SETTING, () => randomBytes(48).toString('base64url'));
}
