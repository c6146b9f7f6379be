import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { Messages } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Testimonial } from '../../../domain/testimonial.entity.js';
import { DeleteTestimonialCommand } from './delete-testimonial.command.js';

/** Deletes a testimonial with TestimonialDeleted; 404 'Testimonial not found'. */
@CommandHandler(DeleteTestimonialCommand)
export class DeleteTestimonialHandler implements ICommandHandler<DeleteTestimonialCommand> {
  constructor(private readonly outbox: OutboxService) {}

  async execute({ id, actor }: DeleteTestimonialCommand): Promise<void> {
    await this.outbox.transaction(async (manager) => {
      const testimonial = await findLockedByIdOrFail(manager, Testimonial, id, Messages.admin.testimonials.notFound);
      const events = testimonial.delete(actor);
      await manager.delete(Testimonial, { id: testimonial.id });
      return { result: undefined, events };
    });
  }
}
