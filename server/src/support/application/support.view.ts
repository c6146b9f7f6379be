import type { SupportCategory, TicketStatus, TicketUpdateKind, VolunteerInterest, VolunteerStatus } from '@civic/contracts';
import type { SupportTicketUpdate } from '../domain/support-ticket-update.entity.js';
import type { SupportTicket } from '../domain/support-ticket.entity.js';
import type { VolunteerSubmission } from '../domain/volunteer-submission.entity.js';

/** A public history entry as My Support shows it (citizen spec section 3: type, status, message, createdAt). */
export interface TicketUpdateView {
  type: TicketUpdateKind;
  status: TicketStatus | null;
  message: string;
  createdAt: string;
}

/** A history entry as the admin inbox shows it: every entry, internal notes included. */
export interface AdminTicketUpdateView extends TicketUpdateView {
  public: boolean;
  actorEmail: string | null;
}

/** A ticket as its sender sees it in My Support (never the internal notes). */
export interface MyTicketView {
  _id: string;
  code: string;
  subject: string;
  message: string;
  category: SupportCategory;
  status: TicketStatus;
  createdAt: string;
  updates: TicketUpdateView[];
}

/** A ticket as the admin inbox shows it (admin spec section 3, Support ticket). */
export interface AdminTicketView {
  _id: string;
  code: string;
  subject: string;
  message: string;
  name: string;
  email: string;
  category: SupportCategory;
  status: TicketStatus;
  /** The signed-in sender's user id; null for a visitor or a deleted account. */
  user: string | null;
  resolution: string;
  createdAt: string;
  updatedAt: string;
  updates: AdminTicketUpdateView[];
}

/** A volunteer submission as the admin list shows it (admin spec section 3). */
export interface VolunteerView {
  _id: string;
  fullName: string;
  email: string;
  phone: string | null;
  interest: VolunteerInterest;
  message: string;
  status: VolunteerStatus;
  createdAt: string;
  reviewedAt: string | null;
  reviewedByEmail: string | null;
}

export function toTicketUpdateView(u: SupportTicketUpdate): TicketUpdateView {
  return { type: u.kind, status: u.status, message: u.text, createdAt: u.createdAt.toISOString() };
}

export function toAdminTicketUpdateView(u: SupportTicketUpdate): AdminTicketUpdateView {
  return { ...toTicketUpdateView(u), public: u.public, actorEmail: u.actorEmail };
}

/** The sender's view: only public updates, oldest first. */
export function toMyTicketView(t: SupportTicket, updates: readonly SupportTicketUpdate[]): MyTicketView {
  return {
    _id: t.id,
    code: t.code,
    subject: t.subject,
    message: t.message,
    category: t.category,
    status: t.status,
    createdAt: t.createdAt.toISOString(),
    updates: updates.filter((u) => u.public).map(toTicketUpdateView),
  };
}

export function toAdminTicketView(t: SupportTicket, updates: readonly SupportTicketUpdate[]): AdminTicketView {
  return {
    _id: t.id,
    code: t.code,
    subject: t.subject,
    message: t.message,
    name: t.name,
    email: t.email,
    category: t.category,
    status: t.status,
    user: t.userId,
    resolution: t.resolution,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    updates: updates.map(toAdminTicketUpdateView),
  };
}

export function toVolunteerView(v: VolunteerSubmission): VolunteerView {
  return {
    _id: v.id,
    fullName: v.fullName,
    email: v.email,
    phone: v.phone,
    interest: v.interest,
    message: v.message,
    status: v.status,
    createdAt: v.createdAt.toISOString(),
    reviewedAt: v.reviewedAt ? v.reviewedAt.toISOString() : null,
    reviewedByEmail: v.reviewedByEmail,
  };
}
