import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ErrorCode,
  FREE_PLAN_NAME,
  NEARBY_MAX_AGE_DAYS,
  NEARBY_RADIUS_METRES,
  NOTIFICATION_CHANNELS,
  OTHER_SUBCATEGORY,
  isInsideGoa,
  localisedCategoryTexts,
  reachableNotificationChannels,
  roundToStoredPrecision,
  subcategoryChoices,
  type Locale,
  type NotificationChannel,
} from '@civic/contracts';
import { PlansService } from '../../billing/public.js';
import {
  AnswerFollowUpCommand,
  ComplaintRecordsService,
  FileComplaintCommand,
  PublicComplaintsService,
  StoreLocalPhotoCommand,
  SupportComplaintCommand,
} from '../../complaints/public.js';
import { CategoriesService, type CategoryInfo } from '../../content/public.js';
import { ChooseNotificationChannelsCommand, RegisterWhatsAppCitizenCommand, UserAccountsService } from '../../identity/public.js';
import { PlaceSearchService } from '../../routing/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import type { ConversationDraft, WhatsAppConversation } from '../domain/conversation.entity.js';
import { complaintPageUrl, followUpChoiceOf, followUpRatingId } from '../domain/templates.js';
import { KEYWORDS, LANGUAGE_CHOICES, STATUS_WORDS, keywordOf, say, type TextKey } from '../domain/texts.js';
import type { IncomingMessage } from '../domain/webhook-payload.js';
import { MediaUnavailableError, WhatsAppGraphClient, type ListRow, type OutgoingMessage } from '../infrastructure/graph-api.client.js';

/** The list rows of the 'updates' choice: `hear:` and the channels joined by '+'. */
const HEAR_BY_PREFIX = 'hear:';

/** The channels named in a 'updates' row id; null when one is not a channel. */
function channelsOf(ids: string): NotificationChannel[] | null {
  const parts = ids.split('+');
  return parts.every((p) => (NOTIFICATION_CHANNELS as readonly string[]).includes(p)) ? (parts as NotificationChannel[]) : null;
}

/** Every non-empty subset of `channels`, in their order (at most 7 for the three channels: within a list's 10 rows). */
function subsetsOf(channels: readonly NotificationChannel[]): NotificationChannel[][] {
  const sets: NotificationChannel[][] = [];
  for (let mask = 1; mask < 1 << channels.length; mask++) sets.push(channels.filter((_, i) => mask & (1 << i)));
  return sets.sort((a, b) => a.length - b.length);
}

const sameChannels = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((ch) => b.includes(ch));

const CHANNEL_TEXT: Record<NotificationChannel, TextKey> = { whatsapp: 'channelWhatsApp', email: 'channelEmail', sms: 'channelSms' };

/** Channels in words, WhatsApp first ("WhatsApp + email"), within a list row's 24 characters. */
function channelWords(channels: readonly NotificationChannel[], locale: Locale): string {
  const order: NotificationChannel[] = ['whatsapp', 'email', 'sms'];
  return order
    .filter((ch) => channels.includes(ch))
    .map((ch) => say(locale, CHANNEL_TEXT[ch]))
    .join(' + ');
}

/** Longest description kept, in characters (the wizard's). */
export const DESCRIPTION_MAX = 2000;
/** Complaints listed by 'status' / 'my complaints'. */
const MY_COMPLAINTS_LISTED = 5;
/** Rows of one interactive list (WhatsApp's limit: 10 in all). */
const LIST_ROWS = 10;
/** Open statuses: a nearby complaint in one of them is offered as 'Me too'. */
const OPEN_STATUSES = ['pending', 'in_progress', 'forwarded'];

/**
 * The guided conversation (docs/adr/0151-whatsapp-channel.md): one incoming message moves the conversation one step
 * and answers the messages to send. Language, privacy consent (the account is created only then), category and
 * subcategory lists, photos (the plan's limit; downloaded through the Graph API and stored like uploads of the
 * account), a location pin (inside Goa; the place inferred from the nearest village or ULB as the wizard's pin) or a
 * typed place name (the place search), 'Me too' when an open complaint of the category is within 150 m, a
 * description, the summary to confirm, then the complaint filed through complaints' FileComplaintCommand (idempotent
 * by the confirming message's id) with its id and page link. 'status', 'my complaints', 'cancel' and 'help' work at
 * every step, in every language.
 */
@Injectable()
export class ConversationSteps {
  private readonly logger = new Logger('WhatsApp');

  constructor(
    private readonly commands: CommandBus,
    private readonly categories: CategoriesService,
    private readonly plans: PlansService,
    private readonly users: UserAccountsService,
    private readonly places: PlaceSearchService,
    private readonly records: ComplaintRecordsService,
    private readonly publicComplaints: PublicComplaintsService,
    private readonly graph: WhatsAppGraphClient,
    private readonly config: AppConfig,
  ) {}

  /** Moves `c` (changed in place) by `m`; answers the messages to send. */
  async advance(c: WhatsAppConversation, m: IncomingMessage): Promise<OutgoingMessage[]> {
    const locale: Locale = c.locale ?? 'en';
    if (c.step === 'language') return this.onLanguage(c, m);
    if (c.step === 'consent') return this.onConsent(c, m, locale);

    const text = m.type === 'text' ? m.text : m.type === 'choice' ? m.choiceId : '';
    const keyword =
      m.type === 'text' ? keywordOf(text) : m.type === 'choice' && m.choiceId.startsWith('kw:') ? (m.choiceId.slice(3) as keyof typeof KEYWORDS) : null;
    // A "Was it fixed?" button (a template's quick reply) or its rating answers at any step, leaving the step as it is.
    const followUp = m.type === 'choice' ? followUpChoiceOf(m.choiceId) : null;
    if (followUp) return this.onFollowUp(c, followUp, locale);
    if (keyword === 'help') return [{ kind: 'text', text: say(locale, 'help') }];
    if (keyword === 'status') return [await this.myComplaints(c, locale)];
    if (keyword === 'cancel') {
      c.step = 'idle';
      c.draft = {};
      c.closedAt = null;
      return [{ kind: 'text', text: say(locale, 'cancelled') }];
    }
    // How the account hears about its complaints, at any step, leaving the step as it is.
    if (keyword === 'updates' || (m.type === 'choice' && m.choiceId.startsWith(HEAR_BY_PREFIX))) return this.onHearBy(c, m, locale);
    if (c.closedAt) {
      // After an idle close: the first message is told the draft is kept; 'continue' resumes it, anything else starts again.
      const resume = c.draft.resumeStep;
      if (keyword === 'resume' && resume && resume !== 'idle') {
        c.closedAt = null;
        c.step = resume;
        c.draft = { ...c.draft, resumeStep: undefined, toldClosed: undefined };
        return this.prompt(c, locale);
      }
      if (resume && !c.draft.toldClosed) {
        c.draft = { ...c.draft, toldClosed: true };
        return [{ kind: 'text', text: say(locale, 'idleClosed') }];
      }
      c.closedAt = null;
      c.draft = {};
      c.step = 'idle';
    }
    const profile = c.userId ? await this.users.getProfile(c.userId) : null;
    if (!profile) {
      // The account was deleted: the number starts again, asked for consent anew.
      c.userId = null;
      c.consentedAt = null;
      c.step = 'consent';
      return this.prompt(c, locale);
    }
    if (profile.blocked) return [{ kind: 'text', text: say(locale, 'blocked') }];

    switch (c.step) {
      case 'idle':
        c.step = 'category';
        c.draft = {};
        return this.prompt(c, locale);
      case 'category':
        return this.onCategory(c, m, locale);
      case 'subcategory':
        return this.onSubcategory(c, m, locale);
      case 'photos':
        return this.onPhoto(c, m, locale, keyword === 'done' || (m.type === 'choice' && m.choiceId === 'photos:done'), profile.plan);
      case 'location':
        return this.onLocation(c, m, locale);
      case 'me_too':
        if (m.type === 'choice' && m.choiceId === 'me_too:file') {
          c.step = 'description';
          return this.prompt(c, locale);
        }
        if (m.type === 'choice' && m.choiceId === 'me_too:support' && c.draft.nearby) return this.meToo(c, c.draft.nearby, profile.email, locale);
        return this.prompt(c, locale);
      case 'description':
        return this.onDescription(c, m, locale);
      case 'confirm':
        return this.onConfirm(c, m, locale);
      default:
        return [{ kind: 'text', text: say(locale, 'unexpected') }];
    }
  }

  /** The question of the current step. */
  async prompt(c: WhatsAppConversation, locale: Locale, offset = 0): Promise<OutgoingMessage[]> {
    switch (c.step) {
      case 'language':
        return [
          {
            kind: 'list',
            text: LANGUAGE_CHOICES.map((l) => say(l.locale, 'welcome')).join('\n'),
            button: 'Language / भाषा',
            sections: [{ title: 'Language', rows: LANGUAGE_CHOICES.map((l) => ({ id: `lang:${l.locale}`, title: l.title })) }],
          },
        ];
      case 'consent':
        return [
          {
            kind: 'buttons',
            text: say(locale, 'privacy'),
            buttons: [
              { id: 'consent:yes', title: say(locale, 'agree') },
              { id: 'consent:no', title: say(locale, 'decline') },
            ],
          },
        ];
      case 'category': {
        const categories = await this.categories.listEnabled();
        return [
          this.list(
            say(locale, 'chooseCategory'),
            locale,
            categories.map((cat) => ({ id: `cat:${cat.key}`, title: localisedCategoryTexts(cat, locale).name })),
            offset,
          ),
        ];
      }
      case 'subcategory': {
        const category = await this.categories.findEnabledByKey(c.draft.category ?? '');
        if (!category) {
          c.step = 'category';
          return this.prompt(c, locale);
        }
        return [
          this.list(
            say(locale, 'chooseSubcategory', { category: localisedCategoryTexts(category, locale).name }),
            locale,
            this.subcategoryRows(category, locale),
            offset,
          ),
        ];
      }
      case 'photos': {
        const limit = await this.photoLimit(c);
        return [{ kind: 'buttons', text: say(locale, 'askPhotos', { limit }), buttons: [{ id: 'photos:done', title: say(locale, 'done') }] }];
      }
      case 'location':
        return [{ kind: 'text', text: say(locale, 'askLocation') }];
      case 'me_too':
      case 'description':
        return [{ kind: 'text', text: say(locale, 'askDescription') }];
      case 'confirm':
        return [await this.summary(c, locale)];
      default:
        return [{ kind: 'text', text: say(locale, 'help') }];
    }
  }

  private onLanguage(c: WhatsAppConversation, m: IncomingMessage): Promise<OutgoingMessage[]> {
    const chosen = m.type === 'choice' && m.choiceId.startsWith('lang:') ? LANGUAGE_CHOICES.find((l) => `lang:${l.locale}` === m.choiceId) : undefined;
    if (!chosen) return this.prompt(c, 'en');
    c.locale = chosen.locale;
    c.step = 'consent';
    return this.prompt(c, chosen.locale);
  }

  private async onConsent(c: WhatsAppConversation, m: IncomingMessage, locale: Locale): Promise<OutgoingMessage[]> {
    if (m.type === 'choice' && m.choiceId === 'consent:no') {
      c.step = 'language';
      c.locale = null;
      return [{ kind: 'text', text: say(locale, 'declined') }];
    }
    if (!(m.type === 'choice' && m.choiceId === 'consent:yes')) return this.prompt(c, locale);
    const { userId } = await this.commands.execute(new RegisterWhatsAppCitizenCommand(c.phone, locale));
    c.userId = userId;
    c.consentedAt = new Date();
    c.step = 'category';
    c.draft = {};
    return this.prompt(c, locale);
  }

  private async onCategory(c: WhatsAppConversation, m: IncomingMessage, locale: Locale): Promise<OutgoingMessage[]> {
    if (m.type === 'choice' && /^page:\d+$/.test(m.choiceId)) return this.prompt(c, locale, Number(m.choiceId.slice(5)));
    const key = m.type === 'choice' && m.choiceId.startsWith('cat:') ? m.choiceId.slice(4) : null;
    const category = key ? await this.categories.findEnabledByKey(key) : null;
    if (!category) return this.prompt(c, locale);
    c.draft = { category: category.key };
    c.step = 'subcategory';
    return this.prompt(c, locale);
  }

  private async onSubcategory(c: WhatsAppConversation, m: IncomingMessage, locale: Locale): Promise<OutgoingMessage[]> {
    if (m.type === 'choice' && /^page:\d+$/.test(m.choiceId)) return this.prompt(c, locale, Number(m.choiceId.slice(5)));
    const category = await this.categories.findEnabledByKey(c.draft.category ?? '');
    const index = m.type === 'choice' && /^sub:\d+$/.test(m.choiceId) ? Number(m.choiceId.slice(4)) : -1;
    const choices = category ? [...subcategoryChoices(category.subcategories), OTHER_SUBCATEGORY] : [];
    if (!category || index < 0 || index >= choices.length) return this.prompt(c, locale);
    c.draft = { ...c.draft, subcategory: choices[index], photos: [] };
    c.step = 'photos';
    return this.prompt(c, locale);
  }

  private async onPhoto(c: WhatsAppConversation, m: IncomingMessage, locale: Locale, done: boolean, plan: string): Promise<OutgoingMessage[]> {
    const photos = c.draft.photos ?? [];
    const limit = (await this.plans.limitsFor(plan || FREE_PLAN_NAME)).photoLimit;
    const doneButton = [{ id: 'photos:done', title: say(locale, 'done') }];
    if (done) {
      if (photos.length === 0) return [{ kind: 'text', text: say(locale, 'photoNeeded') }];
      c.step = 'location';
      return this.prompt(c, locale);
    }
    if (m.type !== 'image') return this.prompt(c, locale);
    // A photo over the plan's limit is not downloaded (as the wizard ignores it).
    if (photos.length >= limit) return [{ kind: 'buttons', text: say(locale, 'photoOverLimit', { limit }), buttons: doneButton }];
    let url: string;
    try {
      const content = await this.graph.download(m.mediaId);
      url = (await this.commands.execute(new StoreLocalPhotoCommand(content, c.userId!))).url;
    } catch (error) {
      if (!(error instanceof MediaUnavailableError) && !(error instanceof DomainError)) throw error;
      this.logger.warn(`A WhatsApp photo was refused: ${(error as Error).message}`);
      return [{ kind: 'text', text: say(locale, 'photoRefused') }];
    }
    c.draft = { ...c.draft, photos: [...photos, url] };
    return [{ kind: 'buttons', text: say(locale, 'photoReceived', { count: photos.length + 1, limit }), buttons: doneButton }];
  }

  private async onLocation(c: WhatsAppConversation, m: IncomingMessage, locale: Locale): Promise<OutgoingMessage[]> {
    let point: Pick<ConversationDraft, 'lat' | 'lng' | 'place' | 'source'>;
    if (m.type === 'location') {
      if (!isInsideGoa({ lat: m.lat, lng: m.lng })) return [{ kind: 'text', text: say(locale, 'outsideGoa') }];
      const place = [m.name, m.address].filter(Boolean).join(', ') || `Near ${m.lat.toFixed(3)}, ${m.lng.toFixed(3)}`;
      point = { lat: roundToStoredPrecision(m.lat), lng: roundToStoredPrecision(m.lng), place: place.slice(0, 300), source: 'manual' };
    } else if (m.type === 'text' && m.text.trim().length >= 3) {
      const typed = m.text.trim().slice(0, 200);
      const found = (await this.places.search(typed)).items[0];
      if (!found) return [{ kind: 'text', text: say(locale, 'placeNotFound', { text: typed }) }];
      point = { lat: found.lat, lng: found.lng, place: found.label || found.name, source: 'search' };
    } else {
      return this.prompt(c, locale);
    }
    c.draft = { ...c.draft, ...point };
    const placed: OutgoingMessage = { kind: 'text', text: say(locale, 'placeFound', { place: point.place! }) };
    const nearby = await this.nearby(c.draft);
    if (nearby) {
      c.step = 'me_too';
      c.draft = { ...c.draft, nearby };
      return [
        placed,
        {
          kind: 'buttons',
          text: say(locale, 'meToo', { id: nearby, link: this.complaintLink(nearby) }),
          buttons: [
            { id: 'me_too:support', title: say(locale, 'meTooButton') },
            { id: 'me_too:file', title: say(locale, 'fileAnyway') },
            { id: 'kw:cancel', title: say(locale, 'cancelButton') },
          ],
        },
      ];
    }
    c.step = 'description';
    return [placed, ...(await this.prompt(c, locale))];
  }

  private async onDescription(c: WhatsAppConversation, m: IncomingMessage, locale: Locale): Promise<OutgoingMessage[]> {
    if (m.type !== 'text' || !m.text.trim()) return this.prompt(c, locale);
    const description = m.text.trim();
    if (description.length > DESCRIPTION_MAX) return [{ kind: 'text', text: say(locale, 'descriptionTooLong', { max: DESCRIPTION_MAX }) }];
    c.draft = { ...c.draft, description };
    c.step = 'confirm';
    return this.prompt(c, locale);
  }

  private async onConfirm(c: WhatsAppConversation, m: IncomingMessage, locale: Locale): Promise<OutgoingMessage[]> {
    if (!(m.type === 'choice' && m.choiceId === 'confirm:submit')) return this.prompt(c, locale);
    const d = c.draft;
    const category = await this.categories.findEnabledByKey(d.category ?? '');
    if (!category || !d.subcategory || d.lat === undefined || d.lng === undefined || !d.photos?.length) {
      c.step = 'category';
      c.draft = {};
      return this.prompt(c, locale);
    }
    const isOther = d.subcategory === OTHER_SUBCATEGORY;
    try {
      const filed = await this.commands.execute(
        new FileComplaintCommand(
          c.userId,
          {
            category: category.key,
            subcategory: d.subcategory,
            otherText: isOther ? (d.description ?? '').slice(0, 200) : undefined,
            title: `${category.name}: ${isOther ? (d.description ?? '').slice(0, 150) : d.subcategory}`.slice(0, 200),
            description: d.description,
            location: d.place ?? `Near ${d.lat.toFixed(3)}, ${d.lng.toFixed(3)}`,
            photos: d.photos,
            authorizeRepresentative: true,
            coordinates: { lat: d.lat, lng: d.lng, source: d.source ?? 'manual' },
          },
          undefined,
          // The confirming message's id: a redelivered or retried step answers the same complaint.
          `whatsapp:${m.id}`.slice(0, 200),
          true,
        ),
      );
      c.step = 'idle';
      c.draft = {};
      return [{ kind: 'text', text: say(locale, 'filed', { id: filed.id, link: this.complaintLink(filed.id) }) }];
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error.code === ErrorCode.QuotaExceeded) {
        c.step = 'idle';
        return [{ kind: 'text', text: say(locale, 'quotaReached') }];
      }
      return [{ kind: 'text', text: say(locale, 'filingFailed', { reason: error.message }) }];
    }
  }

  /**
   * "Was it fixed?" answered on WhatsApp (docs/adr/0148, as the web's POST /api/complaints/{id}/follow-up): the button
   * press asks the handling rating (1 to 5, which the answer needs: the scorecards count it) with a list whose row ids
   * carry the complaint and the answer, so no state is kept between them; the rating's choice sends complaints'
   * AnswerFollowUpCommand as the number's account: "fixed" confirms the fix, "not fixed" reopens the complaint. An
   * answer given already, a complaint no longer resolved or not the account's is told so (404 and 409 of the web).
   */
  private async onFollowUp(
    c: WhatsAppConversation,
    answer: { complaintId: string; fixed: boolean; rating: number | null },
    locale: Locale,
  ): Promise<OutgoingMessage[]> {
    const profile = c.userId ? await this.users.getProfile(c.userId) : null;
    if (!profile) return [{ kind: 'text', text: say(locale, 'followUpClosed', { id: answer.complaintId }) }];
    if (profile.blocked) return [{ kind: 'text', text: say(locale, 'blocked') }];
    const id = answer.complaintId;
    if (answer.rating === null) {
      const rows = [5, 4, 3, 2, 1].map((n) => ({ id: followUpRatingId(id, answer.fixed, n), title: say(locale, `rating${n}` as TextKey) }));
      return [
        { kind: 'list', text: say(locale, 'askRating', { id }), button: say(locale, 'listButton'), sections: [{ title: say(locale, 'listButton'), rows }] },
      ];
    }
    try {
      await this.commands.execute(
        new AnswerFollowUpCommand(id, { id: profile.id, email: profile.email }, { fixed: answer.fixed, rating: answer.rating, photo: null }),
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return [{ kind: 'text', text: say(locale, 'followUpClosed', { id }) }];
    }
    return [{ kind: 'text', text: say(locale, answer.fixed ? 'fixConfirmed' : 'fixRefused', { id }) }];
  }

  /**
   * 'updates' lists the ways the account can hear about its complaints (every non-empty set of its reachable channels:
   * WhatsApp, email with a deliverable address, SMS with a verified phone), the current one first; a choice saves it
   * through identity's ChooseNotificationChannelsCommand, as My Profile does.
   */
  private async onHearBy(c: WhatsAppConversation, m: IncomingMessage, locale: Locale): Promise<OutgoingMessage[]> {
    const profile = c.userId ? await this.users.getProfile(c.userId) : null;
    if (!profile) return this.prompt(c, locale);
    if (profile.blocked) return [{ kind: 'text', text: say(locale, 'blocked') }];
    const reachable = reachableNotificationChannels(profile);
    // A conversation's account has its number, so WhatsApp is always there; an empty list is refused by WhatsApp.
    if (reachable.length === 0) return [{ kind: 'text', text: say(locale, 'unexpected') }];
    const chosen = m.type === 'choice' && m.choiceId.startsWith(HEAR_BY_PREFIX) ? channelsOf(m.choiceId.slice(HEAR_BY_PREFIX.length)) : null;
    if (chosen && chosen.length > 0 && chosen.every((ch) => reachable.includes(ch))) {
      try {
        await this.commands.execute(new ChooseNotificationChannelsCommand(profile.id, chosen));
        return [{ kind: 'text', text: say(locale, 'hearBySaved', { channels: channelWords(chosen, locale) }) }];
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
    const combinations = subsetsOf(reachable).sort(
      (a, b) => Number(sameChannels(b, profile.notificationChannels)) - Number(sameChannels(a, profile.notificationChannels)),
    );
    const rows = combinations.map((set) => ({ id: `${HEAR_BY_PREFIX}${set.join('+')}`, title: channelWords(set, locale) }));
    return [
      {
        kind: 'list',
        text: say(locale, 'hearBy', { channels: channelWords(profile.notificationChannels, locale) }),
        button: say(locale, 'listButton'),
        sections: [{ title: say(locale, 'listButton'), rows }],
      },
    ];
  }

  /** 'Me too' on the nearby complaint instead of filing: the draft is dropped (its photos are cleaned up as unused uploads). */
  private async meToo(c: WhatsAppConversation, complaintId: string, email: string, locale: Locale): Promise<OutgoingMessage[]> {
    try {
      const { id, supportCount } = await this.commands.execute(new SupportComplaintCommand(complaintId, { id: c.userId!, email }));
      c.step = 'idle';
      c.draft = {};
      return [{ kind: 'text', text: say(locale, 'meTooAdded', { id, count: supportCount, link: this.complaintLink(id) }) }];
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return [{ kind: 'text', text: say(locale, 'filingFailed', { reason: error.message }) }];
    }
  }

  private async summary(c: WhatsAppConversation, locale: Locale): Promise<OutgoingMessage> {
    const d = c.draft;
    const category = await this.categories.findEnabledByKey(d.category ?? '');
    const texts = category ? localisedCategoryTexts(category, locale) : null;
    const position = category ? category.subcategories.indexOf(d.subcategory ?? '') : -1;
    return {
      kind: 'buttons',
      text: say(locale, 'summary', {
        category: texts?.name ?? d.category ?? '',
        subcategory:
          d.subcategory === OTHER_SUBCATEGORY ? say(locale, 'other') : position >= 0 && texts ? texts.subcategoryLabels[position] : (d.subcategory ?? ''),
        place: d.place ?? '',
        photos: d.photos?.length ?? 0,
        description: d.description ?? '',
      }),
      buttons: [
        { id: 'confirm:submit', title: say(locale, 'submit') },
        { id: 'kw:cancel', title: say(locale, 'cancelButton') },
      ],
    };
  }

  private async myComplaints(c: WhatsAppConversation, locale: Locale): Promise<OutgoingMessage> {
    const mine = c.userId ? await this.records.recentOfReporter(c.userId, MY_COMPLAINTS_LISTED) : [];
    if (mine.length === 0) return { kind: 'text', text: say(locale, 'noComplaints') };
    const lines = await Promise.all(
      mine.map(async (r) => {
        const texts = await this.categories.textsIn(r.categoryKey, locale, { name: r.categoryKey, subcategory: r.subcategory });
        return `• ${r.complaintId} – ${texts.name}: ${STATUS_WORDS[r.status]?.[locale] ?? r.status}\n  ${this.complaintLink(r.complaintId)}`;
      }),
    );
    return { kind: 'text', text: [say(locale, 'myComplaints'), ...lines].join('\n') };
  }

  /** The nearest open complaint of the draft's category within 150 m filed in the last 90 days, if any. */
  private async nearby(d: ConversationDraft): Promise<string | null> {
    if (!d.category || d.lat === undefined || d.lng === undefined) return null;
    const found = await this.publicComplaints.list({
      categoryKey: d.category,
      statuses: OPEN_STATUSES,
      circle: { lat: d.lat, lng: d.lng, radiusMetres: NEARBY_RADIUS_METRES },
      from: new Date(Date.now() - NEARBY_MAX_AGE_DAYS * 24 * 3600_000),
      limit: 1,
    });
    return found[0]?.id ?? null;
  }

  private async photoLimit(c: WhatsAppConversation): Promise<number> {
    const plan = c.userId ? await this.users.planOf(c.userId) : null;
    return (await this.plans.limitsFor(plan ?? FREE_PLAN_NAME)).photoLimit;
  }

  private subcategoryRows(category: CategoryInfo, locale: Locale): ListRow[] {
    const texts = localisedCategoryTexts(category, locale);
    const choices = subcategoryChoices(category.subcategories);
    const rows = choices.map((s, i) => ({ id: `sub:${i}`, title: texts.subcategoryLabels[category.subcategories.indexOf(s)] ?? s }));
    return [...rows, { id: `sub:${choices.length}`, title: say(locale, 'other') }];
  }

  /**
   * A list message from `offset` (WhatsApp allows 10 rows in all): when more rows follow, the tenth row is 'More…',
   * whose choice (page:<next offset>) asks the same question with the next rows.
   */
  private list(text: string, locale: Locale, rows: ListRow[], offset = 0): OutgoingMessage {
    const start = Math.min(Math.max(0, offset), Math.max(0, rows.length - 1));
    const rest = rows.slice(start);
    const shown = rest.length <= LIST_ROWS ? rest : [...rest.slice(0, LIST_ROWS - 1), { id: `page:${start + LIST_ROWS - 1}`, title: say(locale, 'more') }];
    return { kind: 'list', text, button: say(locale, 'listButton'), sections: [{ title: say(locale, 'listButton'), rows: shown }] };
  }

  /** The complaint's public page. */
  complaintLink(publicId: string): string {
    return complaintPageUrl(this.config.publicUrl, publicId);
  }
}
