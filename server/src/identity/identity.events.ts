import type { AdminModule } from '@civic/contracts';
import { domainEvent, type DomainEvent } from '../kernel/events/domain-event.js';

/**
 * The events identity publishes through the outbox: its public contract for the workers (notifications send
 * the emails, audit records every event). Payloads are plain JSON; `context`, `actorId`, `actorEmail`,
 * `entityType`, `entityId` feed the audit log.
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
} as const;
export type IdentityEventName = (typeof IdentityEvent)[keyof typeof IdentityEvent];

/** Audit fields of every identity event: the actor and the user account acted on. */
export interface IdentityAuditFields {
  [key: string]: unknown;
  context: 'identity';
  actorId: string | null;
  actorEmail: string | null;
  entityType: 'user';
  entityId: string;
}

/** VerificationEmailRequested: send auth_verify_email to `email` (handler send-verification-email). */
export interface VerificationEmailRequestedPayload extends IdentityAuditFields {
  userId: string;
  email: string;
  name: string;
  /** `${publicUrl}/verify-email?token=...` */
  verifyUrl: string;
  expiryHours: number;
  reason: 'signup' | 'resend' | 'email-changed';
}

/** PasswordResetRequested: send auth_reset_password to `email` (handler send-password-reset-email). */
export interface PasswordResetRequestedPayload extends IdentityAuditFields {
  userId: string;
  email: string;
  name: string;
  /** `${publicUrl}/reset-password?token=...` */
  resetUrl: string;
  expiryMinutes: number;
}

/** Who did it: the signed-in caller, or the account itself for self-service actions. */
export interface Actor {
  id: string | null;
  email: string | null;
}

/** Builds an identity event about user `entityId`, acted on by `actor`. */
export function identityEvent<T extends Record<string, unknown>>(
  name: IdentityEventName,
  actor: Actor,
  entityId: string,
  fields: T,
): DomainEvent<IdentityAuditFields & T> {
  return domainEvent(name, { context: 'identity', actorId: actor.id, actorEmail: actor.email, entityType: 'user', entityId, ...fields } as IdentityAuditFields &
    T);
}

/** Payload fields of the admin events (admin spec section 2, Admin Management). */
export interface AdminModulesChangedFields extends Record<string, unknown> {
  email: string;
  before: AdminModule[];
  after: AdminModule[];
}
