import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OTHER_SUBCATEGORY, roundToStoredPrecision } from '@civic/contracts';
import { FileComplaintCommand, StoreLocalPhotoCommand } from '../../../../complaints/public.js';
import { CategoriesService } from '../../../../content/public.js';
import { UserAccountsService, type UserProfile } from '../../../../identity/public.js';
import { DomainError } from '../../../../kernel/errors/domain-error.js';
import { PlaceSearchService } from '../../../../routing/public.js';
import { Open311Error } from '../../../domain/open311-error.js';
import { servicesOf } from '../../../domain/services.js';
import { MediaFetcher, MediaRefusedError } from '../../../infrastructure/media-fetcher.js';
import { FileServiceRequestCommand, type ServiceRequestInput } from './file-service-request.command.js';

/** Longest complaint title, in characters (the wizard's limit). */
const TITLE_MAX = 200;
/** Longest landmark, in characters (the wizard's limit). */
const LANDMARK_MAX = 200;

/** Descriptions of the refusals particular to Open311 filing (400 unless stated). */
export const Open311Messages = {
  serviceUnknown: 'service_code was not found (GET services for the list).',
  locationRequired: 'lat and long, or address_string, are required.',
  latLongPair: 'lat and long must both be given, as numbers in degrees.',
  addressNotFound: 'address_string matched no place in Goa; send lat and long.',
  descriptionRequired: "description is required for this service (it is the issue in the reporter's words).",
  reporterRequired: "email is required: this API key is not linked to an account, and the complaint counts against the account of the reporter's email.",
  reporterUnknown: 'email must belong to a verified, active citizen account of the portal.',
  keyAccountUnusable: 'The account linked to this API key cannot file complaints (blocked, deleted or not a citizen account).',
  anonymousInvalid: 'attribute[anonymous] must be true or false.',
  landmarkTooLong: `attribute[landmark] must be at most ${LANDMARK_MAX} characters.`,
  mediaNotStored: 'media_url cannot be accepted: this server stores photos with a provider that takes browser uploads only.',
} as const;

/**
 * Files an Open311 service request through the complaints context's FileComplaintCommand, so every wizard rule
 * applies (Goa bounds, enabled category and subcategory, quota, anonymity): the service code names the category and
 * subcategory; lat/long or address_string (the place search) give the point; the reporter is the account linked to
 * the key, else the verified citizen account of `email`; media_url is fetched from a public address only and stored
 * like an upload; the complaint records the key.
 */
@CommandHandler(FileServiceRequestCommand)
export class FileServiceRequestHandler implements ICommandHandler<FileServiceRequestCommand> {
  private readonly media = new MediaFetcher();

  constructor(
    private readonly commands: CommandBus,
    private readonly categories: CategoriesService,
    private readonly users: UserAccountsService,
    private readonly places: PlaceSearchService,
  ) {}

  async execute({ key, input }: FileServiceRequestCommand): Promise<{ serviceRequestId: string; token: string }> {
    const service = servicesOf(await this.categories.listEnabled()).find((s) => s.service_code === input.serviceCode);
    if (!service) throw new Open311Error(400, Open311Messages.serviceUnknown);
    const description = input.description?.trim() ?? '';
    const isOther = service.target.subcategory === OTHER_SUBCATEGORY;
    if (isOther && !description) throw new Open311Error(400, Open311Messages.descriptionRequired);
    const anonymous = this.anonymous(input.attributes.anonymous);
    if ((input.attributes.landmark ?? '').length > LANDMARK_MAX) throw new Open311Error(400, Open311Messages.landmarkTooLong);
    const reporter = await this.reporter(key.accountId, input.email);
    const point = await this.point(input);

    const photos: string[] = [];
    if (input.mediaUrl) photos.push(await this.storeMedia(input.mediaUrl));

    const title = (isOther ? `${service.service_name}: ${description}` : service.service_name).slice(0, TITLE_MAX);
    const { id, uuid } = await this.commands.execute(
      new FileComplaintCommand(
        reporter.id,
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
        { apiKeyId: key.id },
      ),
    );
    return { serviceRequestId: id, token: uuid };
  }

  private anonymous(value: string | undefined): boolean {
    const v = (value ?? '').trim().toLowerCase();
    if (v === '' || v === 'false') return false;
    if (v === 'true') return true;
    throw new Open311Error(400, Open311Messages.anonymousInvalid);
  }

  /** The filing account: the key's, else the reporter email's; never an admin, a blocked or an unverified account. */
  private async reporter(accountId: string | null, email: string | undefined): Promise<UserProfile> {
    const usable = (u: UserProfile | null): u is UserProfile => !!u && u.role === 'user' && !u.blocked && u.emailVerified;
    if (accountId) {
      const account = await this.users.getProfile(accountId);
      if (!usable(account)) throw new Open311Error(403, Open311Messages.keyAccountUnusable);
      return account;
    }
    if (!email?.trim()) throw new Open311Error(400, Open311Messages.reporterRequired);
    const account = await this.users.findByEmail(email);
    if (!usable(account)) throw new Open311Error(400, Open311Messages.reporterUnknown);
    return account;
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

  /** Downloads media_url (public addresses only) and stores it like an upload; the stored photo's URL. */
  private async storeMedia(url: string): Promise<string> {
    let content: Buffer;
    try {
      content = await this.media.fetch(url);
    } catch (error) {
      if (error instanceof MediaRefusedError) throw new Open311Error(400, error.message);
      throw error;
    }
    try {
      return (await this.commands.execute(new StoreLocalPhotoCommand(content))).url;
    } catch (error) {
      if (error instanceof DomainError) {
        throw new Open311Error(400, error.code === 'UPLOAD_PROVIDER_NOT_CONFIGURED' ? Open311Messages.mediaNotStored : `media_url: ${error.message}`);
      }
      throw error;
    }
  }
}
