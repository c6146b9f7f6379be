import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { ValidationError } from '../../kernel/errors/domain-error.js';
import type { Actor, DomainEvent } from '../../kernel/events/domain-event.js';
import { newApiKey } from './api-key-secret.js';
import { IntegrationKeyEvent, integrationKeyEvent } from './events/integration-key.events.js';

/** Message of an unknown key id (404 NOT_FOUND). */
export const KEY_NOT_FOUND = 'API key not found';

/** Longest key name, in characters. */
export const KEY_NAME_MAX = 100;
/** Message of a missing or too long name. */
export const KEY_NAME_MESSAGE = `Please enter a name of 1 to ${KEY_NAME_MAX} characters.`;

/** Who a key's filings are reported by: the linked account, or the person whose email each request gives. */
export const REPORTER_POLICIES = ['linked', 'by_email'] as const;
export type ReporterPolicy = (typeof REPORTER_POLICIES)[number];
/** The per-email cap of a new key: filings (and update emails) per reporter email, key and month. */
export const DEFAULT_PER_EMAIL_MONTHLY_LIMIT = 10;
/** Largest monthly cap an admin may set (a key's and an email's). */
export const MONTHLY_LIMIT_MAX = 100_000;
/** Messages of the policy form's checks. */
export const KeyPolicyMessages = {
  policyInvalid: "The reporter policy must be 'linked' or 'by_email'.",
  linkedNeedsAccount: 'A linked key needs the email of an active citizen account.',
  limitInvalid: `A monthly limit must be a whole number from 1 to ${MONTHLY_LIMIT_MAX}, or empty for none.`,
  perEmailInvalid: `The per-email limit must be a whole number from 1 to ${MONTHLY_LIMIT_MAX}.`,
} as const;

/** The reporter policy and monthly caps of a key, as a superadmin sets them. */
export interface KeyPolicy {
  reporterPolicy: ReporterPolicy;
  /** Filings per calendar month (Asia/Kolkata) with this key; null for no cap. */
  monthlyLimit: number | null;
  /** Filings, and update emails, per reporter email, key and month. */
  perEmailMonthlyLimit: number;
}

function checkPolicy(policy: KeyPolicy, accountId: string | null): KeyPolicy {
  if (!(REPORTER_POLICIES as readonly string[]).includes(policy.reporterPolicy)) throw ValidationError.field('reporterPolicy', KeyPolicyMessages.policyInvalid);
  if (policy.reporterPolicy === 'linked' && !accountId) throw ValidationError.field('accountEmail', KeyPolicyMessages.linkedNeedsAccount);
  const whole = (n: number) => Number.isInteger(n) && n >= 1 && n <= MONTHLY_LIMIT_MAX;
  if (policy.monthlyLimit !== null && !whole(policy.monthlyLimit)) throw ValidationError.field('monthlyLimit', KeyPolicyMessages.limitInvalid);
  if (!whole(policy.perEmailMonthlyLimit)) throw ValidationError.field('perEmailMonthlyLimit', KeyPolicyMessages.perEmailInvalid);
  return { ...policy };
}

function checkName(name: string): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed || trimmed.length > KEY_NAME_MAX) throw ValidationError.field('name', KEY_NAME_MESSAGE);
  return trimmed;
}

/**
 * An Open311 API key a superadmin issued to an integrator. Only the key's SHA-256 is kept; the key itself
 * is returned once, by `issue` and `rotate`. A revoked key stays (complaints filed with it name it) but no longer
 * authenticates. `accountId` is the optional citizen account whose quota the key's filings use.
 */
@Entity('integration_api_keys')
@Index('integration_api_keys_hash_uq', ['keyHash'], { unique: true })
@Index('integration_api_keys_created_idx', ['createdAt'])
@Check('integration_api_keys_name_chk', 'length(btrim(name)) >= 1')
@Check('integration_api_keys_reporter_policy_chk', "reporter_policy IN ('linked', 'by_email')")
@Check('integration_api_keys_monthly_limit_chk', 'monthly_limit IS NULL OR monthly_limit >= 1')
@Check('integration_api_keys_per_email_limit_chk', 'per_email_monthly_limit >= 1')
export class IntegrationKey {
  @PrimaryColumn('uuid') id: string;
  @Column({ type: 'text' }) name: string;
  /** SHA-256 of the key, hex. */
  @Column({ name: 'key_hash', type: 'text' }) keyHash: string;
  /** The key's first characters ('o311_' + 6), shown in the admin list. */
  @Column({ name: 'key_prefix', type: 'text' }) keyPrefix: string;
  @ForeignKey('User', { name: 'integration_api_keys_account_id_fkey', onDelete: 'SET NULL' })
  @Column({ name: 'account_id', type: 'uuid', nullable: true })
  accountId: string | null;
  /** 'linked': every filing under the linked account (its quota); 'by_email': the reporter's contact is kept with the complaint. */
  @Column({ name: 'reporter_policy', type: 'text', default: 'by_email' }) reporterPolicy: ReporterPolicy;
  /** Filings per month with this key; null for no cap. */
  @Column({ name: 'monthly_limit', type: 'int', nullable: true }) monthlyLimit: number | null;
  /** Filings and update emails per reporter email, key and month. */
  @Column({ name: 'per_email_monthly_limit', type: 'int', default: DEFAULT_PER_EMAIL_MONTHLY_LIMIT }) perEmailMonthlyLimit: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'rotated_at', type: 'timestamptz', nullable: true }) rotatedAt: Date | null;
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true }) revokedAt: Date | null;

  /**
   * Issues a key named `name` (1 to 100 characters, trimmed) with a reporter policy ('by_email' by default, with no
   * monthly cap and DEFAULT_PER_EMAIL_MONTHLY_LIMIT per email). Returns the key in clear, once.
   */
  static issue(input: { id: string; name: string; accountId: string | null; policy?: Partial<KeyPolicy>; actor: Actor; now?: Date }): {
    key: IntegrationKey;
    secret: string;
    events: DomainEvent[];
  } {
    const k = new IntegrationKey();
    k.id = input.id;
    k.name = checkName(input.name);
    const fresh = newApiKey();
    k.keyHash = fresh.hash;
    k.keyPrefix = fresh.prefix;
    k.accountId = input.accountId;
    const policy = checkPolicy(
      {
        reporterPolicy: input.policy?.reporterPolicy ?? 'by_email',
        monthlyLimit: input.policy?.monthlyLimit ?? null,
        perEmailMonthlyLimit: input.policy?.perEmailMonthlyLimit ?? DEFAULT_PER_EMAIL_MONTHLY_LIMIT,
      },
      k.accountId,
    );
    k.reporterPolicy = policy.reporterPolicy;
    k.monthlyLimit = policy.monthlyLimit;
    k.perEmailMonthlyLimit = policy.perEmailMonthlyLimit;
    k.createdAt = input.now ?? new Date();
    k.rotatedAt = null;
    k.revokedAt = null;
    const event = integrationKeyEvent(IntegrationKeyEvent.Issued, input.actor, k.id, {
      name: k.name,
      keyPrefix: k.keyPrefix,
      accountId: k.accountId,
      ...policy,
    });
    return { key: k, secret: fresh.key, events: [event] };
  }

  get revoked(): boolean {
    return this.revokedAt !== null;
  }

  /** Renames the key; no event when the name is unchanged. */
  rename(name: string, actor: Actor): DomainEvent[] {
    const to = checkName(name);
    if (to === this.name) return [];
    const from = this.name;
    this.name = to;
    return [integrationKeyEvent(IntegrationKeyEvent.Renamed, actor, this.id, { from, to })];
  }

  /**
   * Sets the reporter policy, the linked account (null to unlink; a 'linked' key needs one) and the monthly caps.
   * Raises IntegrationKeyPolicyChanged with the values before and after; none when nothing changes.
   */
  setPolicy(policy: KeyPolicy, accountId: string | null, actor: Actor): DomainEvent[] {
    const to = checkPolicy(policy, accountId);
    const from = {
      reporterPolicy: this.reporterPolicy,
      monthlyLimit: this.monthlyLimit,
      perEmailMonthlyLimit: this.perEmailMonthlyLimit,
      accountId: this.accountId,
    };
    const after = { ...to, accountId };
    if (JSON.stringify(from) === JSON.stringify(after)) return [];
    this.reporterPolicy = to.reporterPolicy;
    this.monthlyLimit = to.monthlyLimit;
    this.perEmailMonthlyLimit = to.perEmailMonthlyLimit;
    this.accountId = accountId;
    return [integrationKeyEvent(IntegrationKeyEvent.PolicyChanged, actor, this.id, { name: this.name, from, to: after })];
  }

  /** Replaces the key (the old one stops working at once). A revoked key cannot be rotated. Returns the new key once. */
  rotate(actor: Actor, now: Date = new Date()): { secret: string; events: DomainEvent[] } {
    if (this.revoked) throw ValidationError.field('id', 'This key was revoked; issue a new key instead.');
    const previousPrefix = this.keyPrefix;
    const fresh = newApiKey();
    this.keyHash = fresh.hash;
    this.keyPrefix = fresh.prefix;
    this.rotatedAt = now;
    const event = integrationKeyEvent(IntegrationKeyEvent.Rotated, actor, this.id, { name: this.name, previousPrefix, keyPrefix: this.keyPrefix });
    return { secret: fresh.key, events: [event] };
  }

  /** Revokes the key; revoking a revoked key changes nothing (no event). */
  revoke(actor: Actor, now: Date = new Date()): DomainEvent[] {
    if (this.revoked) return [];
    this.revokedAt = now;
    return [integrationKeyEvent(IntegrationKeyEvent.Revoked, actor, this.id, { name: this.name, keyPrefix: this.keyPrefix })];
  }
}
