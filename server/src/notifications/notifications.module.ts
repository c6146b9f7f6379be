import { MailerModule, type MailerOptions } from '@nestjs-modules/mailer';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module.js';
import { AppConfig } from '../kernel/config/app-config.js';
import { MailAttachment, MailMessage } from './mail/mail-message.entity.js';
import { MailService } from './mail/mail.service.js';

/** The notifications worker: email reactions to domain events, and the mail transports. */
@Module({
  imports: [
    ContentModule,
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
  providers: [MailService],
  exports: [MailService],
})
export class NotificationsModule {}
