/** The notifications worker's public surface (docs/architecture.md, Boundaries). */
export { NotificationsModule } from './notifications.module.js';
export { MailSender, type OutgoingAttachment, type OutgoingMail } from './mail/mail-sender.js';
/** The inbound mail adapter's transports, started beside the queue workers (bootstrap's startWorkers). */
export { InboundSmtpListener } from './inbound/inbound-smtp-listener.js';
export { InboundImapPoller } from './inbound/inbound-imap-poller.js';
