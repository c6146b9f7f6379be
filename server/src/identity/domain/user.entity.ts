import { randomUUID } from 'node:crypto';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import {
  DEFAULT_LOCALE,
  DEFAULT_NOTIFICATION_CHANNELS,
  ErrorCode,
  whatsappOnlyEmail,
  FREE_PLAN_NAME,
  Messages,
  NOTIFICATION_CHANNELS,
  reachableNotificationChannels,
  normaliseAdminModules,
  type AdminModule,
  type Locale,
  type NotificationChannel,
  type Role,
} from '@civic/contracts';
import { ConflictError, DomainError, ForbiddenError, ValidationError } from '../../kernel/errors/domain-error.js';
import type { Actor, DomainEvent } from '../../kernel/events/domain-event.js';
import { IdentityEvent, userEvent } from './events/user.events.js';

/** A new account and the events its creation raised. */
export interface Registered {
  user: User;
  events: DomainEvent[];
}

/** What sign-up needs to create a local account (citizen spec section 7, POST /api/auth/signup). */
export interface NewLocalUser {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  passwordHash: string;
}

/** The identity a verified Google ID token gives (citizen spec section 7, POST /api/auth/google). */
export interface GoogleIdentity {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The editable profile fields (citizen spec section 5, "Profile"). */
export interface ProfileFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** PATCH /api/auth/profile: the four profile fields, the language, or both. */
export interface ProfileChange {
  fields?: ProfileFields;
  locale?: Locale;
}

/** A person's name as the portal shows it: first and last name, either of which may be empty. */
export function personName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

/** A portal account: citizen, admin or superadmin (citizen spec section 3). The password hash is never returned. */
@Entity('users')
@Index('users_email_lower_uq', { synchronize: false })
@Index('users_role_idx', { synchronize: false })
@Index('users_google_sub_uq', { synchronize: false })
@Index('users_created_idx', ['createdAt'])
@Index('users_search_trgm_idx', { synchronize: false })
@Index('users_whatsapp_number_uq', { synchronize: false })
@Check('users_role_check', "role IN ('user', 'admin', 'superadmin')")
@Check('users_locale_check', "locale IN ('en', 'kok', 'mr', 'hi')")
@Check('users_whatsapp_number_check', "whatsapp_number IS NULL OR whatsapp_number ~ '^[0-9]{6,20}$'")
@Check('users_notification_channels_check', "cardinality(notification_channels) > 0 AND notification_channels <@ ARRAY['email', 'sms', 'whatsapp']::text[]")
export class User {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'first_name', type: 'text' }) firstName: string;
  @Column({ name: 'last_name', type: 'text' }) lastName: string;
  /** Stored lowercased; unique case-insensitively. */
  @Column({ type: 'text' }) email: string;
  @Column({ type: 'text', default: '' }) phone: string;
  /** A new address asked for on the profile: it replaces `email` only once the link sent to it is opened. */
  @Column({ name: 'pending_email', type: 'text', nullable: true }) pendingEmail: string | null;
  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false }) passwordHash: string | null;
  @Column({ name: 'auth_provider', type: 'text', default: 'local' }) authProvider: 'local' | 'google' | 'whatsapp';
  @Column({ name: 'google_sub', type: 'text', nullable: true }) googleSub: string | null;
  @Column({ name: 'has_password', type: 'boolean', default: false }) hasPassword: boolean;
  @Column({ name: 'email_verified', type: 'boolean', default: false }) emailVerified: boolean;
  @Column({ type: 'boolean', default: false }) blocked: boolean;
  @Column({ type: 'text', default: 'user' }) role: Role;
  @Column({ name: 'admin_modules', type: 'text', array: true, default: () => "'{}'" }) adminModules: AdminModule[];
  @Column({ type: 'text', default: FREE_PLAN_NAME }) plan: string;
  @Column({ name: 'is_premium', type: 'boolean', default: false }) isPremium: boolean;
  /** The language chosen on the client: the language of the account's emails. */
  @Column({ type: 'text', default: DEFAULT_LOCALE }) locale: Locale;
  /** Carried in each token as `sv`; raised when the password changes, which signs out every earlier token. */
  @Column({ name: 'session_version', type: 'int', default: 0 }) sessionVersion: number;
  /** Sign-in asks for an authenticator or recovery code after the password (docs/adr/0115-staff-two-factor-sign-in.md). */
  @Column({ name: 'two_factor_enabled', type: 'boolean', default: false }) twoFactorEnabled: boolean;
  /** How the account hears about its complaints (docs/adr/0152-hearing-back-by-sms.md): never empty; email alone by default. */
  @Column({ name: 'notification_channels', type: 'text', array: true, default: () => "'{email}'" }) notificationChannels: NotificationChannel[];
  /** The phone number verified by an SMS code (E.164), or null: SMS goes only here. Changing `phone` clears it. */
  @Column({ name: 'verified_phone', type: 'text', nullable: true }) verifiedPhone: string | null;
  /**
   * The WhatsApp number that files under this account (WhatsApp's wa_id: country code and digits, verified by WhatsApp
   * or by a code sent there), or null; one account per number (docs/adr/0154-whatsapp-as-a-chosen-channel.md).
   */
  @Column({ name: 'whatsapp_number', type: 'text', nullable: true }) whatsappNumber: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;

  get name(): string {
    return personName(this.firstName, this.lastName);
  }

  get isAdmin(): boolean {
    return this.role === 'admin' || this.role === 'superadmin';
  }

  /** The account as the actor of its own self-service actions. */
  get self(): Actor {
    return { id: this.id, email: this.email };
  }

  /** A citizen who signed up with email and password: unverified until the emailed link is opened (UserSignedUp). */
  static registerLocal(fields: NewLocalUser): Registered {
    const user = User.local(fields);
    return { user, events: [userEvent(IdentityEvent.UserSignedUp, user.self, user.id, { email: user.email, authProvider: 'local' })] };
  }

  /** A new citizen account: role user on the Free plan, not blocked, session version 0. */
  private static citizen(fields: Pick<User, 'firstName' | 'lastName' | 'email' | 'phone'>): User {
    return Object.assign(new User(), {
      id: randomUUID(),
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email.toLowerCase(),
      phone: fields.phone,
      blocked: false,
      role: 'user',
      adminModules: [],
      plan: FREE_PLAN_NAME,
      isPremium: false,
      locale: DEFAULT_LOCALE,
      sessionVersion: 0,
      notificationChannels: [...DEFAULT_NOTIFICATION_CHANNELS],
      verifiedPhone: null,
      whatsappNumber: null,
    } satisfies Partial<User>);
  }

  private static local(fields: NewLocalUser): User {
    return Object.assign(User.citizen(fields), {
      passwordHash: fields.passwordHash,
      authProvider: 'local',
      googleSub: null,
      hasPassword: true,
      emailVerified: false,
    } satisfies Partial<User>);
  }

  /**
   * A citizen created by a first WhatsApp message (docs/adr/0151-whatsapp-channel.md): the number is verified by
   * WhatsApp; the email is the undeliverable `whatsappOnlyEmail` (no sign-in on the web, no email sent), no password.
   * It hears about its complaints on WhatsApp, the only way it has.
   */
  static registerWhatsApp(waId: string, locale: Locale): Registered {
    const user = Object.assign(User.citizen({ firstName: 'WhatsApp', lastName: `+${waId}`, email: whatsappOnlyEmail(waId), phone: `+${waId}` }), {
      passwordHash: null,
      authProvider: 'whatsapp',
      googleSub: null,
      hasPassword: false,
      emailVerified: true,
      locale,
      whatsappNumber: waId,
      notificationChannels: ['whatsapp'],
    } satisfies Partial<User>);
    return { user, events: [userEvent(IdentityEvent.UserSignedUp, user.self, user.id, { email: user.email, authProvider: 'whatsapp' })] };
  }

  /** A citizen created by a first Google sign-in: verified by Google, no password until one is created (UserSignedUp). */
  static registerGoogle(identity: GoogleIdentity): Registered {
    const user = Object.assign(User.citizen({ ...identity, phone: '' }), {
      passwordHash: null,
      authProvider: 'google',
      googleSub: identity.sub,
      hasPassword: false,
      emailVerified: true,
    } satisfies Partial<User>);
    return { user, events: [userEvent(IdentityEvent.UserSignedUp, user.self, user.id, { email: user.email, authProvider: 'google' })] };
  }

  /**
   * An admin created by a superadmin with a temporary password (admin spec section 2, Admin Management).
   * The superadmin vouches for the address, so it starts verified (docs/adr/0014-admin-management.md).
   */
  static registerAdmin(fields: NewLocalUser & { modules: readonly string[] }, actor: Actor): Registered {
    const user = User.local(fields);
    user.role = 'admin';
    user.adminModules = normaliseAdminModules(fields.modules);
    user.emailVerified = true;
    return { user, events: [userEvent(IdentityEvent.AdminCreated, actor, user.id, { email: user.email, modules: [...user.adminModules] })] };
  }

  /**
   * Why this account may not sign in with a password, checked after the password matched
   * (citizen spec section 8): blocked, then unverified email. Null when sign-in may proceed.
   */
  signInRefusal(): DomainError | null {
    if (this.blocked) return new DomainError(ErrorCode.AccountBlocked, Messages.auth.accountBlocked);
    if (!this.emailVerified) return new DomainError(ErrorCode.EmailNotVerified, Messages.auth.emailNotVerified);
    return null;
  }

  /**
   * Puts the account on a plan (billing's participating writer, docs/architecture.md "Across contexts"): `isPremium`
   * for a paid plan. Only citizens hold plans. Raises UserPlanChanged when the plan or the premium flag changed.
   */
  changePlan(planName: string, isPremium: boolean, reason: string, actor: Actor | null): DomainEvent[] {
    if (this.isAdmin) throw new ForbiddenError(Messages.billing.notACitizen);
    if (this.plan === planName && this.isPremium === isPremium) return [];
    const from = this.plan;
    this.plan = planName;
    this.isPremium = isPremium;
    return [userEvent(IdentityEvent.UserPlanChanged, actor, this.id, { email: this.email, from, to: planName, isPremium, reason })];
  }

  /** Opens the emailed verification link (EmailVerified). */
  verifyEmail(): DomainEvent[] {
    this.emailVerified = true;
    return [userEvent(IdentityEvent.EmailVerified, this.self, this.id, { email: this.email })];
  }

  /**
   * Sets a new password hash. Every token issued before is refused from now on, so a reset or change signs
   * out every session ('Password updated. Please sign in.', citizen spec section 8). Returns whether the
   * account had no password before.
   */
  private setPasswordHash(hash: string): boolean {
    const createdPassword = !this.hasPassword || !this.passwordHash;
    this.passwordHash = hash;
    this.hasPassword = true;
    this.sessionVersion += 1;
    return createdPassword;
  }

  /** The account's own password change or creation (PasswordChanged). The caller checked the current password. */
  changePassword(hash: string): { createdPassword: boolean; events: DomainEvent[] } {
    const createdPassword = this.setPasswordHash(hash);
    return { createdPassword, events: [userEvent(IdentityEvent.PasswordChanged, this.self, this.id, { email: this.email, createdPassword })] };
  }

  /**
   * A password set through an emailed reset link (PasswordReset). Using the link proves the mailbox, so the
   * email counts as verified.
   */
  resetPassword(hash: string): DomainEvent[] {
    const createdPassword = !this.hasPassword;
    this.setPasswordHash(hash);
    this.emailVerified = true;
    return [userEvent(IdentityEvent.PasswordReset, this.self, this.id, { email: this.email, createdPassword })];
  }

  /** A superadmin sets an admin's password (AdminPasswordReset, admin spec section 2). */
  resetPasswordByAdmin(hash: string, actor: Actor): DomainEvent[] {
    this.setPasswordHash(hash);
    return [userEvent(IdentityEvent.AdminPasswordReset, actor, this.id, { email: this.email })];
  }

  /**
   * Links a Google account to this one. Google has verified the address; if this account's address was
   * never verified, whoever chose its password never proved they own the address, so that password is
   * dropped (pre-hijacking protection, docs/adr/0011-google-sign-in.md).
   */
  linkGoogle(sub: string): DomainEvent[] {
    const droppedPassword = !this.emailVerified && this.hasPassword;
    if (droppedPassword) {
      this.passwordHash = null;
      this.hasPassword = false;
      this.sessionVersion += 1;
    }
    this.googleSub = sub;
    this.emailVerified = true;
    return [userEvent(IdentityEvent.GoogleAccountLinked, this.self, this.id, { email: this.email, droppedPassword })];
  }

  /**
   * Saves the profile fields and/or the language (ProfileUpdated; `localeChanged` tells a language change). A new
   * email does not replace the current one: it is kept as `pendingEmail` until the link sent to it is opened
   * (confirmEmailChange), so a stolen session cannot take the account by changing its address.
   */
  changeProfile(change: ProfileChange): { emailChangeRequested: string | null; events: DomainEvent[] } {
    const localeChanged = change.locale !== undefined && change.locale !== this.locale;
    if (change.locale !== undefined) this.locale = change.locale;
    const fields = change.fields ?? { firstName: this.firstName, lastName: this.lastName, email: this.email, phone: this.phone };
    const email = fields.email.toLowerCase();
    const emailChangeRequested = email !== this.email ? email : null;
    this.firstName = fields.firstName;
    this.lastName = fields.lastName;
    if (fields.phone !== this.phone) this.forgetVerifiedPhone();
    this.phone = fields.phone;
    // Asking again for the current address cancels a pending change.
    if (change.fields) this.pendingEmail = emailChangeRequested;
    const events = [
      userEvent(IdentityEvent.ProfileUpdated, this.self, this.id, {
        email: this.email,
        emailChanged: false,
        previousEmail: null,
        ...(localeChanged ? { locale: this.locale } : {}),
      }),
    ];
    return { emailChangeRequested, events };
  }

  /**
   * The link sent to the pending address was opened: it becomes the account's email, verified (ProfileUpdated with
   * `emailChanged` and `previousEmail`, which the old address is told of).
   */
  confirmEmailChange(): DomainEvent[] {
    const previousEmail = this.email;
    this.email = this.pendingEmail!;
    this.pendingEmail = null;
    this.emailVerified = true;
    return [userEvent(IdentityEvent.ProfileUpdated, this.self, this.id, { email: this.email, emailChanged: true, previousEmail })];
  }

  /**
   * The phone changed: its verification no longer holds, and SMS stops until the new number is verified (email takes
   * over when SMS was the only channel, so the account never goes silent).
   */
  private forgetVerifiedPhone(): void {
    this.verifiedPhone = null;
    if (this.notificationChannels.includes('sms')) {
      const rest = this.notificationChannels.filter((c) => c !== 'sms');
      this.notificationChannels = rest.length > 0 ? rest : ['email'];
    }
  }

  /** Asks for the SMS code that verifies `phone` (E.164; PhoneVerificationRequested). The caller stores the pending code. */
  requestPhoneVerification(codeId: string, expiryMinutes: number): DomainEvent[] {
    return [userEvent(IdentityEvent.PhoneVerificationRequested, this.self, this.id, { email: this.email, codeId, expiryMinutes })];
  }

  /**
   * The code sent to `phone` (E.164) was confirmed: it becomes the profile's phone, verified (PhoneVerified). Another
   * number verified before is forgotten.
   */
  confirmPhone(phone: string): DomainEvent[] {
    this.phone = phone;
    this.verifiedPhone = phone;
    return [userEvent(IdentityEvent.PhoneVerified, this.self, this.id, { email: this.email })];
  }

  /** The channels this account can be reached on now (reachableNotificationChannels). */
  get reachableChannels(): NotificationChannel[] {
    return reachableNotificationChannels(this);
  }

  /**
   * Chooses how the account hears about its complaints (NotificationChannelsChosen; nothing when unchanged). At least
   * one channel; SMS needs a verified phone; WhatsApp a number filing under the account; email a deliverable address
   * (a WhatsApp-only account has none).
   */
  chooseNotificationChannels(channels: readonly NotificationChannel[]): DomainEvent[] {
    const chosen = NOTIFICATION_CHANNELS.filter((c) => channels.includes(c));
    const H = Messages.hearing;
    if (chosen.length === 0) throw ValidationError.field('channels', H.chooseOne);
    if (chosen.includes('sms') && !this.verifiedPhone) throw ValidationError.field('channels', H.smsNeedsVerifiedPhone);
    if (chosen.includes('whatsapp') && !this.whatsappNumber) throw ValidationError.field('channels', H.whatsappNeedsLinkedNumber);
    if (chosen.includes('email') && !this.reachableChannels.includes('email')) throw ValidationError.field('channels', H.emailNeedsAddress);
    if (chosen.length === this.notificationChannels.length && chosen.every((c) => this.notificationChannels.includes(c))) return [];
    this.notificationChannels = chosen;
    return [userEvent(IdentityEvent.NotificationChannelsChosen, this.self, this.id, { email: this.email, channels: [...chosen] })];
  }

  /**
   * A WhatsApp number now files under this account (linked from My Profile by a code sent there): the account hears on
   * WhatsApp from now on, besides what it chose before (WhatsAppNumberLinked). The person asked to use WhatsApp with the
   * portal; unticking it on My Profile or in the conversation is one step. `adoptedAccountId` is the number's own
   * WhatsApp-only account, whose complaints the same person filed and which now belong here (complaints moves them on
   * the event). Nothing when the number is already this one.
   */
  linkWhatsAppNumber(waId: string, adoptedAccountId: string | null = null): DomainEvent[] {
    if (this.whatsappNumber === waId) return [];
    this.whatsappNumber = waId;
    if (!this.notificationChannels.includes('whatsapp')) this.notificationChannels = [...this.notificationChannels, 'whatsapp'];
    return [
      userEvent(IdentityEvent.WhatsAppNumberLinked, this.self, this.id, { email: this.email, channels: [...this.notificationChannels], adoptedAccountId }),
    ];
  }

  /**
   * The account's WhatsApp number was linked to another account: WhatsApp stops here (WhatsAppNumberReleased). When it
   * was the only channel, email takes over where the account has an address, so that the account never goes silent
   * where it can be reached; a WhatsApp-only account keeps `whatsapp`, which reaches nobody now (it has no other way).
   */
  releaseWhatsAppNumber(): DomainEvent[] {
    if (!this.whatsappNumber) return [];
    this.whatsappNumber = null;
    const rest = this.notificationChannels.filter((c) => c !== 'whatsapp');
    if (rest.length > 0) this.notificationChannels = rest;
    else if (this.authProvider !== 'whatsapp') this.notificationChannels = ['email'];
    return [
      userEvent(IdentityEvent.WhatsAppNumberReleased, null, this.id, { email: this.email, channels: [...this.notificationChannels], adoptedAccountId: null }),
    ];
  }

  /** Replaces an admin's modules (admin spec section 6); a superadmin has every module and cannot be changed. */
  setAdminModules(modules: readonly string[], actor: Actor): DomainEvent[] {
    if (this.role === 'superadmin') throw new ForbiddenError(Messages.admin.admins.cannotChangeSuperadmin);
    const before = [...this.adminModules];
    this.adminModules = normaliseAdminModules(modules);
    return [userEvent(IdentityEvent.AdminModulesChanged, actor, this.id, { email: this.email, before, after: [...this.adminModules] })];
  }

  /** Deletes an admin account (AdminDeleted); admin spec section 5: 'Cannot delete a superadmin'. The caller removes the row. */
  deleteAdmin(actor: Actor): DomainEvent[] {
    if (this.role === 'superadmin') throw new ForbiddenError(Messages.admin.admins.cannotDeleteSuperadmin);
    return [userEvent(IdentityEvent.AdminDeleted, actor, this.id, { email: this.email, modules: [...this.adminModules] })];
  }

  /**
   * Someone signed up with this account's address (SignUpWithExistingEmailAttempted): nothing changes here; the owner
   * is told by email, and the visitor gets the answer a new address gets. A blocked account is not written to.
   */
  signUpAttempted(): DomainEvent[] {
    if (this.blocked) return [];
    return [userEvent(IdentityEvent.SignUpWithExistingEmailAttempted, null, this.id, { email: this.email, name: this.name })];
  }

  /**
   * The owner confirmed the first authenticator code: sign-in now asks for a code (TwoFactorEnabled). Every session
   * issued before ends (session version): none of them gave the second factor; the caller gives the session that
   * enabled it a fresh token (docs/adr/0131-two-factor-bound-to-the-session.md).
   */
  enableTwoFactor(): DomainEvent[] {
    if (this.twoFactorEnabled) throw new ConflictError(Messages.twoFactor.alreadyEnabled);
    this.twoFactorEnabled = true;
    this.sessionVersion += 1;
    return [userEvent(IdentityEvent.TwoFactorEnabled, this.self, this.id, { email: this.email })];
  }

  /**
   * Ends every session of the account (session version): asked for by its owner (log out on all devices), or by Logout
   * when the ended session cannot be listed on its own (a token without a session id, or more sessions ended than are
   * kept).
   */
  endEverySession(): void {
    this.sessionVersion += 1;
  }

  /**
   * The owner turned two-factor sign-in off with the password and a valid code (TwoFactorDisabled). Every other session
   * ends (session version); the caller gives the session that disabled it a fresh token.
   */
  disableTwoFactor(): DomainEvent[] {
    if (!this.twoFactorEnabled) throw new ConflictError(Messages.twoFactor.notEnabled);
    this.twoFactorEnabled = false;
    this.sessionVersion += 1;
    return [userEvent(IdentityEvent.TwoFactorDisabled, this.self, this.id, { email: this.email })];
  }

  /**
   * A superadmin clears an admin's two-factor sign-in (a lost phone and lost recovery codes): the admin signs in with
   * the password and enrols again. Only staff accounts are reset here; the sessions of the account end (TwoFactorReset).
   */
  resetTwoFactorByAdmin(actor: Actor): DomainEvent[] {
    if (!this.isAdmin) throw new ForbiddenError(Messages.twoFactor.onlyStaffReset);
    this.twoFactorEnabled = false;
    this.sessionVersion += 1;
    return [userEvent(IdentityEvent.TwoFactorReset, actor, this.id, { email: this.email })];
  }

  /**
   * The owner deletes the account (a data-rights request): the caller checked the password or the emailed code and
   * removes the row; UserDeleted with `byOwner` makes each context erase what it holds and sends the confirmation.
   * Staff accounts are deleted in Admin Management (403).
   */
  deleteByOwner(): DomainEvent[] {
    if (this.isAdmin) throw new ForbiddenError(Messages.dataRights.staffCannotDelete);
    return [
      userEvent(IdentityEvent.UserDeleted, this.self, this.id, { email: this.email, byOwner: true, name: this.name, phone: this.phone, locale: this.locale }),
    ];
  }

  /** Asks for the emailed code that confirms the deletion of an account without a password (AccountDeletionCodeRequested). */
  requestDeletionCode(codeId: string, expiryMinutes: number): DomainEvent[] {
    if (this.isAdmin) throw new ForbiddenError(Messages.dataRights.staffCannotDelete);
    return [userEvent(IdentityEvent.AccountDeletionCodeRequested, this.self, this.id, { email: this.email, name: this.name, codeId, expiryMinutes })];
  }

  /** The Users admin may act on citizens only; admin accounts are managed in Admin Management (403 otherwise). */
  private assertCitizenForUsersAdmin(message: string): void {
    if (this.isAdmin) throw new ForbiddenError(message);
  }

  /**
   * An admin blocks or unblocks the account (admin spec section 2, Users). Blocking raises the session version, so
   * every token issued before stops working on its next request ('Your account has been blocked. Please contact
   * support.' while blocked; after an unblock the old tokens stay expired and the person signs in again).
   * Returns UserBlocked or UserUnblocked, or nothing when the state does not change. Admin accounts: 403.
   */
  setBlocked(blocked: boolean, actor: Actor): DomainEvent[] {
    this.assertCitizenForUsersAdmin(Messages.admin.users.cannotChangeAdmin);
    if (this.blocked === blocked) return [];
    this.blocked = blocked;
    if (blocked) this.sessionVersion += 1;
    return [userEvent(blocked ? IdentityEvent.UserBlocked : IdentityEvent.UserUnblocked, actor, this.id, { email: this.email })];
  }

  /** An admin marks the email verified or unverified (admin spec section 2, Users). Nothing when unchanged; admin accounts: 403. */
  setEmailVerifiedByAdmin(emailVerified: boolean, actor: Actor): DomainEvent[] {
    this.assertCitizenForUsersAdmin(Messages.admin.users.cannotChangeAdmin);
    if (this.emailVerified === emailVerified) return [];
    this.emailVerified = emailVerified;
    return [userEvent(IdentityEvent.UserEmailVerificationChanged, actor, this.id, { email: this.email, emailVerified })];
  }

  /**
   * An admin deletes the account permanently (admin spec section 2, Users): the caller removes the row; complaints
   * keep their record with the reporter set to null (shown to admins as 'Deleted user'). Admin accounts are refused
   * with 403 (they are deleted in Admin Management). Returns UserDeleted.
   */
  deleteByAdmin(actor: Actor): DomainEvent[] {
    this.assertCitizenForUsersAdmin(Messages.admin.users.cannotDeleteAdmin);
    return [userEvent(IdentityEvent.UserDeleted, actor, this.id, { email: this.email, name: this.name, phone: this.phone })];
  }
}
