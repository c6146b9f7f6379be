import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { nextOrder } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Testimonial } from '../../../domain/testimonial.entity.js';
import { toTestimonialInfo, type TestimonialInfo } from '../../testimonials.service.js';
import { CreateTestimonialCommand } from './create-testimonial.command.js';

/** Creates a testimonial with TestimonialCreated; order defaults to the last order plus 10. */
@CommandHandler(CreateTestimonialCommand)
export class CreateTestimonialHandler implements ICommandHandler<CreateTestimonialCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ fields, actor }: CreateTestimonialCommand): Promise<TestimonialInfo> {
    return this.outbox.transaction(async (manager) => {
      await manager.query("SELECT pg_advisory_xact_lock(hashtextextended('testimonials:create', 0))");
      const orders = await manager.find(Testimonial, { select: { order: true } });
      const { testimonial, events } = Testimonial.create(fields, nextOrder(orders), actor);
      await manager.insert(Testimonial, testimonial);
      return { result: toTestimonialInfo(testimonial), events };
    });
  }
}
