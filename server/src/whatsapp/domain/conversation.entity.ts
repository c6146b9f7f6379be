import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import type { Locale } from '@civic/contracts';

/** The steps of the guided conversation, in order (docs/adr/0151-whatsapp-channel.md). */
export type ConversationStep = 'language' | 'consent' | 'category' | 'subcategory' | 'photos' | 'location' | 'me_too' | 'description' | 'confirm' | 'idle';

/** What the citizen has given so far; kept a day after the conversation went idle, then dropped. */
export interface ConversationDraft {
  category?: string;
  subcategory?: string;
  photos?: string[];
  lat?: number;
  lng?: number;
  place?: string;
  source?: 'manual' | 'search';
  description?: string;
  /** The open complaint of the category within 150 m offered as 'Me too'. */
  nearby?: string;
  /** The step the conversation was at when it was closed as idle ('continue' goes back to it). */
  resumeStep?: ConversationStep;
  /** The citizen was told, after the close, that the draft is kept. */
  toldClosed?: boolean;
}

/** How long a conversation may wait for the citizen before it is closed, in milliseconds (30 minutes). */
export const IDLE_AFTER_MS = 30 * 60_000;
/** How long a closed conversation's draft is kept, in milliseconds (a day). */
export const DRAFT_KEPT_MS = 24 * 3600_000;

/** One WhatsApp number's conversation with the portal: its account, language, consent, step and draft. */
@Entity('whatsapp_conversations')
@Check('whatsapp_conversations_phone_check', "phone ~ '^[0-9]{6,20}$'")
@Check('whatsapp_conversations_locale_check', "locale IS NULL OR locale IN ('en', 'kok', 'mr', 'hi')")
@Index('whatsapp_conversations_user_uq', { synchronize: false })
@Index('whatsapp_conversations_activity_idx', ['lastActivityAt'])
export class WhatsAppConversation {
  /** The number as WhatsApp gives it (wa_id): country code and digits. */
  @PrimaryColumn({ type: 'text' }) phone: string;
  /** The citizen account the number files under; null until consent. */
  @ForeignKey('User', { name: 'whatsapp_conversations_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;
  @Column({ type: 'text', nullable: true }) locale: Locale | null;
  @Column({ name: 'consented_at', type: 'timestamptz', nullable: true }) consentedAt: Date | null;
  @Column({ type: 'text' }) step: ConversationStep;
  @Column({ type: 'jsonb', default: () => "'{}'" }) draft: ConversationDraft;
  @Column({ name: 'last_activity_at', type: 'timestamptz' }) lastActivityAt: Date;
  /** When the conversation was closed as idle (its draft then lives DRAFT_KEPT_MS); null while it is open. */
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true }) closedAt: Date | null;

  static start(phone: string, now: Date): WhatsAppConversation {
    return Object.assign(new WhatsAppConversation(), {
      phone,
      userId: null,
      locale: null,
      consentedAt: null,
      step: 'language',
      draft: {},
      lastActivityAt: now,
      closedAt: null,
    });
  }

  /** Whether the conversation has waited longer than IDLE_AFTER_MS at `now` (a started complaint only). */
  isIdle(now: Date): boolean {
    return (
      !this.closedAt &&
      this.step !== 'idle' &&
      this.step !== 'language' &&
      this.step !== 'consent' &&
      now.getTime() - this.lastActivityAt.getTime() > IDLE_AFTER_MS
    );
  }

  /** Closes an idle conversation, keeping its draft and the step to resume. */
  closeIdle(now: Date): void {
    this.draft = { ...this.draft, resumeStep: this.step };
    this.step = 'idle';
    this.closedAt = now;
  }

  /** Whether a closed conversation's draft is past DRAFT_KEPT_MS at `now`. */
  draftExpired(now: Date): boolean {
    return this.closedAt !== null && now.getTime() - this.closedAt.getTime() > DRAFT_KEPT_MS;
  }
}
