import { createHmac, timingSafeEqual } from 'node:crypto';
import { ALERTS_PER_OWNER } from '@civic/contracts';
import { Injectable } from '@nestjs/common';
import { ServerKeys } from '../../identity/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import { isUuid } from '../../kernel/database/uuid.js';

/** The HKDF label of the alert links' key: changing it invalidates every confirmation and unsubscribe link. */
export const ALERT_LINK_KEY_LABEL = 'area-alert-links';

/** What a token lets its holder do: confirm a pending alert, or stop one (or the several that sent one email). */
export type AlertLinkPurpose = 'confirm' | 'unsubscribe';

/**
 * The longest token an alert link carries: an unsubscribe naming every alert one address may have (ALERTS_PER_OWNER
 * ids of 36 characters and their separators) or an address's list (the longest address, base64url), with the MAC.
 */
export const ALERT_TOKEN_MAX = ALERTS_PER_OWNER * 37 + 400;

/** What separates the alert ids of a token that names several (an email that several alerts of one address sent). */
const ID_SEPARATOR = '~';

/**
 * The emailed links of area alerts (docs/adr/0147-area-alerts.md): `{alert id}.{HMAC-SHA256 of purpose and id}` under a
 * key derived from the server's secret (ServerKeys), so that a link can be printed in every email without storing it,
 * cannot be guessed from the id, and one purpose's token never works for the other. An email that several alerts of
 * one address matched carries one unsubscribe token naming them all (`{id}~{id}.{MAC of purpose and the ids}`): the
 * recipient who stops "this email" stops every alert that sent it, not only the first. A link opens a client page,
 * which POSTs the token; the one-click unsubscribe (RFC 8058) POSTs to the API's address directly.
 */
@Injectable()
export class AlertLinkUrls {
  constructor(
    private readonly serverKeys: ServerKeys,
    private readonly config: AppConfig,
  ) {}

  /** The token of `alertIds` (one or more, at most ALERTS_PER_OWNER: one address's alerts) for `purpose`. */
  async token(purpose: AlertLinkPurpose, alertIds: string | readonly string[]): Promise<string> {
    const ids = typeof alertIds === 'string' ? [alertIds] : [...alertIds];
    return `${ids.join(ID_SEPARATOR)}.${await this.mac(purpose, ids)}`;
  }

  /** The alert id a token names, when its MAC is right for `purpose` and it names one alert; null otherwise. */
  async alertIdOf(purpose: AlertLinkPurpose, token: string): Promise<string | null> {
    const ids = await this.alertIdsOf(purpose, token);
    return ids?.length === 1 ? ids[0] : null;
  }

  /** The alert ids a token names (one or more), when its MAC is right for `purpose`; null otherwise. */
  async alertIdsOf(purpose: AlertLinkPurpose, token: string): Promise<string[] | null> {
    const [list, mac, ...rest] = token.split('.');
    if (rest.length || !list || !mac) return null;
    const ids = list.split(ID_SEPARATOR);
    if (ids.length > ALERTS_PER_OWNER || !ids.every(isUuid)) return null;
    const expected = Buffer.from(await this.mac(purpose, ids));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? ids : null;
  }

  /** The client page that confirms a pending alert (it POSTs /api/alerts/confirm). */
  async confirmPage(alertId: string): Promise<{ url: string; token: string }> {
    const token = await this.token('confirm', alertId);
    return { url: `${this.config.publicUrl}/alerts/confirm?token=${token}`, token };
  }

  /** The client page that stops the alerts that sent an email, and the one-click address mail clients POST to (List-Unsubscribe). */
  async unsubscribe(alertIds: string | readonly string[]): Promise<{ page: string; oneClick: string; token: string }> {
    const token = await this.token('unsubscribe', alertIds);
    return {
      page: `${this.config.publicUrl}/alerts/unsubscribe?token=${token}`,
      oneClick: `${this.config.publicUrl}/api/alerts/unsubscribe?token=${token}`,
      token,
    };
  }

  /**
   * The token of an address's list of alerts (`/alerts/manage`, linked from every alert email, so that a person who
   * subscribed without an account sees and stops them all): the address (base64url) and its MAC. It only reads: each
   * alert in the list carries its own unsubscribe token, and stopping one is a POST.
   */
  async manageToken(email: string): Promise<string> {
    const address = email.trim().toLowerCase();
    return `${Buffer.from(address).toString('base64url')}.${await this.mac('manage', [address])}`;
  }

  /** The address a list token names, when its MAC is right; null otherwise. */
  async addressOf(token: string): Promise<string | null> {
    const [encoded, mac, ...rest] = token.split('.');
    if (rest.length || !encoded || !mac || !/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
    const address = Buffer.from(encoded, 'base64url').toString('utf8');
    const expected = Buffer.from(await this.mac('manage', [address]));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
  }

  /** The client page that lists an address's alerts (it reads GET /api/alerts/manage). */
  async managePage(email: string): Promise<{ url: string; token: string }> {
    const token = await this.manageToken(email);
    return { url: `${this.config.publicUrl}/alerts/manage?token=${token}`, token };
  }

  /** One id's MAC is over `purpose:id`, as before tokens could name several: the links already emailed keep working. */
  private async mac(purpose: AlertLinkPurpose | 'manage', values: readonly string[]): Promise<string> {
    return createHmac('sha256', await this.serverKeys.key(ALERT_LINK_KEY_LABEL))
      .update(`${purpose}:${values.map((value) => value.toLowerCase()).join(',')}`)
      .digest('base64url');
  }
}
