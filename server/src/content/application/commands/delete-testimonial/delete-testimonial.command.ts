import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';

/** An admin deletes a testimonial. */
export class DeleteTestimonialCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
