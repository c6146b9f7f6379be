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

/** A citizen files a complaint (citizen spec sections 3 to 5 and 9). Result: the public complaint id. */
export class FileComplaintCommand extends Command<{ id: string }> {
  constructor(
    readonly reporterId: string,
    readonly data: FileComplaintData,
  ) {
    super();
  }
}
