import type { AdminModule } from '@civic/contracts';
import { eventFactory } from '../../../kernel/events/domain-event.js';

/**
 * The events identity publishes through the outbox: its public contract for the workers (notifications send
 * the emails, audit records every event). The audit stamp (context 'identity', the actor, entity 'user' with
 * the account's id) is in the envelope.
 */
export const IdentityEvent = {
  UserSignedUp: 'UserSignedUp',
  VerificationEmailRequested: 'VerificationEmailRequested',
  EmailVerified: 'EmailVerified',
  PasswordResetRequested: 'PasswordResetRequested',
  PasswordReset: 'PasswordReset',
  PasswordChanged: 'PasswordChanged',
  ProfileUpdated: 'ProfileUpdated',
  GoogleAccountLinked: 'GoogleAccountLinked',
  AdminCreated: 'AdminCreated',
  AdminModulesChanged: 'AdminModulesChanged',
  AdminDeleted: 'AdminDeleted',
  AdminPasswordReset: 'AdminPasswordReset',
  UserPlanChanged: 'UserPlanChanged',
  UserBlocked: 'UserBlocked',
  UserUnblocked: 'UserUnblocked',
  UserEmailVerificationChanged: 'UserEmailVerificationChanged',
  UserDeleted: 'UserDeleted',
  TwoFactorEnabled: 'TwoFactorEnabled',
  TwoFactorDisabled: 'TwoFactorDisabled',
  TwoFactorReset: 'TwoFactorReset',
  RecoveryCodeUsed: 'RecoveryCodeUsed',
  AccountDeletionCodeRequested: 'AccountDeletionCodeRequested',
  SignUpWithExistingEmailAttempted: 'SignUpWithExistingEmailAttempted',
  PhoneVerificationRequested: 'PhoneVerificationRequested',
  PhoneVerified: 'PhoneVerified',
  NotificationChannelsChosen: 'NotificationChannelsChosen',
  WhatsAppNumberLinked: 'WhatsAppNumberLinked',
  WhatsAppNumberReleased: 'WhatsAppNumberReleased',
} as const;

/** UserSignedUp: a citizen account was created by sign-up or a first Google sign-in. */
export interface UserSignedUpPayload {
  email: string;
  authProvider: 'local' | 'google' | 'whatsapp';
}

/** VerificationEmailRequested: send auth_verify_email to `email` (handler send-verification-email). */
export interface VerificationEmailRequestedPayload {
  userId: string;
  email: string;
  name: string;
  /** The stored link's id; the notifications worker derives the token and URL from it (AuthLinkUrls). */
  tokenId: string;
  expiryHours: number;
  reason: 'signup' | 'resend' | 'email-changed';
}

/** PasswordResetRequested: send auth_reset_password to `email` (handler send-password-reset-email). */
export interface PasswordResetRequestedPayload {
  userId: string;
  email: string;
  name: string;
  /** The stored link's id; the notifications worker derives the token and URL from it (AuthLinkUrls). */
  tokenId: string;
  expiryMinutes: number;
}

/** PasswordReset / PasswordChanged: `createdPassword` when the account had none before (a Google account). */
export interface PasswordSetPayload {
  email: string;
  createdPassword: boolean;
}

/** ProfileUpdated: `previousEmail` only when the email changed (it must be verified again); `locale` when the language changed. */
export interface ProfileUpdatedPayload {
  email: string;
  emailChanged: boolean;
  previousEmail: string | null;
  locale?: string;
}

/** GoogleAccountLinked: `droppedPassword` when an unverified account's password was dropped (pre-hijacking). */
export interface GoogleAccountLinkedPayload {
  email: string;
  droppedPassword: boolean;
}

/** AdminCreated / AdminDeleted (admin spec section 2, Admin Management). */
export interface AdminAccountPayload {
  email: string;
  modules: AdminModule[];
}

/** AdminModulesChanged: the modules before and after. */
export interface AdminModulesChangedPayload {
  email: string;
  before: AdminModule[];
  after: AdminModule[];
}

/** EmailVerified and AdminPasswordReset name the account's email. */
export interface AccountEmailPayload {
  email: string;
}

/** UserPlanChanged: the account's plan changed (a verified payment, a grant, a downgrade, a subscription's end). */
export interface UserPlanChangedPayload {
  email: string;
  from: string;
  to: string;
  isPremium: boolean;
  /** Why: 'payment', 'subscription', 'grant', 'downgrade', 'subscription-ended', 'refund'. */
  reason: string;
}

/** UserEmailVerificationChanged: an admin verified or unverified the address (Users admin). */
export interface UserEmailVerificationChangedPayload {
  email: string;
  emailVerified: boolean;
}

/**
 * UserDeleted: the account was deleted permanently (Users admin, or its owner). The payload carries what identified the
 * person so that each context can erase or pseudonymise what it keeps about them (docs/adr/0016-users-admin.md,
 * docs/adr/0132-mail-log-secrets-export-and-erasure.md); the outbox row keeps 'Deleted user' in place of the address,
 * name and phone once every reaction has run (IdentityModule declares them with eraseWhenHandled), and the audit log
 * never records them.
 */
export interface UserDeletedPayload {
  email: string;
  /** True when the account's owner deleted it (a data-rights request): a confirmation goes to this address. */
  byOwner?: boolean;
  /** The person's name (the confirmation's greeting; what the deletion pseudonymises). */
  name?: string;
  /** The person's phone, as the account held it (what the deletion pseudonymises). */
  phone?: string;
  /** The account's language, for the confirmation (owner deletions only). */
  locale?: string;
}

/** The keys of UserDeletedPayload that identify the person: erased from its outbox row once handled. */
export const USER_DELETED_PERSONAL_KEYS = ['email', 'name', 'phone'] as const;

/** AccountDeletionCodeRequested: email auth_account_deletion_code; the worker derives the code from `codeId`. */
export interface AccountDeletionCodeRequestedPayload {
  email: string;
  name: string;
  codeId: string;
  expiryMinutes: number;
}

/** TwoFactorEnabled / TwoFactorDisabled / TwoFactorReset / RecoveryCodeUsed: the account's address; `remaining` recovery codes after a use. */
export interface TwoFactorPayload {
  email: string;
  remaining?: number;
}

/**
 * SignUpWithExistingEmailAttempted: a sign-up gave the address of an existing account. Sign-up answers as for a new
 * address; the owner is told by email (auth_signup_existing_account), in the account's language.
 */
export interface SignUpWithExistingEmailAttemptedPayload {
  email: string;
  name: string;
}

/**
 * PhoneVerificationRequested: send the SMS code that verifies a phone (handler send-phone-verification-code). Neither
 * the number nor the code is in the event (the audit log records every event): the worker reads the pending number
 * with UserAccountsService.pendingPhoneVerification and derives the code from `codeId` (AuthLinkUrls.phoneCode).
 */
export interface PhoneVerificationRequestedPayload {
  email: string;
  codeId: string;
  expiryMinutes: number;
}

/** NotificationChannelsChosen: the ways the account hears about its complaints, as chosen on My Profile. */
export interface NotificationChannelsChosenPayload {
  email: string;
  channels: string[];
}

/**
 * WhatsAppNumberLinked / WhatsAppNumberReleased: a WhatsApp number now files under the account, or went to another
 * account; `channels` are the ways the account hears afterwards. On a link, `adoptedAccountId` is the number's own
 * WhatsApp-only account (the same person's), whose complaints move to the linked account (complaints'
 * adopt-whatsapp-only-complaints); null otherwise. The number itself is not in the event (the audit log records
 * every event).
 */
export interface WhatsAppNumberPayload {
  email: string;
  channels: string[];
  adoptedAccountId: string | null;
}

declare module '../../../kernel/events/domain-event.js' {
  interface DomainEventMap {
    UserSignedUp: UserSignedUpPayload;
    VerificationEmailRequested: VerificationEmailRequestedPayload;
    EmailVerified: AccountEmailPayload;
    PasswordResetRequested: PasswordResetRequestedPayload;
    PasswordReset: PasswordSetPayload;
    PasswordChanged: PasswordSetPayload;
    ProfileUpdated: ProfileUpdatedPayload;
    GoogleAccountLinked: GoogleAccountLinkedPayload;
    AdminCreated: AdminAccountPayload;
    AdminModulesChanged: AdminModulesChangedPayload;
    AdminDeleted: AdminAccountPayload;
    AdminPasswordReset: AccountEmailPayload;
    UserPlanChanged: UserPlanChangedPayload;
    UserBlocked: AccountEmailPayload;
    UserUnblocked: AccountEmailPayload;
    UserEmailVerificationChanged: UserEmailVerificationChangedPayload;
    UserDeleted: UserDeletedPayload;
    TwoFactorEnabled: TwoFactorPayload;
    TwoFactorDisabled: TwoFactorPayload;
    TwoFactorReset: TwoFactorPayload;
    RecoveryCodeUsed: TwoFactorPayload;
    AccountDeletionCodeRequested: AccountDeletionCodeRequestedPayload;
    SignUpWithExistingEmailAttempted: SignUpWithExistingEmailAttemptedPayload;
    PhoneVerificationRequested: PhoneVerificationRequestedPayload;
    PhoneVerified: AccountEmailPayload;
    NotificationChannelsChosen: NotificationChannelsChosenPayload;
    WhatsAppNumberLinked: WhatsAppNumberPayload;
    WhatsAppNumberReleased: WhatsAppNumberPayload;
  }
}

/** Builds an identity event about a user account: `userEvent(IdentityEvent.EmailVerified, actor, userId, payload)`. */
export const userEvent = eventFactory('identity', 'user');
