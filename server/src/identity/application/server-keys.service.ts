import { hkdfSync } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../kernel/config/app-config.js';
import { readStoredSecret } from '../../kernel/config/app-secrets.js';
import { JWT_SECRET_SETTING } from '../infrastructure/jwt-secret.js';

/**
 * Keys other contexts derive from the server's secret (JWT_SECRET, or the one kept in app_settings) for their own
 * emailed links, each under its own HKDF-SHA256 label (RFC 5869), so that no two uses share a key and none is the JWT
 * signing key itself. Rotating the secret invalidates every link derived from it. Reads only: the generated secret is
 * stored when the identity module starts (resolveJwtSecret, for the JWT module), before anything asks for a key.
 */
@Injectable()
export class ServerKeys {
  private readonly keys = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The 32-byte key of `label` (e.g. 'response-link-tokens'), derived once per process. */
  key(label: string): Promise<Buffer> {
    let key = this.keys.get(label);
    if (!key) {
      key = this.secret().then((secret) => Buffer.from(hkdfSync('sha256', secret, 'goa-civic-portal', label, 32)));
      key.catch(() => this.keys.delete(label));
      this.keys.set(label, key);
    }
    return key;
  }

  private async secret(): Promise<string> {
    if (this.config.JWT_SECRET) return this.config.JWT_SECRET;
    const stored = await readStoredSecret(this.dataSource, this.config, JWT_SECRET_SETTING);
    if (stored === null) throw new Error(`The server's secret '${JWT_SECRET_SETTING}' is not stored: the identity module stores it when it starts`);
    return stored;
  }
}
