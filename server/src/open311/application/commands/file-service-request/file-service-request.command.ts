import { Command } from '@nestjs/cqrs';
import type { AuthenticatedKey } from '../../integration-keys.service.js';

/** A photo sent as a multipart file part (any field name), as read into memory (at most 10 MB). */
export interface UploadedPhoto {
  field: string;
  content: Buffer;
}

/** A GeoReport v2 "POST Service Request" as the HTTP layer parsed it. */
export interface ServiceRequestInput {
  serviceCode: string;
  /** Degrees; both or neither. */
  lat?: number;
  long?: number;
  addressString?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  description?: string;
  /** Every media_url (and media_url[]) in the order sent. */
  mediaUrls: string[];
  /** Every multipart file part, in the order sent; these come before the media_urls. */
  photos: UploadedPhoto[];
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
