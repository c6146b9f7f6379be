import { domainEvent, type DomainEvent } from '../../../kernel/events/domain-event.js';

/**
 * Events of the complaints context (past tense, plain JSON payloads). Consumers (notifications, documents,
 * audit) read these payloads; `context`, `actorId`, `actorEmail`, `entityType` and `entityId` feed the
 * audit log. `complaintId` and `entityId` are the public id shown to people ('GOA-2026-000123').
 */
export const ComplaintEvent = {
  Filed: 'ComplaintFiled',
  StatusChanged: 'ComplaintStatusChanged',
  Archived: 'ComplaintArchived',
  Restored: 'ComplaintRestored',
  Forwarded: 'ComplaintForwarded',
  Deleted: 'ComplaintDeleted',
} as const;

type AuditFields = {
  context: 'complaints';
  actorId: string | null;
  actorEmail: string | null;
  entityType: 'complaint';
  entityId: string;
};

/** ComplaintFiled: a citizen filed a complaint (citizen spec section 7, POST /api/complaints). */
export type ComplaintFiledPayload = AuditFields & {
  complaintId: string;
  reporterId: string;
  categoryKey: string;
  categoryName: string;
  subcategory: string;
  title: string;
  location: string;
  urgency: string;
  anonymous: boolean;
  status: string;
  photoCount: number;
  outsideBounds: boolean;
  authorityEmails: string[];
};

/** ComplaintStatusChanged: an admin saved a status (admin spec section 4); each change adds an update. */
export type ComplaintStatusChangedPayload = AuditFields & {
  complaintId: string;
  reporterId: string | null;
  from: string;
  to: string;
  message: string;
};

/** ComplaintArchived / ComplaintRestored (admin spec section 4, archive or restore with an optional message). */
export type ComplaintArchiveTogglePayload = AuditFields & {
  complaintId: string;
  reporterId: string | null;
  message: string;
};

export function complaintFiled(payload: Omit<ComplaintFiledPayload, 'context' | 'entityType' | 'entityId'>): DomainEvent<ComplaintFiledPayload> {
  return domainEvent(ComplaintEvent.Filed, { ...payload, context: 'complaints', entityType: 'complaint', entityId: payload.complaintId });
}

export function complaintStatusChanged(
  payload: Omit<ComplaintStatusChangedPayload, 'context' | 'entityType' | 'entityId'>,
): DomainEvent<ComplaintStatusChangedPayload> {
  return domainEvent(ComplaintEvent.StatusChanged, { ...payload, context: 'complaints', entityType: 'complaint', entityId: payload.complaintId });
}

export function complaintArchiveToggled(
  archived: boolean,
  payload: Omit<ComplaintArchiveTogglePayload, 'context' | 'entityType' | 'entityId'>,
): DomainEvent<ComplaintArchiveTogglePayload> {
  return domainEvent(archived ? ComplaintEvent.Archived : ComplaintEvent.Restored, {
    ...payload,
    context: 'complaints',
    entityType: 'complaint',
    entityId: payload.complaintId,
  });
}

/** One authority address of a forward (admin spec section 3); the first of a list is primary, the rest get copies. */
export type ForwardRecipient = {
  authorityEmail: string;
  authorityName: string;
  authorityDesignation: string;
  authorityDepartment: string;
};

/**
 * ComplaintForwarded: an admin saved the status 'forwarded' (admin spec section 4, Forwarding). `recipients` are
 * the addresses to use (re-resolved at forwarding time, else those stored at filing), primary first; `message`
 * is the admin's note to the authority; `actorName` signs the authority letter. The documents worker renders
 * the letter from it (render-authority-letter).
 */
export type ComplaintForwardedPayload = AuditFields & {
  complaintId: string;
  reporterId: string | null;
  recipients: ForwardRecipient[];
  message: string;
  actorName: string;
};

/** ComplaintDeleted: an admin deleted a complaint and its photos (admin spec section 7, DELETE /api/admin/complaints/{id}). */
export type ComplaintDeletedPayload = AuditFields & {
  complaintId: string;
  title: string;
  reporterId: string | null;
  status: string;
  photoCount: number;
};

export function complaintForwarded(payload: Omit<ComplaintForwardedPayload, 'context' | 'entityType' | 'entityId'>): DomainEvent<ComplaintForwardedPayload> {
  return domainEvent(ComplaintEvent.Forwarded, { ...payload, context: 'complaints', entityType: 'complaint', entityId: payload.complaintId });
}

export function complaintDeleted(payload: Omit<ComplaintDeletedPayload, 'context' | 'entityType' | 'entityId'>): DomainEvent<ComplaintDeletedPayload> {
  return domainEvent(ComplaintEvent.Deleted, { ...payload, context: 'complaints', entityType: 'complaint', entityId: payload.complaintId });
}
