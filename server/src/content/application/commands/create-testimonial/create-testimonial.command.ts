import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { TestimonialFields } from '../../../domain/testimonial.entity.js';
import type { TestimonialInfo } from '../../testimonials.service.js';

/** An admin adds a testimonial (docs/adr/0045-testimonials.md). */
export class CreateTestimonialCommand extends Command<TestimonialInfo> {
  constructor(
    readonly fields: TestimonialFields,
    readonly actor: Actor,
  ) {
    super();
  }
}
