import { AlertsModule } from '../alerts/public.js';
import { MailerModule, type MailerOptions } from '@nestjs-modules/mailer';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '../billing/public.js';
import { ComplaintsModule } from '../complaints/public.js';
import { ContentModule } from '../content/public.js';
import { DocumentsModule } from '../documents/public.js';
import { IdentityModule } from '../identity/public.js';
import { Open311Module } from '../open311/public.js';
import { AppConfig } from '../kernel/config/app-config.js';
import { RoutingModule } from '../routing/public.js';
import { InboundImapPoller } from './inbound/inbound-imap-poller.js';
import { InboundMail } from './inbound/inbound-mail.entity.js';
import { InboundMailReceiver } from './inbound/inbound-mail-receiver.js';
import { InboundSmtpListener } from './inbound/inbound-smtp-listener.js';
import { MailLogController } from './http/mail-log.controller.js';
import { MailLogService } from './mail/mail-log.service.js';
import { MailAttachment, MailMessage } from './mail/mail-message.entity.js';
import { SendAuthorityForward } from './reactions/send-authority-forward.js';
import { SendComplaintAck } from './reactions/send-complaint-ack.js';
import { ComplaintReporterMail } from './reactions/complaint-reporter-mail.js';
import { SendComplaintUpdate } from './reactions/send-complaint-update.js';
import { SendFollowerUpdates } from './reactions/send-follower-updates.js';
import { SendFollowUp } from './reactions/send-follow-up.js';
import { SendAuthorityAnswer } from './reactions/send-authority-answer.js';
import { AfterPhotoAttachments } from './reactions/after-photo-attachments.js';
import { SendClaimEmail } from './reactions/send-claim-email.js';
import { SendIntegratorComment } from './reactions/send-integrator-comment.js';
import { SendOverdueDigest } from './reactions/send-overdue-digest.js';
import { SendEscalationEmails } from './reactions/send-escalation-emails.js';
import { MailSender } from './mail/mail-sender.js';
import { SentMailLogWriter } from './mail/sent-mail-log.writer.js';
import { SendAuthLinkEmails } from './reactions/send-auth-link-emails.js';
import { SendEmailChangeNotice } from './reactions/send-email-change-notice.js';
import { SendPasswordChangedNotice } from './reactions/send-password-changed-notice.js';
import { ReplyAck } from './mail/reply-ack.entity.js';
import { SendReplyRecordedAck } from './reactions/send-reply-recorded-ack.js';
import { SendSignUpAttemptNotice } from './reactions/send-sign-up-attempt-notice.js';
import { SendAccountDeletedConfirmation } from './reactions/send-account-deleted-confirmation.js';
import { SendInvoiceEmail } from './reactions/send-invoice-email.js';
import { SendSupportEmails } from './reactions/send-support-emails.js';
import { SendAreaAlerts } from './reactions/send-area-alerts.js';
import { SendPhoneVerificationCode } from './reactions/send-phone-verification-code.js';
import { SmsSender } from './sms/sms-sender.js';
import { SMS_PROVIDER, smsProviderFor } from './sms/sms-provider.js';
import { TextMessage } from './sms/text-message.entity.js';
import { TextMessageLogService } from './sms/text-message-log.service.js';
import { TextMessagesPersonalData } from './sms/text-messages-personal-data.js';

/**
 * The notifications worker: email reactions to domain events, the mail transports, and the inbound mail adapter
 * (notifications/inbound: the SMTP listener and the IMAP poller, which turn a received reply into a complaints command).
 */
@Module({
  imports: [
    ContentModule,
    IdentityModule,
    ComplaintsModule,
    DocumentsModule,
    BillingModule,
    Open311Module,
    TypeOrmModule.forFeature([MailMessage, MailAttachment, InboundMail, ReplyAck, TextMessage]),
    RoutingModule,
    AlertsModule,
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
    { provide: SMS_PROVIDER, inject: [AppConfig], useFactory: (config: AppConfig) => smsProviderFor(config) },
    SmsSender,
    TextMessageLogService,
    TextMessagesPersonalData,
    SendPhoneVerificationCode,
    SendClaimEmail,
    SendIntegratorComment,
    MailSender,
    SentMailLogWriter,
    MailLogService,
    ComplaintReporterMail,
    AfterPhotoAttachments,
    SendComplaintAck,
    SendComplaintUpdate,
    SendFollowerUpdates,
    SendFollowUp,
    SendAuthorityAnswer,
    SendOverdueDigest,
    SendAuthorityForward,
    SendEscalationEmails,
    SendAuthLinkEmails,
    SendEmailChangeNotice,
    SendPasswordChangedNotice,
    SendReplyRecordedAck,
    SendSignUpAttemptNotice,
    SendAccountDeletedConfirmation,
    SendInvoiceEmail,
    SendSupportEmails,
    SendAreaAlerts,
    InboundMailReceiver,
    InboundSmtpListener,
    InboundImapPoller,
  ],
  exports: [MailSender, InboundSmtpListener, InboundImapPoller],
})
export class NotificationsModule {}
