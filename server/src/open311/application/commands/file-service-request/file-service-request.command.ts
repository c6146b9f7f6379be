import { Command } from '@nestjs/cqrs';
import type { AuthenticatedKey } from '../../integration-keys.service.js';

/** A GeoReport v2 "POST Service Request" as the HTTP layer parsed it. */
export interface ServiceRequestInput {
  serviceCode: string;
  /** Degrees; both or neither. */
  lat?: number;
  long?: number;
  addressString?: string;
  email?: string;
  description?: string;
  mediaUrl?: string;
  /** attribute[urgency], attribute[landmark], attribute[anonymous]. */
  attributes: { urgency?: string; landmark?: string; anonymous?: string };
}

/** Files a complaint from an Open311 client with the key it called with. Result: the complaint's public id and token. */
export class FileServiceRequestCommand extends Command<{ serviceRequestId: string; token: string }> {
  constructor(
    readonly key: AuthenticatedKey,
    readonly input: ServiceRequestInput,
  ) {
    super();
  }
}
