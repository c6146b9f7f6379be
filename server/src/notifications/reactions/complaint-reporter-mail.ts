import { Injectable, Logger } from '@nestjs/common';
import { LOCALES, type EmailTemplateKey, type Locale } from '@civic/contracts';
import { ComplaintRecordsService, type ComplaintForReporter } from '../../complaints/public.js';
import { CategoriesService, type TemplateValues } from '../../content/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import { UserAccountsService } from '../../identity/public.js';
import { ReporterMailAllowance } from '../../open311/public.js';
import { MailSender, type OutgoingAttachment } from '../mail/mail-sender.js';
import { isSmsKind } from '../sms/sms-kinds.js';
import { SmsSender } from '../sms/sms-sender.js';
import { complaintShortLink, smsText } from '../sms/sms-words.js';

/**
 * The portal pages a reporter's email links to. Each only opens a page (a mail scanner may follow it): the complaint in
 * My Complaints, and the same page with the fix confirmation (`fixed=yes`) or the reopening form (`fixed=no`) open;
 * the complaint changes only when the reporter sends that form.
 */
export function reporterLinks(publicUrl: string, complaintId: string, signedUp: boolean): { complaintUrl: string; fixedUrl: string; reopenUrl: string } {
  const id = encodeURIComponent(complaintId);
  // A person with no account yet (an Open311 complaint not claimed) follows the public page.
  if (!signedUp) return { complaintUrl: `${publicUrl}/c/${id}`, fixedUrl: '', reopenUrl: '' };
  const page = `${publicUrl}/dashboard?id=${id}`;
  return { complaintUrl: page, fixedUrl: `${page}&fixed=yes`, reopenUrl: `${page}&fixed=no` };
}

/** The questionnaire page a follow-up email opens (GET only: the answer is the page's POST; docs/adr/0148). */
export function followUpUrl(publicUrl: string, complaintId: string): string {
  return `${publicUrl}/was-it-fixed?id=${encodeURIComponent(complaintId)}`;
}

/**
 * Emails a complaint's reporter (status updates, escalation notices, authority answers, comments): loads the complaint
 * with its reporter (or, for an Open311 complaint not claimed yet, the person it was filed for, within the key's
 * per-email cap),
 * fills userName, complaintId, title and the links (complaintUrl, fixedUrl, reopenUrl: reporterLinks), adds the
 * template's own placeholders, and sends once per event and
 * handler (idempotency key `${eventId}:${handler}`). A complaint or reporter deleted meanwhile gets nothing, with a
 * warning naming what was not sent. The reporter's channels decide the way (docs/adr/0152-hearing-back-by-sms.md): the
 * email only when 'email' is chosen, and an SMS in their language with the complaint id and its short link when 'sms'
 * is chosen and the phone is verified (key `${eventId}:${handler}:sms`, once per event too).
 */
@Injectable()
export class ComplaintReporterMail {
  private readonly logger = new Logger('ComplaintReporterMail');

  constructor(
    private readonly mail: MailSender,
    private readonly records: ComplaintRecordsService,
    private readonly allowance: ReporterMailAllowance,
    private readonly categories: CategoriesService,
    private readonly config: AppConfig,
    private readonly accounts: UserAccountsService,
    private readonly sms: SmsSender,
  ) {}

  /**
   * Sends `template` about complaint `complaintId` (its public id) to its reporter. `what` names the email in the
   * warning ('status email'); `values` gives the placeholders beyond userName, complaintId and title, in the
   * reporter's language (`locale`, the one their emails are written in). complaint_resolved (Is it fixed?) goes as
   * complaint_update to a person with no account, who has no page to confirm on. `attachments` (after-photos, an
   * authority's documents) go with the email.
   */
  async send(
    message: { eventId: string; handler: string; template: EmailTemplateKey; what: string; attachments?: OutgoingAttachment[] },
    complaintId: string,
    values: (complaint: ComplaintForReporter, locale: Locale) => TemplateValues,
  ): Promise<void> {
    const complaint = await this.records.forReporter(complaintId);
    // An Open311 complaint filed for an email and not claimed yet: its person gets the email, within the key's
    // per-email monthly cap (so a key cannot flood a stranger's inbox).
    const recipient = complaint?.reporter ?? complaint?.unclaimedContact ?? null;
    if (!complaint || !recipient) {
      this.logger.warn(`Complaint ${complaintId}: the complaint or its reporter no longer exists; no ${message.what} sent`);
      return;
    }
    const idempotencyKey = `${message.eventId}:${message.handler}`;
    if (!complaint.reporter && complaint.unclaimedContact) {
      if (await this.mail.alreadySent(idempotencyKey)) return;
      if (!(await this.allowance.take(complaint.unclaimedContact.apiKeyId, complaint.unclaimedContact.email))) {
        this.logger.log(`Complaint ${complaintId}: the per-email monthly cap of its API key is reached; no ${message.what} sent`);
        return;
      }
    }
    // The complaint as each language's reader gets it: its category named in that language.
    const categoryNames = new Map(
      await Promise.all(LOCALES.map(async (locale) => [locale, await this.categories.nameIn(complaint.categoryKey, locale, complaint.categoryName)] as const)),
    );
    const signedUp = complaint.reporter !== null;
    const template = message.template === 'complaint_resolved' && !signedUp ? 'complaint_update' : message.template;
    const links = reporterLinks(this.config.publicUrl, complaint.complaintId, signedUp);
    // The channels the reporter chose on My Profile (a person without an account hears by email).
    const account = complaint.reporter ? await this.accounts.getProfile(complaint.reporter.id) : null;
    const channels = account?.notificationChannels ?? ['email'];
    const withLocale = (locale: Locale) => values({ ...complaint, categoryName: categoryNames.get(locale) ?? complaint.categoryName }, locale);
    // The email first: a provider refusing the SMS retries the job, and the email is not sent twice (its key).
    if (channels.includes('email') && recipient.email) {
      await this.mail.sendTemplate(
        template,
        [recipient.email],
        (locale) => ({
          userName: recipient.name,
          complaintId: complaint.complaintId,
          title: complaint.title,
          ...links,
          ...withLocale(locale),
        }),
        {
          idempotencyKey,
          eventId: message.eventId,
          ...(message.attachments?.length ? { attachments: message.attachments } : {}),
          // A person trying the portal without SMTP reads the "Is it fixed?" links on the console.
          ...(template === 'complaint_resolved' ? { consoleLinks: [links.fixedUrl, links.reopenUrl] } : {}),
          ...(template === 'complaint_follow_up' ? { consoleLinks: [followUpUrl(this.config.publicUrl, complaint.complaintId)] } : {}),
        },
      );
    }
    if (account && channels.includes('sms') && account.verifiedPhone && isSmsKind(template)) {
      const words = withLocale(account.locale);
      const text = (key: string) => (words[key] === undefined || words[key] === null ? undefined : String(words[key]));
      await this.sms.send({
        kind: template,
        to: account.verifiedPhone,
        locale: account.locale,
        body: smsText(template, account.locale, {
          complaintId: complaint.complaintId,
          // The four-week question links the questionnaire, as its email does; every other text the public page.
          link:
            template === 'complaint_follow_up'
              ? followUpUrl(this.config.publicUrl, complaint.complaintId)
              : complaintShortLink(this.config.publicUrl, complaint.complaintId),
          headline: text('headline'),
          status: text('status'),
          step: text('stepName'),
        }),
        complaintId: complaint.complaintId,
        userId: account.id,
        eventId: message.eventId,
        idempotencyKey: `${idempotencyKey}:sms`,
      });
    }
  }
}
