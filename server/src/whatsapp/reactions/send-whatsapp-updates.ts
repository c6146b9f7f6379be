import { createHash } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, type Repository } from 'typeorm';
import { ESCALATION_TIME_ZONE, INTL_LOCALES } from '@civic/contracts';
import { ComplaintEvent, ComplaintRecordsService } from '../../complaints/public.js';
import { CategoriesService } from '../../content/public.js';
import { UserAccountsService } from '../../identity/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { OutboxService } from '../../kernel/events/outbox.service.js';
import { QueueName } from '../../kernel/events/queues.js';
import { WhatsAppConversation } from '../domain/conversation.entity.js';
import { WhatsAppMessage } from '../domain/message-log.entity.js';
import {
  ESCALATION_STEP_WORDS,
  TEMPLATE_LANGUAGE,
  TEMPLATE_NAMES,
  TEMPLATES,
  complaintPageUrl,
  followUpPayload,
  renderTemplate,
  templateParameter,
  type TemplateKey,
  type TemplateLanguage,
} from '../domain/templates.js';
import { STATUS_WORDS } from '../domain/texts.js';
import { graphBodyOf, type OutgoingMessage } from '../infrastructure/graph-api.client.js';
import { WhatsAppSender } from '../infrastructure/whatsapp-sender.js';

/** Handler names: with the event id each forms the job id and the template message's idempotency key. */
export const SEND_WHATSAPP_STATUS_UPDATE = 'send-whatsapp-status-update';
export const SEND_WHATSAPP_AUTHORITY_ANSWER = 'send-whatsapp-authority-answer';
export const SEND_WHATSAPP_ESCALATION_STEP = 'send-whatsapp-escalation-step';
export const SEND_WHATSAPP_FIX_QUESTION = 'send-whatsapp-fix-question';

/**
 * The whatsapp_messages row id of the message an event's handler sends: a UUID made of SHA-256(`<event id>:<handler>`),
 * so a retried or redelivered job finds the row it wrote and never sends twice.
 */
export function updateMessageId(eventId: string, handler: string): string {
  const h = createHash('sha256').update(`${eventId}:${handler}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * "Hearing back" on WhatsApp (docs/adr/0153-hearing-back-on-whatsapp.md): a complaint's reporter who has a WhatsApp number (a
 * WhatsApp-only account, or an account with a linked number: the consented conversation of the account) gets its news
 * as approved template messages (domain/templates.ts), since they go outside the 24-hour window, in the
 * conversation's language (Konkani as Marathi, see TEMPLATE_LANGUAGE):
 * - ComplaintStatusChanged → complaint_status_update, except a reopening by the reporter (they did it) and an
 *   authority's answer (source 'authority': complaint_authority_answer tells it, as the email reaction leaves it);
 * - ComplaintAuthorityResponded → complaint_authority_answer (who answered, the new status);
 * - ComplaintEscalationStepTaken → complaint_escalation_step (a reminder or an escalation, days overdue);
 * - ComplaintFollowUpSent → complaint_fix_question with the buttons "fixed" and "not fixed", whose payloads the
 *   conversation answers (ConversationSteps): this reaction sends nothing back into complaints.
 * Each message is logged in whatsapp_messages (the simulator page shows it) under an id derived from the event and
 * handler (updateMessageId): once sent or failed it is never sent again; a send that failed for a passing reason (the
 * Graph API out of reach, 429, 5xx) is tried again by the job's retries (WhatsAppSender). Nothing goes to a complaint
 * or account deleted meanwhile, to a blocked account, to a reporter without a WhatsApp number, or to one who did not
 * choose WhatsApp among their channels (docs/adr/0154-whatsapp-as-a-chosen-channel.md).
 */
@Injectable()
export class SendWhatsAppUpdates implements OnModuleInit {
  private readonly logger = new Logger('WhatsAppUpdates');

  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly records: ComplaintRecordsService,
    private readonly users: UserAccountsService,
    private readonly categories: CategoriesService,
    private readonly config: AppConfig,
    private readonly outbox: OutboxService,
    private readonly sender: WhatsAppSender,
    @InjectRepository(WhatsAppConversation) private readonly conversations: Repository<WhatsAppConversation>,
    @InjectRepository(WhatsAppMessage) private readonly messages: Repository<WhatsAppMessage>,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: ComplaintEvent.StatusChanged,
      queue: QueueName.Notifications,
      handler: SEND_WHATSAPP_STATUS_UPDATE,
      outside: (event) => this.statusChanged(event),
    });
    this.subscriptions.on({
      event: ComplaintEvent.AuthorityResponded,
      queue: QueueName.Notifications,
      handler: SEND_WHATSAPP_AUTHORITY_ANSWER,
      outside: (event) => this.authorityResponded(event),
    });
    this.subscriptions.on({
      event: ComplaintEvent.EscalationStepTaken,
      queue: QueueName.Notifications,
      handler: SEND_WHATSAPP_ESCALATION_STEP,
      outside: (event) => this.escalationStep(event),
    });
    this.subscriptions.on({
      event: ComplaintEvent.FollowUpSent,
      queue: QueueName.Notifications,
      handler: SEND_WHATSAPP_FIX_QUESTION,
      outside: (event) => this.fixQuestion(event),
    });
  }

  async statusChanged(event: DomainEvent<'ComplaintStatusChanged'>): Promise<void> {
    const p = event.payload;
    if (p.source === 'reporter' || p.source === 'authority') return;
    await this.send(event.id, SEND_WHATSAPP_STATUS_UPDATE, p.complaintId, p.reporterId, 'statusUpdate', (c, lang) => [
      c.id,
      c.category,
      statusIn(p.to, lang),
      c.link,
    ]);
  }

  async authorityResponded(event: DomainEvent<'ComplaintAuthorityResponded'>): Promise<void> {
    const p = event.payload;
    await this.send(event.id, SEND_WHATSAPP_AUTHORITY_ANSWER, p.complaintId, p.reporterId, 'authorityAnswer', (c, lang) => [
      c.id,
      c.category,
      p.authorityName || p.authorityEmail,
      statusIn(p.to, lang),
      c.link,
    ]);
  }

  async escalationStep(event: DomainEvent<'ComplaintEscalationStepTaken'>): Promise<void> {
    const p = event.payload;
    await this.send(event.id, SEND_WHATSAPP_ESCALATION_STEP, p.complaintId, p.reporterId, 'escalationStep', (c, lang) => [
      c.id,
      c.category,
      ESCALATION_STEP_WORDS[p.kind][lang],
      String(p.daysOverdue),
      c.link,
    ]);
  }

  async fixQuestion(event: DomainEvent<'ComplaintFollowUpSent'>): Promise<void> {
    const p = event.payload;
    const day = (lang: TemplateLanguage) =>
      new Intl.DateTimeFormat(INTL_LOCALES[lang], { dateStyle: 'long', timeZone: ESCALATION_TIME_ZONE }).format(new Date(p.resolvedAt));
    await this.send(event.id, SEND_WHATSAPP_FIX_QUESTION, p.complaintId, p.reporterId, 'fixQuestion', (c, lang) => [c.id, c.category, day(lang), c.link]);
  }

  /**
   * Sends template `key` about complaint `complaintId` to the WhatsApp number of `reporterId`, once per event and
   * handler; `parameters` gives the body's parameters in the template's language.
   */
  private async send(
    eventId: string,
    handler: string,
    complaintId: string,
    reporterId: string | null,
    key: TemplateKey,
    parameters: (complaint: { id: string; category: string; link: string }, lang: TemplateLanguage) => string[],
  ): Promise<void> {
    if (!reporterId) return;
    const conversation = await this.conversations.findOne({ where: { userId: reporterId, consentedAt: Not(IsNull()) } });
    if (!conversation) return;
    const id = updateMessageId(eventId, handler);
    const logged = await this.messages.findOne({ where: { id } });
    if (logged && logged.status !== 'pending') return;
    const [complaint, account] = await Promise.all([this.records.forReporter(complaintId), this.users.getProfile(reporterId)]);
    if (!complaint || !account || account.blocked) {
      this.logger.log(`Complaint ${complaintId}: the complaint or its reporter is gone or blocked; no WhatsApp ${TEMPLATE_NAMES[key]} sent`);
      return;
    }
    // The reporter chose how to hear (My Profile or the conversation's 'updates'); a message already recorded is sent.
    if (!logged && !account.notificationChannels.includes('whatsapp')) return;
    const row =
      logged ??
      (await this.log(id, conversation.phone, await this.message(key, TEMPLATE_LANGUAGE[conversation.locale ?? account.locale], complaint, parameters)));
    if (row) await this.sender.deliver(conversation.phone, [row], { retryPassingFailures: true });
  }

  private async message(
    key: TemplateKey,
    lang: TemplateLanguage,
    complaint: { complaintId: string; categoryKey: string; categoryName: string },
    parameters: (complaint: { id: string; category: string; link: string }, lang: TemplateLanguage) => string[],
  ): Promise<OutgoingMessage> {
    const values = parameters(
      {
        id: complaint.complaintId,
        category: await this.categories.nameIn(complaint.categoryKey, lang, complaint.categoryName),
        link: complaintPageUrl(this.config.publicUrl, complaint.complaintId),
      },
      lang,
    ).map((v) => templateParameter(v));
    const titles = TEMPLATES[key].buttons?.[lang];
    return {
      kind: 'template',
      text: renderTemplate(key, lang, values),
      template: { name: TEMPLATE_NAMES[key], language: lang, parameters: values },
      buttons: titles
        ? [
            { id: followUpPayload(complaint.complaintId, true), title: titles[0] },
            { id: followUpPayload(complaint.complaintId, false), title: titles[1] },
          ]
        : [],
    };
  }

  /** Records the message pending under its derived id; null when another run recorded it first. */
  private async log(id: string, phone: string, message: OutgoingMessage): Promise<WhatsAppMessage | null> {
    const row = Object.assign(WhatsAppMessage.outgoing(phone, 'template', { message, graph: graphBodyOf(phone, message) }, new Date()), { id });
    return this.outbox.transaction(async (manager) => {
      if (await manager.exists(WhatsAppMessage, { where: { id } })) return { result: null, events: [] };
      await manager.save(WhatsAppMessage, row);
      return { result: row, events: [] };
    });
  }
}

/** A status in words in the template's language. */
function statusIn(status: string, lang: TemplateLanguage): string {
  return STATUS_WORDS[status]?.[lang] ?? status;
}
