import { followerHeadlineInWords, statusInWords, stepInWords } from '@civic/contracts';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Locale } from '@civic/contracts';
import { ComplaintEvent, ComplaintFollowersService, FollowLinkUrls, PublicComplaintsService, type PublicComplaint } from '../../complaints/public.js';
import { CategoriesService } from '../../content/public.js';
import { UserAccountsService } from '../../identity/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { MailSender } from '../mail/mail-sender.js';

/** Handler names: with the event id and the follower's account id they form each email's idempotency key. */
export const SEND_FOLLOWER_UPDATE = 'send-follower-update';
export const SEND_FOLLOWER_FIX_CONFIRMED = 'send-follower-fix-confirmed';
export const SEND_FOLLOWER_ESCALATION = 'send-follower-escalation';

/** What one update says: the status it reached (null: the complaint's status did not change) and what happened, in a language. */
interface FollowedUpdate {
  eventId: string;
  handler: string;
  complaintId: string;
  status: string | null;
  headline(locale: Locale): string;
}

/**
 * The followers' emails (docs/adr/0149-following-a-complaint.md). On ComplaintStatusChanged (whoever changed it: the desk,
 * an authority, the reporter reopening), ComplaintFixConfirmed and an escalation to a higher office
 * (ComplaintEscalationStepTaken of kind 'escalation'; a reminder to the same office is not news to them), each account that follows the complaint (Follow or
 * 'Me too'; never its reporter, who has emails of their own) gets one complaint_follow_update in its account's language.
 * It reads its own data only: the followers through ComplaintFollowersService, the complaint through the public reader
 * (so an email says what the public page says: the reporter's title and place only when they chose to show them, the
 * last entry's public note, never the reporter's name or contact), the followers' names and languages in one read. The
 * links open the public page and the unfollow page; List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) point a mail
 * client's one-click POST at the API. Idempotent per follower (`${event.id}:${handler}:${userId}`): a retried job sends
 * only the emails that had not gone. Sends no command.
 */
@Injectable()
export class SendFollowerUpdates implements OnModuleInit {
  private readonly logger = new Logger('SendFollowerUpdates');

  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly mail: MailSender,
    private readonly followers: ComplaintFollowersService,
    private readonly links: FollowLinkUrls,
    private readonly complaints: PublicComplaintsService,
    private readonly users: UserAccountsService,
    private readonly categories: CategoriesService,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: ComplaintEvent.StatusChanged,
      queue: QueueName.Notifications,
      handler: SEND_FOLLOWER_UPDATE,
      outside: (event) =>
        this.send({
          eventId: event.id,
          handler: SEND_FOLLOWER_UPDATE,
          complaintId: event.payload.complaintId,
          status: event.payload.to,
          headline: (locale) => followerHeadlineInWords(event.payload.source === 'reporter' ? 'reopened' : event.payload.to, locale),
        }),
    });
    this.subscriptions.on({
      event: ComplaintEvent.FixConfirmed,
      queue: QueueName.Notifications,
      handler: SEND_FOLLOWER_FIX_CONFIRMED,
      outside: (event: DomainEvent<'ComplaintFixConfirmed'>) =>
        this.send({
          eventId: event.id,
          handler: SEND_FOLLOWER_FIX_CONFIRMED,
          complaintId: event.payload.complaintId,
          status: 'resolved',
          headline: (locale) => followerHeadlineInWords('fix_confirmed', locale),
        }),
    });
    this.subscriptions.on({
      event: ComplaintEvent.EscalationStepTaken,
      queue: QueueName.Notifications,
      handler: SEND_FOLLOWER_ESCALATION,
      outside: (event: DomainEvent<'ComplaintEscalationStepTaken'>) =>
        event.payload.kind === 'escalation'
          ? this.send({
              eventId: event.id,
              handler: SEND_FOLLOWER_ESCALATION,
              complaintId: event.payload.complaintId,
              status: null,
              headline: (locale) => stepInWords(event.payload, locale),
            })
          : Promise.resolve(),
    });
  }

  async send(update: FollowedUpdate): Promise<void> {
    const followerIds = await this.followers.followersOf(update.complaintId);
    if (followerIds.length === 0) return;
    const complaint = await this.complaints.get(update.complaintId);
    if (!complaint) {
      this.logger.warn(`Complaint ${update.complaintId} no longer exists; no follower email sent`);
      return;
    }
    const profiles = await this.users.getProfiles(followerIds);
    const words = new Map<Locale, { category: string; subcategory: string }>();
    const wordsIn = async (locale: Locale) => {
      let found = words.get(locale);
      if (!found) {
        const texts = await this.categories.textsIn(complaint.categoryKey, locale, { name: complaint.categoryKey, subcategory: complaint.subcategory });
        found = { category: texts.name, subcategory: texts.subcategory };
        words.set(locale, found);
      }
      return found;
    };
    for (const userId of followerIds) {
      const follower = profiles.get(userId);
      if (!follower || follower.blocked) continue;
      const locale = follower.locale;
      const { category, subcategory } = await wordsIn(locale);
      const links = await this.links.links(complaint.id, userId);
      await this.mail.sendTemplate(
        'complaint_follow_update',
        [follower.email],
        {
          userName: follower.firstName || follower.name,
          complaintId: complaint.id,
          title: complaint.reporterShared && complaint.title ? complaint.title : subcategory,
          category,
          location: placeOf(complaint),
          status: statusInWords(update.status ?? complaint.status, locale),
          headline: update.headline(locale),
          message: complaint.status === update.status ? complaint.statusNote : '',
          complaintUrl: links.complaintUrl,
          unfollowUrl: links.unfollowUrl,
        },
        {
          locale,
          idempotencyKey: `${update.eventId}:${update.handler}:${userId}`,
          eventId: update.eventId,
          secrets: [links.token],
          headers: { 'List-Unsubscribe': `<${links.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        },
      );
    }
  }
}

/** The place a follower reads: the reporter's words when they chose to show them, else the village or town, else the rounded point. */
function placeOf(c: PublicComplaint): string {
  if (c.reporterShared && c.location) return c.location;
  return c.place?.label ?? c.location;
}
