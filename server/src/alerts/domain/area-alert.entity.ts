import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import type { AlertEvent, AlertFrequency, AlertStatus, Locale } from '@civic/contracts';
import type { Actor, DomainEvent } from '../../kernel/events/domain-event.js';
import { AlertEventName, alertEvent } from './events/area-alert.events.js';

/** The area of an alert: exactly one of a taluka, a ULB, a village (LGD codes) or a circle. */
export type AlertArea =
  | { kind: 'taluka'; code: string }
  | { kind: 'ulb'; code: string }
  | { kind: 'village'; code: string }
  | { kind: 'circle'; lat: number; lng: number; radiusMetres: number };

/** What a new alert asks for, checked by the HTTP layer and the subscribe handler. */
export interface AlertRequest {
  area: AlertArea;
  /** The area in words, for the emails (the place's name, or the circle's radius and centre). */
  areaName: string;
  categories: readonly string[];
  events: readonly AlertEvent[];
  frequency: AlertFrequency;
  locale: Locale;
}

/**
 * An area alert (docs/adr/0147-area-alerts.md): emails about the public complaints of one area, to an account or to an
 * address alone. An address alone starts `pending` and is sent nothing until its confirmation; a bounce of its address
 * pauses it. Deleting it (the owner, or the one-click unsubscribe) removes the row.
 */
@Entity('area_alerts')
@Check('area_alerts_frequency_check', "frequency IN ('instant', 'daily')")
@Check('area_alerts_status_check', "status IN ('pending', 'active', 'paused')")
@Check('area_alerts_locale_check', "locale IN ('en', 'kok', 'mr', 'hi')")
@Check(
  'area_alerts_one_area',
  '(taluka_code IS NOT NULL)::int + (ulb_code IS NOT NULL)::int + (village_code IS NOT NULL)::int + (lat IS NOT NULL AND lng IS NOT NULL AND radius_m IS NOT NULL)::int = 1',
)
@Check('area_alerts_radius', 'radius_m IS NULL OR radius_m BETWEEN 200 AND 5000')
@Check('area_alerts_events', "cardinality(events) > 0 AND events <@ ARRAY['new', 'updates']::text[]")
@Index('area_alerts_taluka_idx', { synchronize: false })
@Index('area_alerts_ulb_idx', { synchronize: false })
@Index('area_alerts_village_idx', { synchronize: false })
@Index('area_alerts_circle_idx', { synchronize: false })
@Index('area_alerts_digest_idx', { synchronize: false })
@Index('area_alerts_user_idx', { synchronize: false })
@Index('area_alerts_email_idx', ['email'])
export class AreaAlert {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'area_alerts_pkey' }) id: string;
  @ForeignKey('User', { name: 'area_alerts_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;
  /** Where the emails go, lower case: the account's address when it subscribed, or the address given. */
  @Column({ type: 'text' }) email: string;
  /** The language of the emails: the account's, or the page's where the address subscribed. */
  @Column({ type: 'text' }) locale: Locale;
  @Column({ name: 'taluka_code', type: 'text', nullable: true }) talukaCode: string | null;
  @Column({ name: 'ulb_code', type: 'text', nullable: true }) ulbCode: string | null;
  @Column({ name: 'village_code', type: 'text', nullable: true }) villageCode: string | null;
  @Column({ type: 'double precision', nullable: true }) lat: number | null;
  @Column({ type: 'double precision', nullable: true }) lng: number | null;
  @Column({ name: 'radius_m', type: 'integer', nullable: true }) radiusMetres: number | null;
  @Column({ name: 'area_name', type: 'text' }) areaName: string;
  /** Category keys; empty: every category. */
  @Column({ type: 'text', array: true, default: () => "'{}'" }) categories: string[];
  @Column({ type: 'text', array: true }) events: AlertEvent[];
  @Column({ type: 'text' }) frequency: AlertFrequency;
  @Column({ type: 'text' }) status: AlertStatus;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true }) confirmedAt: Date | null;
  @Column({ name: 'paused_at', type: 'timestamptz', nullable: true }) pausedAt: Date | null;
  /** The end of the window the last daily digest covered; the next covers from here. */
  @Column({ name: 'last_digest_at', type: 'timestamptz', nullable: true }) lastDigestAt: Date | null;

  /** A new alert: active at once for an account, pending its confirmation for an address alone. */
  static subscribe(
    id: string,
    request: AlertRequest,
    owner: { userId: string | null; email: string },
    actor: Actor | null,
    now: Date,
  ): { alert: AreaAlert; events: DomainEvent[] } {
    const { area } = request;
    const alert = Object.assign(new AreaAlert(), {
      id,
      userId: owner.userId,
      email: owner.email.trim().toLowerCase(),
      locale: request.locale,
      talukaCode: area.kind === 'taluka' ? area.code : null,
      ulbCode: area.kind === 'ulb' ? area.code : null,
      villageCode: area.kind === 'village' ? area.code : null,
      lat: area.kind === 'circle' ? area.lat : null,
      lng: area.kind === 'circle' ? area.lng : null,
      radiusMetres: area.kind === 'circle' ? area.radiusMetres : null,
      areaName: request.areaName,
      categories: [...new Set(request.categories)],
      events: [...new Set(request.events)],
      frequency: request.frequency,
      status: owner.userId ? 'active' : 'pending',
      createdAt: now,
      confirmedAt: owner.userId ? now : null,
      pausedAt: null,
      // A daily digest covers from the moment the alert starts.
      lastDigestAt: owner.userId ? now : null,
    } satisfies Partial<AreaAlert>);
    const events: DomainEvent[] = [
      alertEvent(AlertEventName.Subscribed, actor, id, {
        email: alert.email,
        locale: alert.locale,
        areaName: alert.areaName,
        frequency: alert.frequency,
        needsConfirmation: alert.status === 'pending',
      }),
    ];
    return { alert, events };
  }

  /** Confirms a pending alert (its address's owner opened the link and confirmed); a confirmed one stays as it is. */
  confirm(now: Date): DomainEvent[] {
    if (this.status !== 'pending') return [];
    this.status = 'active';
    this.confirmedAt = now;
    // A digest covers from the confirmation, never what happened while it waited.
    this.lastDigestAt = now;
    return [alertEvent(AlertEventName.Confirmed, null, this.id, { areaName: this.areaName })];
  }

  /**
   * Prepares the daily digest at `now` when due (active, daily, its last digest at least `dueAfterMs` ago): the window
   * [last digest, now) in AreaAlertDigestPrepared, and the next digest starts at `now`. Not due: no event.
   */
  prepareDigest(now: Date, dueAfterMs: number): DomainEvent[] {
    const last = this.lastDigestAt;
    if (this.status !== 'active' || this.frequency !== 'daily' || !last || now.getTime() - last.getTime() < dueAfterMs) return [];
    this.lastDigestAt = now;
    return [alertEvent(AlertEventName.DigestPrepared, null, this.id, { alertId: this.id, from: last.toISOString(), to: now.toISOString() })];
  }

  /** Deleted by its owner or unsubscribed: the event that says so (the caller deletes the row). */
  deleted(how: 'owner' | 'unsubscribe', actor: Actor | null): DomainEvent[] {
    return [alertEvent(AlertEventName.Deleted, actor, this.id, { areaName: this.areaName, how })];
  }

  /** The area as a value. */
  get area(): AlertArea {
    if (this.talukaCode) return { kind: 'taluka', code: this.talukaCode };
    if (this.ulbCode) return { kind: 'ulb', code: this.ulbCode };
    if (this.villageCode) return { kind: 'village', code: this.villageCode };
    return { kind: 'circle', lat: this.lat!, lng: this.lng!, radiusMetres: this.radiusMetres! };
  }
}
