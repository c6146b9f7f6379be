import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { TestimonialFields } from '../../../domain/testimonial.entity.js';
import type { TestimonialInfo } from '../../testimonials.service.js';

/** An admin edits a testimonial (any subset of the fields). */
export class UpdateTestimonialCommand extends Command<TestimonialInfo> {
  constructor(
    readonly id: string,
    readonly fields: TestimonialFields,
    readonly actor: Actor,
  ) {
    super();
  }
}
