import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ErrorCode, FREE_PLAN_NAME, Messages, normaliseAdminModules, type AdminModule, type Role } from '@civic/contracts';
import { DomainError, ForbiddenError } from '../../kernel/errors/domain-error.js';

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

/** A portal account: citizen, admin or superadmin (citizen spec section 3). The password hash is never returned. */
@Entity('users')
@Index('users_email_lower_uq', { synchronize: false })
export class User {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'first_name', type: 'text' }) firstName: string;
  @Column({ name: 'last_name', type: 'text' }) lastName: string;
  /** Stored lowercased; unique case-insensitively. */
  @Column({ type: 'text' }) email: string;
  @Column({ type: 'text', default: '' }) phone: string;
  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false }) passwordHash: string | null;
  @Column({ name: 'auth_provider', type: 'text', default: 'local' }) authProvider: 'local' | 'google';
  @Column({ name: 'google_sub', type: 'text', nullable: true }) googleSub: string | null;
  @Column({ name: 'has_password', type: 'boolean', default: false }) hasPassword: boolean;
  @Column({ name: 'email_verified', type: 'boolean', default: false }) emailVerified: boolean;
  @Column({ type: 'boolean', default: false }) blocked: boolean;
  @Column({ type: 'text', default: 'user' }) role: Role;
  @Column({ name: 'admin_modules', type: 'text', array: true, default: () => "'{}'" }) adminModules: AdminModule[];
  @Column({ type: 'text', default: FREE_PLAN_NAME }) plan: string;
  @Column({ name: 'is_premium', type: 'boolean', default: false }) isPremium: boolean;
  /** Carried in each token as `sv`; raised when the password changes, which signs out every earlier token. */
  @Column({ name: 'session_version', type: 'int', default: 0 }) sessionVersion: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;

  get name(): string {
    return `${this.firstName} ${this.lastName}`.trim();
  }

  get isAdmin(): boolean {
    return this.role === 'admin' || this.role === 'superadmin';
  }

  /** A citizen who signed up with email and password: unverified until the emailed link is opened. */
  static registerLocal(fields: NewLocalUser): User {
    return Object.assign(new User(), {
      ...fields,
      email: fields.email.toLowerCase(),
      authProvider: 'local',
      googleSub: null,
      hasPassword: true,
      emailVerified: false,
      blocked: false,
      role: 'user',
      adminModules: [],
      plan: FREE_PLAN_NAME,
      isPremium: false,
      sessionVersion: 0,
    } satisfies Partial<User>);
  }

  /** A citizen created by a first Google sign-in: verified by Google, no password until one is created. */
  static registerGoogle(identity: GoogleIdentity): User {
    return Object.assign(new User(), {
      firstName: identity.firstName,
      lastName: identity.lastName,
      email: identity.email.toLowerCase(),
      phone: '',
      passwordHash: null,
      authProvider: 'google',
      googleSub: identity.sub,
      hasPassword: false,
      emailVerified: true,
      blocked: false,
      role: 'user',
      adminModules: [],
      plan: FREE_PLAN_NAME,
      isPremium: false,
      sessionVersion: 0,
    } satisfies Partial<User>);
  }

  /**
   * An admin created by a superadmin with a temporary password (admin spec section 2, Admin Management).
   * The superadmin vouches for the address, so it starts verified (docs/decisions.md).
   */
  static registerAdmin(fields: NewLocalUser & { modules: readonly string[] }): User {
    const user = User.registerLocal(fields);
    user.role = 'admin';
    user.adminModules = normaliseAdminModules(fields.modules);
    user.emailVerified = true;
    return user;
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

  /** Opens the emailed verification link. */
  markEmailVerified(): void {
    this.emailVerified = true;
  }

  /**
   * Sets a new password hash. Every token issued before is refused from now on, so a reset or change signs
   * out every session ('Password updated. Please sign in.', citizen spec section 8).
   */
  setPasswordHash(hash: string): void {
    this.passwordHash = hash;
    this.hasPassword = true;
    this.sessionVersion += 1;
  }

  /**
   * Links a Google account to this one. Google has verified the address; if this account's address was
   * never verified, whoever chose its password never proved they own the address, so that password is
   * dropped (pre-hijacking protection, docs/decisions.md "Google sign-in").
   */
  linkGoogle(sub: string): void {
    if (!this.emailVerified && this.hasPassword) {
      this.passwordHash = null;
      this.hasPassword = false;
      this.sessionVersion += 1;
    }
    this.googleSub = sub;
    this.emailVerified = true;
  }

  /** Saves the profile fields; a new email must be verified again (citizen spec section 7). */
  changeProfile(fields: ProfileFields): { emailChanged: boolean; previousEmail: string } {
    const previousEmail = this.email;
    const email = fields.email.toLowerCase();
    const emailChanged = email !== this.email;
    this.firstName = fields.firstName;
    this.lastName = fields.lastName;
    this.phone = fields.phone;
    if (emailChanged) {
      this.email = email;
      this.emailVerified = false;
    }
    return { emailChanged, previousEmail };
  }

  /** Replaces an admin's modules (admin spec section 6); a superadmin has every module and cannot be changed. */
  setAdminModules(modules: readonly string[]): { before: AdminModule[]; after: AdminModule[] } {
    if (this.role === 'superadmin') throw new ForbiddenError(Messages.admin.admins.cannotChangeSuperadmin);
    const before = [...this.adminModules];
    this.adminModules = normaliseAdminModules(modules);
    return { before, after: [...this.adminModules] };
  }

  /** Admin deletion rule (admin spec section 5): 'Cannot delete a superadmin'. */
  assertDeletableAdmin(): void {
    if (this.role === 'superadmin') throw new ForbiddenError(Messages.admin.admins.cannotDeleteSuperadmin);
  }
}
