import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { hashApiKey } from '../domain/api-key-secret.js';
import { IntegrationKey } from '../domain/integration-key.entity.js';

/** The key an Open311 call was made with. */
export interface AuthenticatedKey {
  id: string;
  name: string;
  accountId: string | null;
  reporterPolicy: 'linked' | 'by_email';
  monthlyLimit: number | null;
  perEmailMonthlyLimit: number;
}

/** Read access to integration keys for the Open311 routes: finds a working key by its hash (indexed). Never writes. */
@Injectable()
export class IntegrationKeysService {
  constructor(@InjectRepository(IntegrationKey) private readonly keys: Repository<IntegrationKey>) {}

  /** The key that is not revoked and whose SHA-256 matches `key`; null otherwise. */
  async authenticate(key: string): Promise<AuthenticatedKey | null> {
    if (!key) return null;
    const row = await this.keys.findOne({ where: { keyHash: hashApiKey(key), revokedAt: IsNull() } });
    return row
      ? {
          id: row.id,
          name: row.name,
          accountId: row.accountId,
          reporterPolicy: row.reporterPolicy,
          monthlyLimit: row.monthlyLimit,
          perEmailMonthlyLimit: row.perEmailMonthlyLimit,
        }
      : null;
  }
}
