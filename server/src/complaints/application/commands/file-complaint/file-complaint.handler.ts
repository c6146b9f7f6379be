import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { formatMessage, Messages } from '@civic/contracts';
import { PlansService } from '../../../../billing/public.js';
import { CategoriesService } from '../../../../content/public.js';
import { UserAccountsService } from '../../../../identity/public.js';
import pLimit, { type LimitFunction } from 'p-limit';
import { KeyedSerializer } from '../../../../kernel/concurrency/keyed-serializer.js';
import { AppConfig, filingTransactionSlots } from '../../../../kernel/config/app-config.js';
import { NotFoundError, ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { complaintsFiled } from '../../../../kernel/metrics/metrics.js';
import { AuthorityResolver, GeographyService } from '../../../../routing/public.js';
import { formatComplaintId } from '../../../domain/complaint-id.js';
import { pinAgreesWithArea } from '../../../domain/place-agreement.js';
import { Complaint, type AuthorityRecipient, type CheckedFiling, type ComplaintGeo } from '../../../domain/complaint.entity.js';
import { KeyQuotaExceededError, QuotaExceededError } from '../../../domain/complaint.errors.js';
import type { UploadOwner } from '../../../domain/upload.entity.js';
import { quotaWindow, yearInIndia } from '../../../domain/quota-window.js';
import { ComplaintIdempotencyService } from '../../complaint-idempotency.service.js';
import { ComplaintIdempotencyWriter } from '../../complaint-idempotency.writer.js';
import { ComplaintQuotaService } from '../../complaint-quota.service.js';
import { UploadsWriter } from '../../uploads.writer.js';
import { ComplaintClaimsWriter } from '../../complaint-claims.writer.js';
import { FileComplaintCommand, type FileComplaintData, type FileComplaintResult, type FilingChannel } from './file-complaint.command.js';

/**
 * Files a complaint. Order: the category must exist and be enabled; the entity's filing rules are checked
 * (Complaint.check); every photo must come from the configured upload provider and be the filer's own upload; picked location codes must
 * exist in the Goa geography; the authority recipients are resolved from them and the category (routing's
 * AuthorityResolver); then, in one transaction, the reporter's quota lock
 * is taken, the month's complaints are counted against the plan (QUOTA_EXCEEDED), a public id is drawn,
 * the complaint is inserted and ComplaintFiled is appended to the outbox.
 *
 * With an Idempotency-Key (a phone retrying after a lost answer): a first answer for (reporter, key) younger than 24
 * hours is looked up before any rule (a retry answers it even if a rule changed since) and again under the quota lock
 * (a concurrent duplicate waits there for the first filing, then answers its result); another body with the same key
 * is refused with IDEMPOTENCY_KEY_REUSED (422). The key's row is written in the filing's transaction, so a failed filing records
 * nothing and may be retried with the same key.
 *
 * One citizen's filings reach the transaction one at a time in this process: a filing waiting for the same citizen's
 * previous one waits in memory, not inside a transaction holding a pooled connection while the advisory lock is taken
 * (four filings sent at once by one phone would hold four connections, three of them idle). The advisory lock still
 * orders filings across API processes. At most filingTransactionSlots filing transactions run at once, so that a
 * burst leaves the queue workers their connections.
 */
@CommandHandler(FileComplaintCommand)
export class FileComplaintHandler implements ICommandHandler<FileComplaintCommand> {
  private readonly perReporter = new KeyedSerializer();
  private readonly transactionSlots: LimitFunction;

  constructor(
    private readonly users: UserAccountsService,
    private readonly plans: PlansService,
    private readonly categories: CategoriesService,
    private readonly uploads: UploadsWriter,
    private readonly quota: ComplaintQuotaService,
    private readonly geography: GeographyService,
    private readonly authorities: AuthorityResolver,
    private readonly outbox: OutboxService,
    private readonly idempotency: ComplaintIdempotencyService,
    private readonly idempotencyWriter: ComplaintIdempotencyWriter,
    private readonly claims: ComplaintClaimsWriter,
    config: AppConfig,
  ) {
    this.transactionSlots = pLimit(filingTransactionSlots(config));
  }

  async execute({ reporterId, data, channel, idempotencyKey, viaWhatsApp }: FileComplaintCommand): Promise<FileComplaintResult> {
    if (reporterId === null) {
      if (!channel?.byEmail) throw new NotFoundError('Account not found');
      return this.fileForContact(data, channel as Required<FilingChannel>);
    }
    const requestHash = idempotencyKey ? ComplaintIdempotencyService.hashBody(data) : '';
    if (idempotencyKey) {
      const previous = await this.idempotency.previousAnswer(reporterId, idempotencyKey, requestHash, new Date());
      if (previous) return { id: previous.response.id, uuid: previous.response.uuid, replayed: true };
    }
    // The signed-in account as the auth guard has just read it (cached until the users table changes): id, email, plan.
    const reporter = await this.users.sessionAccount(reporterId);
    if (!reporter) throw new NotFoundError('Account not found');
    const limits = await this.plans.limitsFor(reporter.plan);
    const owner: UploadOwner = channel ? { apiKeyId: channel.apiKeyId } : { userId: reporter.id };
    const { filing, checked, authorityRecipients, geoMismatchConfirmed } = await this.prepare(data, limits.photoLimit, channel, owner);

    const filed = await this.perReporter.run(reporter.id, () =>
      this.transactionSlots(() =>
        this.outbox.transaction<FileComplaintResult>(async (manager) => {
          const now = new Date();
          const window = quotaWindow(now);
          await this.quota.lock(manager, reporter.id);
          if (idempotencyKey) {
            // Again under the lock: a concurrent duplicate waited here for the first filing, whose answer it now gives.
            const previous = await this.idempotency.previousAnswer(reporter.id, idempotencyKey, requestHash, now, manager);
            if (previous) return { result: { id: previous.response.id, uuid: previous.response.uuid, replayed: true }, events: [] };
          }
          const { used, number } = await this.quota.countAndDraw(manager, reporter.id, window, limits.complaintLimit);
          if (number === null) throw new QuotaExceededError({ used, limit: limits.complaintLimit!, resetAt: window.end.toISOString() });
          const { complaint, events } = Complaint.file(
            {
              ...filing,
              id: randomUUID(),
              publicId: formatComplaintId(yearInIndia(now), number),
              reporter: { id: reporter.id, email: reporter.email },
              authorityRecipients,
              now,
              apiKeyId: channel?.apiKeyId ?? null,
              viaWhatsApp,
              geoInferred: checked.geoInferred,
              geoMismatchConfirmed,
            },
            checked,
          );
          await manager.insert(Complaint, complaint);
          if (idempotencyKey) {
            await this.idempotencyWriter.record(
              manager,
              reporter.id,
              idempotencyKey,
              requestHash,
              { statusCode: 201, response: { id: complaint.publicId, uuid: complaint.id } },
              now,
            );
          }
          return { result: { id: complaint.publicId, uuid: complaint.id, replayed: false }, events };
        }),
      ),
    );
    // Counted once committed; a replayed idempotent filing filed nothing new.
    if (!filed.replayed) complaintsFiled.inc({ channel: channel ? 'open311' : viaWhatsApp ? 'whatsapp' : 'web' });
    return filed;
  }

  /**
   * An Open311 filing under a 'by_email' key: no account files it, so no citizen's quota is spent. Under the key's
   * own lock, the key's filings this month are counted against its monthly limit and those for this email against
   * its per-email limit (QUOTA_EXCEEDED, 403, naming which); the complaint keeps the contact, and a one-time claim
   * link is recorded in the same transaction (its email goes out on ComplaintFiled).
   */
  private async fileForContact(data: FileComplaintData, channel: Required<FilingChannel>): Promise<FileComplaintResult> {
    const { contact, photoLimit, monthlyLimit, perEmailMonthlyLimit } = channel.byEmail;
    const { filing, checked, authorityRecipients } = await this.prepare(data, photoLimit, channel, { apiKeyId: channel.apiKeyId });
    const accountExisted = (await this.users.findByEmail(contact.email)) !== null;
    const filed = await this.perReporter.run(`key:${channel.apiKeyId}`, () =>
      this.transactionSlots(() =>
        this.outbox.transaction<FileComplaintResult>(async (manager) => {
          const now = new Date();
          const window = quotaWindow(now);
          await this.quota.lock(manager, `key:${channel.apiKeyId}`);
          const drawn = await this.quota.countKeyAndDraw(manager, channel.apiKeyId, contact.email, window, monthlyLimit, perEmailMonthlyLimit);
          if (drawn.number === null) {
            const resetAt = window.end.toISOString();
            if (monthlyLimit !== null && drawn.usedByKey >= monthlyLimit)
              throw new KeyQuotaExceededError('key', { used: drawn.usedByKey, limit: monthlyLimit, resetAt });
            throw new KeyQuotaExceededError('email', { used: drawn.usedByEmail, limit: perEmailMonthlyLimit, resetAt });
          }
          const { complaint, events } = Complaint.file(
            {
              ...filing,
              id: randomUUID(),
              publicId: formatComplaintId(yearInIndia(now), drawn.number),
              reporter: { id: null, email: null },
              contact,
              authorityRecipients,
              now,
              apiKeyId: channel.apiKeyId,
              geoInferred: checked.geoInferred,
            },
            checked,
          );
          await manager.insert(Complaint, complaint);
          await this.claims.issue(manager, complaint, accountExisted, now);
          return { result: { id: complaint.publicId, uuid: complaint.id, replayed: false }, events };
        }),
      ),
    );
    complaintsFiled.inc({ channel: 'open311' });
    return filed;
  }

  /**
   * The checks every filing runs before its transaction: the category must exist and be enabled; the entity's filing
   * rules (Complaint.check, with `photoLimit`); every photo must come from the configured upload provider and be an
   * upload of `owner` (the filing account, or the Open311 key: 403 UPLOAD_NOT_OWNED otherwise); picked location codes
   * must exist in the Goa geography; then the authority recipients are resolved.
   */
  private async prepare(data: FileComplaintData, photoLimit: number, channel: FilingChannel | undefined, owner: UploadOwner) {
    const category = await this.categories.findEnabledByKey(data.category.trim());
    if (!category) throw ValidationError.field('category', Messages.complaint.categoryUnavailable);
    const filing = {
      category,
      subcategory: data.subcategory,
      otherText: data.otherText,
      title: data.title,
      description: data.description,
      location: data.location,
      landmark: data.landmark,
      urgency: data.urgency,
      anonymous: data.anonymous,
      showPublicly: data.showPublicly,
      photos: data.photos,
      photoLimit,
      authorizeRepresentative: data.authorizeRepresentative,
      geo: data.geo,
      coordinates: data.coordinates,
      photoRequired: !channel,
    };
    const checked = await this.withInferredGeo(Complaint.check(filing));
    await this.uploads.checkPhotos(checked.photos, owner, 'photos', () => ValidationError.field('photos', Messages.complaint.photoNotFromProvider));
    if (checked.geo) await this.checkGeo(checked.geo);
    // Open311 clients have no way to confirm (GeoReport v2 has no such field): their filings are not held to it.
    const geoMismatchConfirmed = !channel && !checked.geoInferred && (await this.pinContradictsPlace(checked, data.geoMismatchConfirmed === true));
    const authorityRecipients = await this.resolveAuthorities(checked.geo, category.key);
    return { filing, checked, authorityRecipients, geoMismatchConfirmed };
  }

  /**
   * Where the complaint is, in words: when the citizen picked no location codes, the server fills them
   * from the village or ULB whose data/goa centroid is nearest to the point (the pin's suggestion in the wizard),
   * marked as inferred. Codes the citizen picked, even only a district, are kept as they are.
   */
  private async withInferredGeo(checked: CheckedFiling): Promise<CheckedFiling & { geoInferred: boolean }> {
    if (checked.geo) return { ...checked, geoInferred: false };
    const place = await this.geography.nearestPlace(checked.coordinates.lat, checked.coordinates.lng);
    if (!place) return { ...checked, geoInferred: false };
    const code = (n: number | null) => (n === null ? null : String(n));
    const geo: ComplaintGeo = {
      districtCode: String(place.districtCode),
      subdistrictCode: code(place.subdistrictCode),
      villageCode: code(place.villageCode),
      ulbCode: code(place.ulbCode),
    };
    return { ...checked, geo, geoInferred: true };
  }

  /**
   * The pin and the chosen place must agree (docs/adr/0121-pin-and-place-must-agree.md): the village or ULB whose
   * centroid is nearest to the pin must lie in the chosen taluka (picked, or that of the picked village or ULB), or in
   * the chosen district when no taluka is known (a district alone), or else some place of the chosen area must lie
   * within 3 km of the pin (place-agreement.ts: centroids only approximate where a taluka ends). A contradiction is refused on `geoMismatchConfirmed` naming the pin's place,
   * unless the citizen confirmed it; resolves with true when a confirmed contradiction is to be recorded. Centroids
   * are an approximation near a taluka's border, which is why the citizen may confirm instead of moving the pin.
   */
  private async pinContradictsPlace(checked: CheckedFiling, confirmed: boolean): Promise<boolean> {
    const geo = checked.geo;
    if (!geo) return false;
    const pinPlace = await this.geography.nearestPlace(checked.coordinates.lat, checked.coordinates.lng);
    if (!pinPlace) return false;
    const catalog = await this.geography.catalog();
    // The chosen taluka: picked, or that of the picked village or ULB.
    const chosenTaluka =
      geo.subdistrictCode !== null
        ? Number(geo.subdistrictCode)
        : geo.villageCode !== null
          ? (catalog.villages.get(Number(geo.villageCode))?.subdistrictCode ?? null)
          : geo.ulbCode !== null
            ? (catalog.ulbs.get(Number(geo.ulbCode))?.subdistrictCode ?? null)
            : null;
    const pin = { lat: checked.coordinates.lat, lng: checked.coordinates.lng };
    const byTaluka = chosenTaluka !== null && pinPlace.subdistrictCode !== null;
    if (byTaluka ? chosenTaluka === pinPlace.subdistrictCode : Number(geo.districtCode) === pinPlace.districtCode) return false;
    const area = { districtCode: Number(geo.districtCode), subdistrictCode: byTaluka ? chosenTaluka : null };
    if (pinAgreesWithArea(pin, area, [...catalog.villages.values(), ...catalog.ulbs.values()])) return false;
    const chosen = byTaluka ? catalog.subdistricts.get(chosenTaluka)?.name : catalog.districts.get(area.districtCode)?.name;
    if (confirmed) return true;
    throw ValidationError.field(
      'geoMismatchConfirmed',
      formatMessage(Messages.complaint.geoMismatch, { place: pinPlace.label, chosen: chosen ?? String(area.districtCode) }),
    );
  }

  /**
   * Checks the picked location against the Goa geography (routing context): the codes must exist and
   * belong together, down to at least a district. Errors name the field under `geo.`.
   */
  private async checkGeo(geo: ComplaintGeo): Promise<void> {
    const catalog = await this.geography.catalog();
    const located = catalog.locate(geo.ulbCode ? 'Urban' : 'Rural', geo);
    if (!located.ok) throw ValidationError.field(`geo.${located.field}`, located.message);
  }

  /**
   * The authority recipients at filing time (admin spec section 3), from the routing context's one
   * resolution rule: primary first, then copies. None when no location was picked or no contact exists.
   */
  private async resolveAuthorities(geo: ComplaintGeo | null, categoryKey: string): Promise<AuthorityRecipient[]> {
    if (!geo) return [];
    const resolved = await this.authorities.resolve({ ...geo, categoryKey });
    return (resolved?.forwardRecipients ?? []).map((r) => ({
      authorityEmail: r.authorityEmail,
      authorityName: r.authorityName,
      authorityDesignation: r.authorityDesignation,
      authorityDepartment: r.authorityDepartment,
      ...(r.language ? { language: r.language } : {}),
    }));
  }
}
