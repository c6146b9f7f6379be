import { Command } from '@nestjs/cqrs';

/** The write entity of citizen spec section 3, as parsed by the HTTP layer. */
export interface FileComplaintData {
  category: string;
  subcategory: string;
  otherText?: string;
  title: string;
  description?: string;
  location: string;
  landmark?: string;
  urgency?: string;
  anonymous?: boolean;
  photos: string[];
  authorizeRepresentative: boolean;
  geo?: { districtCode?: string; subdistrictCode?: string; villageCode?: string; ulbCode?: string };
  coordinates: { lat: number; lng: number; source: string; accuracy?: number };
}

/** How a complaint reached the portal when not through the wizard: an Open311 API key (issue 17). */
export interface FilingChannel {
  /** The integration API key's id; recorded on the complaint. A complaint filed with a key may carry no photo. */
  apiKeyId: string;
}

/**
 * A citizen files a complaint (citizen spec sections 3 to 5 and 9), through the wizard or, with `channel`, an
 * Open311 client (issue 17). Result: the public complaint id and the complaint's uuid.
 */
export class FileComplaintCommand extends Command<{ id: string; uuid: string }> {
  constructor(
    readonly reporterId: string,
    readonly data: FileComplaintData,
    readonly channel?: FilingChannel,
  ) {
    super();
  }
}
