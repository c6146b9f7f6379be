import { eventFactory } from '../../../kernel/events/domain-event.js';

/** Event names of the testimonials admin (docs/adr/0045-testimonials.md); every event is audited. */
export const TestimonialEvent = { Created: 'TestimonialCreated', Updated: 'TestimonialUpdated', Deleted: 'TestimonialDeleted' } as const;

/** Payload of the three events: the name shown and, for updates, the fields that changed. */
export interface TestimonialEventPayload {
  name: string;
  consent: boolean;
  changes?: string[];
}

declare module '../../../kernel/events/domain-event.js' {
  interface DomainEventMap {
    TestimonialCreated: TestimonialEventPayload;
    TestimonialUpdated: TestimonialEventPayload;
    TestimonialDeleted: TestimonialEventPayload;
  }
}

/** Builds a testimonial event: context 'content', entity 'testimonial' (its uuid). */
export const testimonialEvent = eventFactory('content', 'testimonial');
