import { Command } from '@nestjs/cqrs';
import type { UploadedPhoto } from '../file-service-request/file-service-request.command.js';
import type { AuthenticatedKey } from '../../integration-keys.service.js';

/** FixMyStreet's extension "POST servicerequestupdates", as the HTTP layer parsed it. */
export interface ServiceRequestUpdateInput {
  serviceRequestId?: string;
  updateId?: string;
  updatedDatetime?: string;
  description?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  mediaUrls: string[];
  photos: UploadedPhoto[];
}

/** An integrator's user comments on a request the key filed. Result: this server's update_id of the entry. */
export class PostServiceRequestUpdateCommand extends Command<{ updateId: string }> {
  constructor(
    readonly key: AuthenticatedKey,
    readonly input: ServiceRequestUpdateInput,
  ) {
    super();
  }
}
