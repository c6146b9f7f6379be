import { domainEvent, type DomainEvent } from '../../../kernel/events/domain-event.js';

/** The admin who made a change, as the audit log records it. */
export interface CategoryActor {
  id: string;
  email: string;
}

/** Event names of the category admin (admin spec section 2, Admin Categories); every event is audited. */
export const CategoryEvent = { Created: 'CategoryCreated', Updated: 'CategoryUpdated', Deleted: 'CategoryDeleted' } as const;

/** Payload common to the three events: the audit fields plus the category's key and name. */
export interface CategoryEventPayload extends Record<string, unknown> {
  context: 'content';
  actorId: string;
  actorEmail: string;
  entityType: 'category';
  entityId: string;
  key: string;
  name: string;
  /** CategoryUpdated only: the fields that changed. */
  changes?: string[];
}

function payload(category: { id: string; key: string; name: string }, actor: CategoryActor): CategoryEventPayload {
  return {
    context: 'content',
    actorId: actor.id,
    actorEmail: actor.email,
    entityType: 'category',
    entityId: category.id,
    key: category.key,
    name: category.name,
  };
}

export function categoryCreated(category: { id: string; key: string; name: string }, actor: CategoryActor): DomainEvent<CategoryEventPayload> {
  return domainEvent(CategoryEvent.Created, payload(category, actor));
}

export function categoryUpdated(
  category: { id: string; key: string; name: string },
  changes: string[],
  actor: CategoryActor,
): DomainEvent<CategoryEventPayload> {
  return domainEvent(CategoryEvent.Updated, { ...payload(category, actor), changes });
}

export function categoryDeleted(category: { id: string; key: string; name: string }, actor: CategoryActor): DomainEvent<CategoryEventPayload> {
  return domainEvent(CategoryEvent.Deleted, payload(category, actor));
}
