import { eventFactory } from '../../../kernel/events/domain-event.js';

/** Event names of the category admin (admin spec section 2, Admin Categories); every event is audited. */
export const CategoryEvent = { Created: 'CategoryCreated', Updated: 'CategoryUpdated', Deleted: 'CategoryDeleted' } as const;

/** Payload of the three events: the category's key and name. */
export interface CategoryEventPayload {
  key: string;
  name: string;
  /** CategoryUpdated only: the fields that changed. */
  changes?: string[];
}

declare module '../../../kernel/events/domain-event.js' {
  interface DomainEventMap {
    CategoryCreated: CategoryEventPayload;
    CategoryUpdated: CategoryEventPayload;
    CategoryDeleted: CategoryEventPayload;
  }
}

/** Builds a category event: context 'content', entity 'category' (its uuid). */
export const categoryEvent = eventFactory('content', 'category');
