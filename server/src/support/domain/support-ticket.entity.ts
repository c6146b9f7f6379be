import { randomUUID } from 'node:crypto';
import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Messages, type SupportCategory, type TicketStatus } from '@civic/contracts';
import { ValidationError } from '../../kernel/errors/domain-error.js';
import type { Actor, DomainEvent } from '../../kernel/events/domain-event.js';
import { SupportTicketEvent, ticketEvent } from './events/support-ticket.events.js';
import { SupportTicketUpdate } from './support-ticket-update.entity.js';

/** A contact message as the HTTP layer validated it (citizen spec section 5, Contact form): values trimmed. */
export interface ContactFields {
  name: string;
  email: string;
  category: SupportCategory;
  subject: string;
  message: string;
}

/** A change and what it raised: the history entries to insert and the events to append. */
export interface TicketChange {
  updates: SupportTicketUpdate[];
  events: DomainEvent[];
}

/**
 * A support ticket (citizen spec section 3; admin spec section 3): a contact message with a short code, a status
 * (open, in_progress, closed; changed by staff), internal resolution notes and a history (SupportTicketUpdate).
 */
@Entity('support_tickets')
@Index('support_tickets_code_uq', ['code'], { unique: true })
@Index('support_tickets_created_idx', ['createdAt'])
@Index('support_tickets_status_created_idx', ['status', 'createdAt'])
@Index('support_tickets_category_created_idx', ['category', 'createdAt'])
@Index('support_tickets_user_idx', ['userId', 'createdAt'])
@Index('support_tickets_email_lower_idx', { synchronize: false })
@Index('support_tickets_search_trgm_idx', { synchronize: false })
@Check('support_tickets_category_chk', "category IN ('Support', 'Bug', 'Feedback', 'Request')")
@Check('support_tickets_status_chk', "status IN ('open', 'in_progress', 'closed')")
@Check('support_tickets_subject_chk', 'length(btrim(subject)) >= 3')
@Check('support_tickets_message_chk', 'length(btrim(message)) >= 5')
export class SupportTicket {
  @PrimaryColumn('uuid') id: string;
  /** 'SUP-' + 5 characters (ticket-code.ts). */
  @Column({ type: 'text' }) code: string;
  /** The signed-in sender; null for a visitor or once the account was deleted. */
  @ForeignKey('User', { name: 'support_tickets_user_fk', onDelete: 'SET NULL' })
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;
  @Column({ type: 'text', default: '' }) name: string;
  @Column({ type: 'text' }) email: string;
  @Column({ type: 'text' }) category: SupportCategory;
  @Column({ type: 'text' }) subject: string;
  @Column({ type: 'text' }) message: string;
  @Column({ type: 'text', default: 'open' }) status: TicketStatus;
  /** Internal resolution notes: admins only, never shown to the sender. */
  @Column({ type: 'text', default: '' }) resolution: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;

  /** The ticket an email is about, for the events' payloads. */
  private get mail() {
    return { code: this.code, email: this.email, name: this.name, subject: this.subject };
  }

  /**
   * Opens a ticket from a contact message (citizen spec section 7, POST /api/support/contact): status open, the
   * email lowercased, the `created` history entry and TicketOpened (the sender is emailed support_ack).
   */
  static open(fields: ContactFields, code: string, sender: Actor | null): { ticket: SupportTicket } & TicketChange {
    const ticket = Object.assign(new SupportTicket(), {
      id: randomUUID(),
      code,
      userId: sender?.id ?? null,
      name: fields.name,
      email: fields.email.toLowerCase(),
      category: fields.category,
      subject: fields.subject,
      message: fields.message,
      status: 'open',
      resolution: '',
    } satisfies Partial<SupportTicket>);
    const actor = sender ?? { id: null, email: ticket.email };
    return {
      ticket,
      updates: [SupportTicketUpdate.of(ticket.id, 'created', { status: 'open', actor: sender })],
      events: [
        ticketEvent(SupportTicketEvent.Opened, actor, ticket.id, {
          ...ticket.mail,
          userId: ticket.userId,
          category: ticket.category,
          message: ticket.message,
        }),
      ],
    };
  }

  /**
   * Staff set the status (admin spec section 2: Mark Closed, In Progress, Reopen). A change adds a public history
   * entry and TicketStatusChanged (emailed as support_status); the same status again changes nothing.
   */
  changeStatus(to: TicketStatus, actor: Actor): TicketChange {
    const from = this.status;
    if (from === to) return { updates: [], events: [] };
    this.status = to;
    return {
      updates: [SupportTicketUpdate.of(this.id, 'status', { status: to, actor })],
      events: [ticketEvent(SupportTicketEvent.StatusChanged, actor, this.id, { ...this.mail, from, to })],
    };
  }

  /** Saves the internal resolution notes (admin only): an internal history entry and TicketNotesSaved; nothing when unchanged. */
  saveNotes(notes: string, actor: Actor): TicketChange {
    const text = notes.trim();
    if (text === this.resolution) return { updates: [], events: [] };
    this.resolution = text;
    return {
      updates: [SupportTicketUpdate.of(this.id, 'note', { text, actor })],
      events: [ticketEvent(SupportTicketEvent.NotesSaved, actor, this.id, { code: this.code, length: text.length })],
    };
  }

  /**
   * Staff write to the sender (admin spec section 5: 'Write a message first' when empty after trimming): a public
   * history entry and TicketMessageSent (emailed as support_admin_message).
   */
  sendMessage(message: string, actor: Actor): TicketChange {
    const text = message.trim();
    if (!text) throw ValidationError.field('message', Messages.admin.support.writeMessageFirst);
    return {
      updates: [SupportTicketUpdate.of(this.id, 'message', { text, actor })],
      events: [ticketEvent(SupportTicketEvent.MessageSent, actor, this.id, { ...this.mail, message: text })],
    };
  }
}
