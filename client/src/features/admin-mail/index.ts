/** What the sent-mail feature offers the other features: the warning shown while emails are not being sent. */
export { MailDeliveryWarning } from './mail-delivery-warning';
