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
