import { Command } from '@nestjs/cqrs';
import type { ReporterContact } from '../../../domain/complaint.entity.js';

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
  /** Show the title, description, photos, location text and landmark publicly; forced false when anonymous. */
  showPublicly?: boolean;
  photos: string[];
  authorizeRepresentative: boolean;
  geo?: { districtCode?: string; subdistrictCode?: string; villageCode?: string; ulbCode?: string };
  coordinates: { lat: number; lng: number; source: string; accuracy?: number };
  /** The citizen confirms a chosen location that the pin contradicts (FileComplaintHandler.pinContradictsPlace). */
  geoMismatchConfirmed?: boolean;
}

/** How a complaint reached the portal when not through the wizard: an Open311 API key. */
export interface FilingChannel {
  /** The integration API key's id; recorded on the complaint. A complaint filed with a key may carry no photo. */
  apiKeyId: string;
  /**
   * A key with reporter policy 'by_email': the person filed for (stored with the complaint; the reporter id is then
   * null), the photo limit that applies, and the key's caps, counted instead of any citizen's quota.
   */
  byEmail?: {
    contact: ReporterContact;
    photoLimit: number;
    /** Filings per month with the key; null for no cap. */
    monthlyLimit: number | null;
    /** Filings per month with the key for this email. */
    perEmailMonthlyLimit: number;
  };
}

/**
 * The result of a filing: the public complaint id, the complaint's uuid, and whether it is the replayed answer of an
 * earlier request with the same Idempotency-Key.
 */
export interface FileComplaintResult {
  id: string;
  uuid: string;
  replayed: boolean;
}

/**
 * A citizen files a complaint (citizen spec sections 3 to 5 and 9), through the wizard or, with `channel`, an
 * Open311 client. With an `idempotencyKey` (the checked Idempotency-Key header), a repeat by the same
 * user within 24 hours answers the first result and files nothing.
 */
export class FileComplaintCommand extends Command<FileComplaintResult> {
  constructor(
    /** The filing account; null only with `channel.byEmail`. */
    readonly reporterId: string | null,
    readonly data: FileComplaintData,
    readonly channel?: FilingChannel,
    readonly idempotencyKey?: string,
    /** Filed in a WhatsApp conversation (recorded as the complaint's channel; docs/adr/0151-whatsapp-channel.md). */
    readonly viaWhatsApp?: boolean,
  ) {
    super();
  }
}
