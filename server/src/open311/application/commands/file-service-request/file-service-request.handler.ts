import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isEmail } from 'class-validator';
import { FREE_PLAN_NAME, isValidVolunteerPhone, OTHER_SUBCATEGORY, roundToStoredPrecision } from '@civic/contracts';
import { PlansService } from '../../../../billing/public.js';
import { FileComplaintCommand, type FilingChannel, type ReporterContact } from '../../../../complaints/public.js';
import { CategoriesService } from '../../../../content/public.js';
import { UserAccountsService } from '../../../../identity/public.js';
import { PlaceSearchService } from '../../../../routing/public.js';
import { Open311Error } from '../../../domain/open311-error.js';
import { servicesOf } from '../../../domain/services.js';
import { Open311PhotosWriter, open311PhotoRefusal } from '../../open311-photos.writer.js';
import type { AuthenticatedKey } from '../../integration-keys.service.js';
import { FileServiceRequestCommand, type ServiceRequestInput } from './file-service-request.command.js';

/** Longest complaint title, in characters (the wizard's limit). */
const TITLE_MAX = 200;
/** Longest landmark, in characters (the wizard's limit). */
const LANDMARK_MAX = 200;
/** Longest first or last name and phone of a reporter, in characters (sign-up's limits). */
const NAME_MAX = 100;
const PHONE_MAX = 30;
const EMAIL_MAX = 254;

/** Descriptions of the refusals particular to Open311 filing (400 unless stated). */
export const Open311Messages = {
  serviceUnknown: 'service_code was not found (GET services for the list).',
  locationRequired: 'lat and long, or address_string, are required.',
  latLongPair: 'lat and long must both be given, as numbers in degrees.',
  addressNotFound: 'address_string matched no place in Goa; send lat and long.',
  descriptionRequired: "description is required for this service (it is the issue in the reporter's words).",
  reporterRequired:
    "email is required: this API key files each request for the person whose email it gives (the reporter's contact is kept with the complaint).",
  emailInvalid: 'email must be an email address.',
  firstNameTooLong: `first_name must be at most ${NAME_MAX} characters.`,
  lastNameTooLong: `last_name must be at most ${NAME_MAX} characters.`,
  phoneInvalid: 'phone must be a phone number: digits, spaces, +, - and parentheses, with at least 7 digits (at most 30 characters).',
  keyAccountUnusable: 'The account linked to this API key cannot file complaints (blocked, deleted or not a citizen account).',
  anonymousInvalid: 'attribute[anonymous] must be true or false.',
  landmarkTooLong: `attribute[landmark] must be at most ${LANDMARK_MAX} characters.`,
} as const;

/**
 * Files an Open311 service request through the complaints context's FileComplaintCommand, so every wizard rule
 * applies (Goa bounds, enabled category and subcategory, anonymity): the service code names the category and
 * subcategory; lat/long or address_string (the place search) give the point. The reporter follows the key's policy:
 * 'linked' files under the linked account (its plan's quota and photo limit); 'by_email' keeps the request's email,
 * first_name, last_name and phone with the complaint, counts it against the key's monthly and per-email caps (never a
 * citizen's quota) and uses the Free plan's photo limit. Photos: the multipart file parts first, then each media_url
 * (fetched from a public address only), stored like uploads, up to the photo limit (the rest are ignored, as the
 * wizard ignores them); a media_url naming a photo on this portal must be one this key uploaded (403). The complaint
 * records the key.
 */
@CommandHandler(FileServiceRequestCommand)
export class FileServiceRequestHandler implements ICommandHandler<FileServiceRequestCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly categories: CategoriesService,
    private readonly users: UserAccountsService,
    private readonly places: PlaceSearchService,
    private readonly plans: PlansService,
    private readonly photos: Open311PhotosWriter,
  ) {}

  async execute({ key, input }: FileServiceRequestCommand): Promise<{ serviceRequestId: string; token: string }> {
    const service = servicesOf(await this.categories.listEnabled()).find((s) => s.service_code === input.serviceCode);
    if (!service) throw new Open311Error(400, Open311Messages.serviceUnknown);
    const description = input.description?.trim() ?? '';
    const isOther = service.target.subcategory === OTHER_SUBCATEGORY;
    if (isOther && !description) throw new Open311Error(400, Open311Messages.descriptionRequired);
    const anonymous = this.anonymous(input.attributes.anonymous);
    if ((input.attributes.landmark ?? '').length > LANDMARK_MAX) throw new Open311Error(400, Open311Messages.landmarkTooLong);
    const filer = await this.filer(key, input);
    const point = await this.point(input);
    const photos = await this.photos.store(input.photos, input.mediaUrls, filer.photoLimit, key.id);

    const title = (isOther ? `${service.service_name}: ${description}` : service.service_name).slice(0, TITLE_MAX);
    const filed = this.commands.execute(
      new FileComplaintCommand(
        filer.accountId,
        {
          category: service.target.categoryKey,
          subcategory: service.target.subcategory,
          otherText: isOther ? description : undefined,
          title,
          description,
          location: point.location,
          landmark: input.attributes.landmark,
          urgency: input.attributes.urgency || undefined,
          anonymous,
          photos,
          authorizeRepresentative: true,
          coordinates: { lat: point.lat, lng: point.lng, source: point.source },
        },
        filer.channel,
      ),
    );
    const { id, uuid } = await filed.catch((error: unknown) => {
      throw open311PhotoRefusal(error);
    });
    return { serviceRequestId: id, token: uuid };
  }

  /**
   * Who files, after the key's policy: the linked account (403 when it is blocked, deleted, unverified or not a
   * citizen's), or, for 'by_email', the contact of the request, checked like sign-up's fields.
   */
  private async filer(key: AuthenticatedKey, input: ServiceRequestInput): Promise<{ accountId: string | null; photoLimit: number; channel: FilingChannel }> {
    if (key.reporterPolicy === 'linked') {
      const account = key.accountId ? await this.users.getProfile(key.accountId) : null;
      if (!account || account.role !== 'user' || account.blocked || !account.emailVerified) throw new Open311Error(403, Open311Messages.keyAccountUnusable);
      const plan = await this.users.planOf(account.id);
      return { accountId: account.id, photoLimit: (await this.plans.limitsFor(plan ?? FREE_PLAN_NAME)).photoLimit, channel: { apiKeyId: key.id } };
    }
    const contact = this.contact(input);
    const photoLimit = (await this.plans.limitsFor(FREE_PLAN_NAME)).photoLimit;
    return {
      accountId: null,
      photoLimit,
      channel: { apiKeyId: key.id, byEmail: { contact, photoLimit, monthlyLimit: key.monthlyLimit, perEmailMonthlyLimit: key.perEmailMonthlyLimit } },
    };
  }

  /** The reporter's contact: email required (lowercased), names and phone optional, each checked like sign-up's field. */
  private contact(input: ServiceRequestInput): ReporterContact {
    const email = (input.email ?? '').trim().toLowerCase();
    if (!email) throw new Open311Error(400, Open311Messages.reporterRequired);
    if (email.length > EMAIL_MAX || !isEmail(email)) throw new Open311Error(400, Open311Messages.emailInvalid);
    const firstName = (input.firstName ?? '').trim();
    const lastName = (input.lastName ?? '').trim();
    const phone = (input.phone ?? '').trim();
    if (firstName.length > NAME_MAX) throw new Open311Error(400, Open311Messages.firstNameTooLong);
    if (lastName.length > NAME_MAX) throw new Open311Error(400, Open311Messages.lastNameTooLong);
    if (phone && (phone.length > PHONE_MAX || !isValidVolunteerPhone(phone))) throw new Open311Error(400, Open311Messages.phoneInvalid);
    return { email, firstName, lastName, phone };
  }

  private anonymous(value: string | undefined): boolean {
    const v = (value ?? '').trim().toLowerCase();
    if (v === '' || v === 'false') return false;
    if (v === 'true') return true;
    throw new Open311Error(400, Open311Messages.anonymousInvalid);
  }

  /**
   * The complaint's point and location text. lat/long win when given (source 'manual'); the location text is then
   * address_string, or the point at 3 decimals (so that the public address never shows the exact point). Otherwise
   * address_string goes through the place search (source 'search').
   */
  private async point(input: ServiceRequestInput): Promise<{ lat: number; lng: number; source: string; location: string }> {
    const address = input.addressString?.trim() ?? '';
    if (input.lat !== undefined || input.long !== undefined) {
      if (input.lat === undefined || input.long === undefined) throw new Open311Error(400, Open311Messages.latLongPair);
      const location = address || `Near ${input.lat.toFixed(3)}, ${input.long.toFixed(3)}`;
      return { lat: roundToStoredPrecision(input.lat), lng: roundToStoredPrecision(input.long), source: 'manual', location };
    }
    if (!address) throw new Open311Error(400, Open311Messages.locationRequired);
    const found = (await this.places.search(address)).items[0];
    if (!found) throw new Open311Error(400, Open311Messages.addressNotFound);
    return { lat: found.lat, lng: found.lng, source: 'search', location: address };
  }
}
