import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { Messages } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Testimonial } from '../../../domain/testimonial.entity.js';
import { toTestimonialInfo, type TestimonialInfo } from '../../testimonials.service.js';
import { UpdateTestimonialCommand } from './update-testimonial.command.js';

/** Applies a partial edit (TestimonialUpdated naming the changed fields); 404 'Testimonial not found'. */
@CommandHandler(UpdateTestimonialCommand)
export class UpdateTestimonialHandler implements ICommandHandler<UpdateTestimonialCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ id, fields, actor }: UpdateTestimonialCommand): Promise<TestimonialInfo> {
    return this.outbox.transaction(async (manager) => {
      const testimonial = await findLockedByIdOrFail(manager, Testimonial, id, Messages.admin.testimonials.notFound);
      const events = testimonial.update(fields, actor);
      if (events.length) await manager.save(Testimonial, testimonial);
      return { result: toTestimonialInfo(testimonial), events };
    });
  }
}
