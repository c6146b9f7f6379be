import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isValid, parseISO } from 'date-fns';
import { isEmail } from 'class-validator';
import { PREMIUM_PHOTO_LIMIT } from '@civic/contracts';
import { RecordIntegratorCommentCommand } from '../../../../complaints/public.js';
import { DomainError } from '../../../../kernel/errors/domain-error.js';
import { Open311Error } from '../../../domain/open311-error.js';
import { Open311PhotosWriter, open311PhotoRefusal } from '../../open311-photos.writer.js';
import { PostServiceRequestUpdateCommand } from './post-service-request-update.command.js';

/** Refusals of POST servicerequestupdates (400 unless stated). */
export const UpdateMessages = {
  requestRequired: 'service_request_id was not provided.',
  updateIdRequired: 'update_id was not provided.',
  descriptionRequired: 'description was not provided.',
  emailRequired: 'email was not provided.',
  emailInvalid: 'email must be an email address.',
  datetimeInvalid: 'updated_datetime must be an ISO 8601 date and time.',
} as const;

/** This server's update_id of a history entry: '<service_request_id>-<position from 0>'. */
export function updateIdOf(complaintId: string, index: number): string {
  return `${complaintId}-${index}`;
}

/**
 * Records an integrator's user's comment through the complaints context (RecordIntegratorCommentCommand): the
 * arguments are checked first, then the photos (file parts, then media_url; at most 5) are stored, then the entry is
 * written, or the first answer given for a repeated update_id. 404 an unknown request, 403 one filed with another key.
 */
@CommandHandler(PostServiceRequestUpdateCommand)
export class PostServiceRequestUpdateHandler implements ICommandHandler<PostServiceRequestUpdateCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly photos: Open311PhotosWriter,
  ) {}

  async execute({ key, input }: PostServiceRequestUpdateCommand): Promise<{ updateId: string }> {
    const serviceRequestId = input.serviceRequestId?.trim();
    if (!serviceRequestId) throw new Open311Error(400, UpdateMessages.requestRequired);
    const externalUpdateId = input.updateId?.trim();
    if (!externalUpdateId) throw new Open311Error(400, UpdateMessages.updateIdRequired);
    const description = input.description?.trim();
    if (!description) throw new Open311Error(400, UpdateMessages.descriptionRequired);
    const email = (input.email ?? '').trim().toLowerCase();
    if (!email) throw new Open311Error(400, UpdateMessages.emailRequired);
    if (!isEmail(email)) throw new Open311Error(400, UpdateMessages.emailInvalid);
    if (input.updatedDatetime?.trim() && !isValid(parseISO(input.updatedDatetime.trim()))) throw new Open311Error(400, UpdateMessages.datetimeInvalid);
    const photos = await this.photos.store(input.photos, input.mediaUrls, PREMIUM_PHOTO_LIMIT, key.id);
    const authorName = `${input.firstName?.trim() ?? ''} ${input.lastName?.trim() ?? ''}`.trim();
    try {
      const result = await this.commands.execute(
        new RecordIntegratorCommentCommand(serviceRequestId, key.id, { externalUpdateId, message: description, photos, email, authorName }),
      );
      return { updateId: updateIdOf(result.complaintId, result.index) };
    } catch (caught) {
      const error = open311PhotoRefusal(caught);
      if (error instanceof DomainError && (error.status === 404 || error.status === 403)) throw new Open311Error(error.status, error.message);
      throw error;
    }
  }
}
