import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { ValidationError } from '../../kernel/errors/domain-error.js';
import type { Actor, DomainEvent } from '../../kernel/events/domain-event.js';
import { newApiKey } from './api-key-secret.js';
import { IntegrationKeyEvent, integrationKeyEvent } from './events/integration-key.events.js';

/** Longest key name, in characters. */
export const KEY_NAME_MAX = 100;
/** Message of a missing or too long name. */
export const KEY_NAME_MESSAGE = `Please enter a name of 1 to ${KEY_NAME_MAX} characters.`;

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
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'rotated_at', type: 'timestamptz', nullable: true }) rotatedAt: Date | null;
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true }) revokedAt: Date | null;

  /** Issues a key named `name` (1 to 100 characters, trimmed). Returns the key in clear, once. */
  static issue(input: { id: string; name: string; accountId: string | null; actor: Actor; now?: Date }): {
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
    k.createdAt = input.now ?? new Date();
    k.rotatedAt = null;
    k.revokedAt = null;
    const event = integrationKeyEvent(IntegrationKeyEvent.Issued, input.actor, k.id, { name: k.name, keyPrefix: k.keyPrefix, accountId: k.accountId });
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
