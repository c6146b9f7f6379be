import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ErrorCode, Messages } from '@civic/contracts';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../kernel/config/app-config.js';
import { findLocked } from '../../kernel/database/lock-or-404.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import type { Actor, DomainEvent } from '../../kernel/events/domain-event.js';
import { AuthToken } from '../domain/auth-token.entity.js';
import { AUTH_LINKS_PER_HOUR, hashAuthToken, looksLikeAuthToken, type AuthTokenLifetimes, type AuthTokenPurpose } from '../domain/auth-token.rules.js';
import { User } from '../domain/user.entity.js';
import { AuthLinkUrls } from './auth-link-urls.service.js';
import { IdentityEvent, userEvent, type VerificationEmailRequestedPayload } from '../domain/events/user.events.js';

/** 400 INVALID_TOKEN 'This link is invalid or expired' (citizen spec section 4: the page checks for "invalid or expired"). */
export function invalidLinkError(): DomainError {
  return new DomainError(ErrorCode.InvalidToken, Messages.auth.invalidOrExpiredLink);
}

/**
 * Emailed single-use links (citizen spec section 7: verify-email, reset-password). A link is a stored row with a
 * random id; its token (32 bytes, base64url) is derived from the id with the server's link key and only the token's
 * SHA-256 hash is stored, with its expiry. The event that asks the notifications worker to send the email carries
 * the id, never the token (docs/adr/0017-secrets-at-rest.md). A participating writer: every method writes or reads in
 * the caller's transaction and returns the events to append there.
 */
@Injectable()
export class AuthLinksWriter {
  constructor(
    private readonly config: AppConfig,
    private readonly urls: AuthLinkUrls,
  ) {}

  get lifetimes(): AuthTokenLifetimes {
    return { verifyHours: this.config.VERIFY_TOKEN_TTL_HOURS, resetMinutes: this.config.RESET_TOKEN_TTL_MINUTES };
  }

  /**
   * Stores a verification link for the user's current address and returns the VerificationEmailRequested
   * event carrying `${publicUrl}/verify-email?token=...`. Append it in the same transaction.
   */
  async requestVerification(
    manager: EntityManager,
    user: User,
    actor: Actor,
    reason: VerificationEmailRequestedPayload['reason'],
    now = new Date(),
  ): Promise<DomainEvent> {
    const tokenId = await this.store(manager, user, 'verify_email', now);
    return userEvent(IdentityEvent.VerificationEmailRequested, actor, user.id, {
      userId: user.id,
      email: user.email,
      name: user.name,
      tokenId,
      expiryHours: this.lifetimes.verifyHours,
      reason,
    });
  }

  /**
   * Stores a reset link and returns the PasswordResetRequested event carrying `${publicUrl}/reset-password?token=...`.
   * Every earlier unused reset link of the account is revoked first: only the newest link works.
   */
  async requestPasswordReset(manager: EntityManager, user: User, now = new Date()): Promise<DomainEvent> {
    await this.revokeAll(manager, user.id, 'reset_password', now);
    const tokenId = await this.store(manager, user, 'reset_password', now);
    return userEvent(IdentityEvent.PasswordResetRequested, user.self, user.id, {
      userId: user.id,
      email: user.email,
      name: user.name,
      tokenId,
      expiryMinutes: this.lifetimes.resetMinutes,
    });
  }

  /**
   * Stores a link to the account's pending address (it confirms the email change; earlier change links are revoked)
   * and returns the VerificationEmailRequested event that sends it there, `${publicUrl}/verify-email?token=...`.
   */
  async requestEmailChange(manager: EntityManager, user: User, now = new Date()): Promise<DomainEvent> {
    await this.revokeAll(manager, user.id, 'change_email', now);
    const id = randomUUID();
    const { hash } = this.urls.token(id);
    await manager.insert(AuthToken, AuthToken.issue(id, user.id, 'change_email', user.pendingEmail!, hash, now, this.lifetimes));
    return userEvent(IdentityEvent.VerificationEmailRequested, user.self, user.id, {
      userId: user.id,
      email: user.pendingEmail!,
      name: user.name,
      tokenId: id,
      expiryHours: this.lifetimes.verifyHours,
      reason: 'email-changed',
    });
  }

  /**
   * Uses a link once: finds it by hash (row locked, so two concurrent uses cannot both succeed), checks the
   * rules (purpose, unused, unexpired, sent to the account's current address), marks it used and returns its
   * account (locked). Anything else is 400 INVALID_TOKEN.
   */
  async consume(manager: EntityManager, purpose: AuthTokenPurpose | readonly AuthTokenPurpose[], rawToken: string, now = new Date()): Promise<User> {
    return (await this.consumeAny(manager, typeof purpose === 'string' ? [purpose] : purpose, rawToken, now)).user;
  }

  /**
   * As consume, for a link of any of `purposes`; answers the account and the link's purpose. A change-of-email link
   * must have been sent to the account's pending address, any other to its current one.
   */
  async consumeAny(
    manager: EntityManager,
    purposes: readonly AuthTokenPurpose[],
    rawToken: string,
    now = new Date(),
  ): Promise<{ user: User; purpose: AuthTokenPurpose }> {
    if (!looksLikeAuthToken(rawToken)) throw invalidLinkError();
    const stored = await findLocked(manager, AuthToken, { tokenHash: hashAuthToken(rawToken) });
    if (!stored || !purposes.includes(stored.purpose)) throw invalidLinkError();
    const user = await findLocked(manager, User, { id: stored.userId });
    const address = stored.purpose === 'change_email' ? user?.pendingEmail : user?.email;
    if (!user || !address || !stored.usableFor(stored.purpose, address, now)) throw invalidLinkError();
    stored.markUsed(now);
    await manager.save(stored);
    return { user, purpose: stored.purpose };
  }

  /** Marks every unused link of a purpose of a user as used (reset done elsewhere, email changed). */
  async revokeAll(manager: EntityManager, userId: string, purpose: AuthTokenPurpose, now = new Date()): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(AuthToken)
      .set({ usedAt: now })
      .where('user_id = :userId AND purpose = :purpose AND used_at IS NULL', { userId, purpose })
      .execute();
  }

  /**
   * Whether the account may be sent one more link of `purpose` now: fewer than AUTH_LINKS_PER_HOUR issued in the last
   * hour (index auth_tokens_user_purpose_created_idx). Callers answer the same either way.
   */
  async mayIssue(manager: EntityManager, userId: string, purpose: AuthTokenPurpose, now = new Date()): Promise<boolean> {
    const since = new Date(now.getTime() - 3_600_000);
    const issued = await manager
      .createQueryBuilder(AuthToken, 't')
      .where('t.user_id = :userId AND t.purpose = :purpose AND t.created_at > :since', { userId, purpose, since })
      .getCount();
    return issued < AUTH_LINKS_PER_HOUR;
  }

  /** Stores a new link and returns its id; its token is derived from the id (AuthLinkUrls), never stored. */
  private async store(manager: EntityManager, user: User, purpose: AuthTokenPurpose, now: Date): Promise<string> {
    const id = randomUUID();
    const { hash } = this.urls.token(id);
    await manager.insert(AuthToken, AuthToken.issue(id, user.id, purpose, user.email, hash, now, this.lifetimes));
    return id;
  }
}
