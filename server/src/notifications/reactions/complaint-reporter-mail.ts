import { Injectable, Logger } from '@nestjs/common';
import { LOCALES, type EmailTemplateKey, type Locale } from '@civic/contracts';
import { ComplaintRecordsService, type ComplaintForReporter } from '../../complaints/public.js';
import { CategoriesService, type TemplateValues } from '../../content/public.js';
import { MailService } from '../mail/mail.service.js';

/**
 * Emails a complaint's reporter (status updates, escalation notices): loads the complaint with its reporter,
 * fills userName, complaintId and title, adds the template's own placeholders, and sends once per event and
 * handler (idempotency key `${eventId}:${handler}`). A complaint or reporter deleted meanwhile gets nothing, with a
 * warning naming what was not sent.
 */
@Injectable()
export class ComplaintReporterMail {
  private readonly logger = new Logger('ComplaintReporterMail');

  constructor(
    private readonly mail: MailService,
    private readonly records: ComplaintRecordsService,
    private readonly categories: CategoriesService,
  ) {}

  /**
   * Sends `template` about complaint `complaintId` (its public id) to its reporter. `what` names the email in the
   * warning ('status email'); `values` gives the placeholders beyond userName, complaintId and title, in the
   * reporter's language (`locale`, the one their emails are written in); the complaint they receive names its category
   * in that language too.
   */
  async send(
    message: { eventId: string; handler: string; template: EmailTemplateKey; what: string },
    complaintId: string,
    values: (complaint: ComplaintForReporter, locale: Locale) => TemplateValues,
  ): Promise<void> {
    const complaint = await this.records.forReporter(complaintId);
    if (!complaint?.reporter) {
      this.logger.warn(`Complaint ${complaintId}: the complaint or its reporter no longer exists; no ${message.what} sent`);
      return;
    }
    const categoryNames = new Map(
      await Promise.all(LOCALES.map(async (locale) => [locale, await this.categories.nameIn(complaint.categoryKey, locale, complaint.categoryName)] as const)),
    );
    await this.mail.sendTemplate(
      message.template,
      [complaint.reporter.email],
      (locale) => ({
        userName: complaint.reporter!.name,
        complaintId: complaint.complaintId,
        title: complaint.title,
        ...values({ ...complaint, categoryName: categoryNames.get(locale) ?? complaint.categoryName }, locale),
      }),
      { idempotencyKey: `${message.eventId}:${message.handler}`, eventId: message.eventId },
    );
  }
}
