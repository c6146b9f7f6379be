/** The notifications worker's public surface (docs/architecture.md, Boundaries). */
export { NotificationsModule } from './notifications.module.js';
export { MailService, type OutgoingAttachment, type OutgoingMail } from './mail/mail.service.js';
