/**
 * Identity's public surface: the only file other contexts may import (docs/architecture.md, Boundaries).
 * UserAccountsService is the read access to accounts; the events are identity's published contract.
 */
export { IdentityModule } from './identity.module.js';
export { UserAccountsService, type UserProfile, type PendingPhoneVerification } from './application/user-accounts.service.js';
export { ServerKeys } from './application/server-keys.service.js';
export { AuthLinkUrls } from './application/auth-link-urls.service.js';
/** A WhatsApp number's own citizen account (docs/adr/0151-whatsapp-channel.md). */
export { RegisterWhatsAppCitizenCommand } from './application/commands/register-whatsapp-citizen/register-whatsapp-citizen.command.js';
/** How an account hears about its complaints, chosen on My Profile or in the WhatsApp conversation. */
export { ChooseNotificationChannelsCommand } from './application/commands/choose-notification-channels/choose-notification-channels.command.js';
export { UserPlansWriter, type PlanHolder } from './application/user-plans.writer.js';
/** Links a WhatsApp number to an account in the whatsapp context's transaction (docs/adr/0154-whatsapp-as-a-chosen-channel.md). */
export { UserWhatsAppWriter } from './application/user-whatsapp.writer.js';
export {
  IdentityEvent,
  type AccountEmailPayload,
  type PasswordResetRequestedPayload,
  type PhoneVerificationRequestedPayload,
  type WhatsAppNumberPayload,
  type UserSignedUpPayload,
  type UserPlanChangedPayload,
  type VerificationEmailRequestedPayload,
} from './domain/events/user.events.js';
