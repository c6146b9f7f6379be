import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ServerKeys } from '../../identity/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import { isUuid } from '../../kernel/database/uuid.js';

/** The HKDF label of the alert links' key: changing it invalidates every confirmation and unsubscribe link. */
export const ALERT_LINK_KEY_LABEL = 'area-alert-links';

/** What a token lets its holder do: confirm a pending alert, or stop one. */
export type AlertLinkPurpose = 'confirm' | 'unsubscribe';

/**
 * The emailed links of area alerts (docs/adr/0147-area-alerts.md): `{alert id}.{HMAC-SHA256 of purpose and id}` under a
 * key derived from the server's secret (ServerKeys), so that a link can be printed in every email without storing it,
 * cannot be guessed from the id, and one purpose's token never works for the other. A link opens a client page, which
 * POSTs the token; the one-click unsubscribe (RFC 8058) POSTs to the API's address directly.
 */
@Injectable()
export class AlertLinkUrls {
  constructor(
    private readonly serverKeys: ServerKeys,
    private readonly config: AppConfig,
  ) {}

  async token(purpose: AlertLinkPurpose, alertId: string): Promise<string> {
    return `${alertId}.${await this.mac(purpose, alertId)}`;
  }

  /** The alert id a token names, when its MAC is right for `purpose`; null otherwise. */
  async alertIdOf(purpose: AlertLinkPurpose, token: string): Promise<string | null> {
    const [id, mac, ...rest] = token.split('.');
    if (rest.length || !id || !mac || !isUuid(id)) return null;
    const expected = Buffer.from(await this.mac(purpose, id));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  /** The client page that confirms a pending alert (it POSTs /api/alerts/confirm). */
  async confirmPage(alertId: string): Promise<{ url: string; token: string }> {
    const token = await this.token('confirm', alertId);
    return { url: `${this.config.publicUrl}/alerts/confirm?token=${token}`, token };
  }

  /** The client page that stops an alert, and the one-click address mail clients POST to (List-Unsubscribe). */
  async unsubscribe(alertId: string): Promise<{ page: string; oneClick: string; token: string }> {
    const token = await this.token('unsubscribe', alertId);
    return {
      page: `${this.config.publicUrl}/alerts/unsubscribe?token=${token}`,
      oneClick: `${this.config.publicUrl}/api/alerts/unsubscribe?token=${token}`,
      token,
    };
  }

  private async mac(purpose: AlertLinkPurpose, alertId: string): Promise<string> {
    return createHmac('sha256', await this.serverKeys.key(ALERT_LINK_KEY_LABEL))
      .update(`${purpose}:${alertId.toLowerCase()}`)
      .digest('base64url');
  }
}
