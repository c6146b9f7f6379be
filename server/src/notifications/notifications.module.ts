import { MailerModule, type MailerOptions } from '@nestjs-modules/mailer';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '../billing/public.js';
import { ComplaintsModule } from '../complaints/public.js';
import { ContentModule } from '../content/public.js';
import { DocumentsModule } from '../documents/public.js';
import { IdentityModule } from '../identity/public.js';
import { AppConfig } from '../kernel/config/app-config.js';
import { MailLogController } from './http/mail-log.controller.js';
import { MailLogService } from './mail/mail-log.service.js';
import { MailAttachment, MailMessage } from './mail/mail-message.entity.js';
import { SendAuthorityForward } from './reactions/send-authority-forward.js';
import { SendComplaintAck } from './reactions/send-complaint-ack.js';
import { ComplaintReporterMail } from './reactions/complaint-reporter-mail.js';
import { SendComplaintUpdate } from './reactions/send-complaint-update.js';
import { SendOverdueDigest } from './reactions/send-overdue-digest.js';
import { SendEscalationEmails } from './reactions/send-escalation-emails.js';
import { MailService } from './mail/mail.service.js';
import { SendAuthLinkEmails } from './reactions/send-auth-link-emails.js';
import { SendAccountDeletionEmails } from './reactions/send-account-deletion-emails.js';
import { SendInvoiceEmail } from './reactions/send-invoice-email.js';
import { SendSupportEmails } from './reactions/send-support-emails.js';

/** The notifications worker: email reactions to domain events, and the mail transports. */
@Module({
  imports: [
    ContentModule,
    IdentityModule,
    ComplaintsModule,
    DocumentsModule,
    BillingModule,
    TypeOrmModule.forFeature([MailMessage, MailAttachment]),
    MailerModule.forRootAsync({
      imports: [],
      inject: [AppConfig],
      useFactory: (config: AppConfig): MailerOptions =>
        ({
          transports: { database: { jsonTransport: true }, ...(config.SMTP_URL ? { smtp: config.SMTP_URL } : {}) },
          defaults: { from: config.MAIL_FROM },
        }) as MailerOptions,
    }),
  ],
  controllers: [MailLogController],
  providers: [
    MailService,
    MailLogService,
    ComplaintReporterMail,
    SendComplaintAck,
    SendComplaintUpdate,
    SendOverdueDigest,
    SendAuthorityForward,
    SendEscalationEmails,
    SendAuthLinkEmails,
    SendAccountDeletionEmails,
    SendInvoiceEmail,
    SendSupportEmails,
  ],
  exports: [MailService],
})
export class NotificationsModule {}
