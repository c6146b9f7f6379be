import { randomUUID } from 'node:crypto';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { VolunteerInterest, VolunteerStatus } from '@civic/contracts';
import type { Actor, DomainEvent } from '../../kernel/events/domain-event.js';
import { VolunteerEvent, volunteerEvent } from './events/volunteer.events.js';

/** The join form as the HTTP layer validated it (citizen spec section 5): values trimmed, phone null when empty. */
export interface VolunteerFields {
  fullName: string;
  email: string;
  phone: string | null;
  interest: VolunteerInterest;
  message: string;
}

/**
 * A volunteer/support submission of the home page's join form (citizen spec section 3; admin spec section 3):
 * status new or reviewed, flipped by an admin either way at any time (admin spec section 4).
 */
@Entity('volunteer_submissions')
@Index('volunteer_submissions_created_idx', ['createdAt'])
@Index('volunteer_submissions_status_created_idx', ['status', 'createdAt'])
@Index('volunteer_submissions_interest_created_idx', ['interest', 'createdAt'])
@Index('volunteer_submissions_search_trgm_idx', { synchronize: false })
@Check('volunteer_submissions_interest_chk', "interest IN ('Volunteer', 'Donate', 'Partner', 'Other')")
@Check('volunteer_submissions_status_chk', "status IN ('new', 'reviewed')")
@Check('volunteer_submissions_name_chk', 'length(btrim(full_name)) >= 2')
@Check('volunteer_submissions_message_chk', 'length(btrim(message)) >= 10')
export class VolunteerSubmission {
  @PrimaryColumn('uuid') id: string;
  @Column({ name: 'full_name', type: 'text' }) fullName: string;
  @Column({ type: 'text' }) email: string;
  /** Omitted (null) when the form's phone was empty. */
  @Column({ type: 'text', nullable: true }) phone: string | null;
  @Column({ type: 'text' }) interest: VolunteerInterest;
  @Column({ type: 'text' }) message: string;
  @Column({ type: 'text', default: 'new' }) status: VolunteerStatus;
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true }) reviewedAt: Date | null;
  @Column({ name: 'reviewed_by_email', type: 'text', nullable: true }) reviewedByEmail: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;

  /** A new submission (status new) and VolunteerSubmitted; the email is lowercased. */
  static submit(fields: VolunteerFields): { submission: VolunteerSubmission; events: DomainEvent[] } {
    const submission = Object.assign(new VolunteerSubmission(), {
      id: randomUUID(),
      fullName: fields.fullName,
      email: fields.email.toLowerCase(),
      phone: fields.phone,
      interest: fields.interest,
      message: fields.message,
      status: 'new',
      reviewedAt: null,
      reviewedByEmail: null,
    } satisfies Partial<VolunteerSubmission>);
    const actor = { id: null, email: submission.email };
    return { submission, events: [volunteerEvent(VolunteerEvent.Submitted, actor, submission.id, { interest: submission.interest })] };
  }

  /**
   * Marks the submission reviewed or new (admin spec section 4: either way, any time). Each flip records when and by
   * whom (reviewedAt, reviewedByEmail), also back to new, so the list shows who touched it last. Same status: no event.
   */
  setStatus(to: VolunteerStatus, actor: Actor, now = new Date()): DomainEvent[] {
    const from = this.status;
    if (from === to) return [];
    this.status = to;
    this.reviewedAt = now;
    this.reviewedByEmail = actor.email;
    return [volunteerEvent(VolunteerEvent.StatusChanged, actor, this.id, { from, to })];
  }

  /** The event recorded when an admin deletes the submission. */
  delete(actor: Actor): DomainEvent[] {
    return [volunteerEvent(VolunteerEvent.Deleted, actor, this.id, { interest: this.interest, status: this.status })];
  }
}
