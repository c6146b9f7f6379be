import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  categoryNameIn,
  type CategoryWordsSource,
  type Locale,
  alertCircleInWords,
  alertDigestInWords,
  alertHeadlineInWords,
  statusInWords,
} from '@civic/contracts';
import { AlertEventName, AlertLinkUrls, AreaAlertsService, type AreaAlert } from '../../alerts/public.js';
import { ComplaintEvent, PublicComplaintsService, type PublicComplaint } from '../../complaints/public.js';
import { CategoriesService } from '../../content/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { MailSender } from '../mail/mail-sender.js';
import { emailDate } from './send-escalation-emails.js';

/** Handler names: with the event id (and the recipient) they form the mails' idempotency keys. */
export const SEND_AREA_ALERTS_ON_FILED = 'send-area-alerts-on-filed';
export const SEND_AREA_ALERTS_ON_STATUS = 'send-area-alerts-on-status';
export const SEND_AREA_ALERT_DIGEST = 'send-area-alert-digest';
export const SEND_ALERT_CONFIRMATION = 'send-alert-confirmation';

/**
 * The area alerts' emails (docs/adr/0147-area-alerts.md), in each recipient's language (the alert's: the account's, or
 * the page's where an address subscribed), listing complaints as the public page shows them (PublicComplaint):
 * - at once, on ComplaintFiled ('new') and ComplaintStatusChanged ('updates'): the active instant alerts the complaint
 *   matches (AreaAlertsService.instantMatches, one statement), one email per recipient address however many of its
 *   alerts match, key `${event.id}:<handler>:${address}`;
 * - on AreaAlertDigestPrepared: the alert's digest of its window, when it lists anything, key `${event.id}:<handler>`;
 * - on AreaAlertSubscribed of an address alone: the confirmation link (template alert_confirm), which opens a page.
 * Every alert email carries List-Unsubscribe (the one-click POST address, RFC 8058) with List-Unsubscribe-Post, and
 * the unsubscribe page's link in its body; the tokens are secrets, redacted in the sent-mail log.
 */
@Injectable()
export class SendAreaAlerts implements OnModuleInit {
  private readonly logger = new Logger('SendAreaAlerts');

  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly mail: MailSender,
    private readonly alerts: AreaAlertsService,
    private readonly links: AlertLinkUrls,
    private readonly complaints: PublicComplaintsService,
    private readonly categories: CategoriesService,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: ComplaintEvent.Filed,
      queue: QueueName.Notifications,
      handler: SEND_AREA_ALERTS_ON_FILED,
      outside: (event) => this.instant(event, 'new', SEND_AREA_ALERTS_ON_FILED),
    });
    this.subscriptions.on({
      event: ComplaintEvent.StatusChanged,
      queue: QueueName.Notifications,
      handler: SEND_AREA_ALERTS_ON_STATUS,
      outside: (event) => this.instant(event, 'updates', SEND_AREA_ALERTS_ON_STATUS),
    });
    this.subscriptions.on({
      event: AlertEventName.DigestPrepared,
      queue: QueueName.Notifications,
      handler: SEND_AREA_ALERT_DIGEST,
      outside: (event) => this.digest(event),
    });
    this.subscriptions.on({
      event: AlertEventName.Subscribed,
      queue: QueueName.Notifications,
      handler: SEND_ALERT_CONFIRMATION,
      outside: (event) => this.confirmation(event),
    });
  }

  async instant(event: DomainEvent<'ComplaintFiled' | 'ComplaintStatusChanged'>, kind: 'new' | 'updates', handler: string): Promise<void> {
    const publicId = event.payload.complaintId;
    const place = await this.complaints.placeOf(publicId);
    if (!place) return;
    const matching = await this.alerts.instantMatches(place, kind);
    if (matching.length === 0) return;
    const complaint = await this.complaints.get(publicId);
    if (!complaint) return;
    const byAddress = new Map<string, AreaAlert[]>();
    for (const alert of matching) byAddress.set(alert.email, [...(byAddress.get(alert.email) ?? []), alert]);
    const categories = await this.categoryWords();
    for (const [email, alerts] of byAddress) {
      // One email per address, named after its first alert; its unsubscribe stops every alert that sent it.
      const [first] = alerts;
      await this.send(email, alerts, alertHeadlineInWords(kind, first.locale), [complaint], categories, `${event.id}:${handler}:${email}`, event.id);
    }
  }

  async digest(event: DomainEvent<'AreaAlertDigestPrepared'>): Promise<void> {
    const p = event.payload;
    const alert = await this.alerts.get(p.alertId);
    if (!alert || alert.status !== 'active') return;
    const complaints = await this.alerts.digestMatches(alert, new Date(p.from), new Date(p.to));
    if (complaints.length === 0) return;
    const headline = alertDigestInWords(complaints.length, emailDate(p.to, alert.locale), alert.locale);
    await this.send(alert.email, [alert], headline, complaints, await this.categoryWords(), `${event.id}:${SEND_AREA_ALERT_DIGEST}`, event.id);
  }

  async confirmation(event: DomainEvent<'AreaAlertSubscribed'>): Promise<void> {
    const p = event.payload;
    if (!p.needsConfirmation || !event.audit.entityId) return;
    const alert = await this.alerts.get(event.audit.entityId);
    if (!alert || alert.status !== 'pending') return;
    const confirm = await this.links.confirmPage(alert.id);
    await this.mail.sendTemplate('alert_confirm', [alert.email], (locale) => ({ areaName: areaInWords(alert, locale), confirmUrl: confirm.url }), {
      locale: alert.locale,
      idempotencyKey: `${event.id}:${SEND_ALERT_CONFIRMATION}`,
      eventId: event.id,
      secrets: [confirm.token],
      mustCarry: confirm.url,
    });
  }

  /**
   * One alert email to `email` about `complaints`, from `alerts` (one address's, the first naming the area), with the
   * unsubscribe of them all (the one-click header and the page).
   */
  private async send(
    email: string,
    [alert, ...others]: readonly AreaAlert[],
    headline: string,
    complaints: PublicComplaint[],
    categories: ReadonlyMap<string, CategoryWordsSource>,
    idempotencyKey: string,
    eventId: string,
  ): Promise<void> {
    const unsubscribe = await this.links.unsubscribe([alert.id, ...others.map((other) => other.id)]);
    const manage = await this.links.managePage(email);
    const sent = await this.mail.sendTemplate(
      'area_alert',
      [email],
      (locale) => ({
        areaName: areaInWords(alert, locale),
        headline,
        complaintList: complaints.map((c) => this.lineOf(c, categories, locale)).join('\n'),
        unsubscribeUrl: unsubscribe.page,
        manageUrl: manage.url,
      }),
      {
        locale: alert.locale,
        idempotencyKey,
        eventId,
        secrets: [unsubscribe.token, manage.token],
        mustCarry: unsubscribe.page,
        headers: { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
    );
    if (!sent) this.logger.log(`The area_alert template is disabled: alert ${alert.id} sent nothing`);
  }

  /** A complaint's line: id · category · status · place · its public page, in the reader's language. */
  private lineOf(c: PublicComplaint, categories: ReadonlyMap<string, CategoryWordsSource>, locale: Locale): string {
    const parts = [c.id, categoryNameIn(categories.get(c.categoryKey), c.categoryKey, locale), statusInWords(c.status, locale)];
    if (c.place) parts.push(c.place.name);
    parts.push(`${this.config.publicUrl}/c/${c.id}`);
    return parts.join(' · ');
  }

  private async categoryWords(): Promise<Map<string, CategoryWordsSource>> {
    return new Map((await this.categories.listAll()).map((c) => [c.key, c]));
  }
}

/** The alert's area in the reader's words: the place's name, or the circle's radius and centre. */
function areaInWords(alert: AreaAlert, locale: Locale): string {
  const area = alert.area;
  return area.kind === 'circle' ? alertCircleInWords(area, locale) : alert.areaName;
}
