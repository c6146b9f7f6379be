import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** India Standard Time's offset, in milliseconds (+05:30 all year). */
const IST_OFFSET_MS = 330 * 60_000;

/** The first day of `now`'s month in India, 'YYYY-MM-01'. */
export function indiaMonth(now: Date): string {
  return `${new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7)}-01`;
}

/**
 * The per-email cap of the emails sent about an Open311 key's complaints to a person who has not claimed them (status
 * updates, authority answers, comments): at most the key's perEmailMonthlyLimit a month per address. Exported for the
 * notifications worker, which asks before each such email.
 */
@Injectable()
export class ReporterMailAllowance {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Counts one email to `email` for key `apiKeyId` this month and answers true, or answers false (and counts nothing)
   * when the month's cap is reached or the key no longer exists. One statement: the upsert's condition reads the
   * key's cap, so two workers cannot both pass the last allowance.
   */
  async take(apiKeyId: string, email: string, now: Date = new Date()): Promise<boolean> {
    const rows: { sent: number }[] = await this.dataSource.query(
      `INSERT INTO open311_reporter_mails (api_key_id, email, month, sent)
         SELECT k.id, $2, $3::date, 1 FROM integration_api_keys k WHERE k.id = $1
       ON CONFLICT (api_key_id, email, month) DO UPDATE SET sent = open311_reporter_mails.sent + 1
         WHERE open311_reporter_mails.sent < (SELECT k.per_email_monthly_limit FROM integration_api_keys k WHERE k.id = $1)
       RETURNING sent`,
      [apiKeyId, email.trim().toLowerCase(), indiaMonth(now)],
    );
    return rows.length > 0;
  }
}
