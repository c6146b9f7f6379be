import { Body, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation } from '@nestjs/swagger';
import { ValidationError } from '../../kernel/errors/domain-error.js';
import { SuperAdmin } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController, BusController } from '../../kernel/http/api-controller.js';
import { BODY_LIMITS, BodyLimit } from '../../kernel/http/body-limits.js';
import { pagedResult } from '../../kernel/database/paged-rows.js';
import { pageOf } from '../../kernel/http/paged-query.js';
import { SimulateWhatsAppMessageCommand, type SimulatedInput } from '../application/commands/simulate-message/simulate-message.command.js';
import { WhatsAppTranscriptsService, type TranscriptLine } from '../application/whatsapp-transcripts.service.js';
import type { OutgoingMessage } from '../infrastructure/graph-api.client.js';
import { WhatsAppQueue } from '../infrastructure/whatsapp-queue.js';
import { WhatsAppSecrets } from '../infrastructure/whatsapp-secrets.js';
import {
  SENT_MESSAGES_PAGE,
  SentMessagesResponse,
  SentWhatsAppMessagesQuery,
  SimulatorConversationResponse,
  SimulatorMessageRequest,
  SimulatorPhoneQuery,
  SimulatorSentResponse,
  TranscriptLineResponse,
} from './dto/whatsapp.dto.js';

/** Largest simulated photo in bytes (the upload limit). */
const PHOTO_MAX = 10 * 1024 * 1024;

/** A transcript line in the flat shape the simulator page draws. */
export function lineOf(line: TranscriptLine & { phone?: string }): TranscriptLineResponse {
  const base = {
    id: line.id,
    phone: line.phone,
    direction: line.direction,
    kind: line.kind,
    status: line.status,
    error: line.error,
    at: line.at,
    sections: [],
    buttons: [],
  };
  if (line.direction === 'out') {
    const m = line.message as OutgoingMessage;
    if (m.kind === 'list') return { ...base, text: m.text, button: m.button, sections: m.sections };
    if (m.kind === 'buttons' || m.kind === 'template') return { ...base, text: m.text, buttons: m.buttons };
    return { ...base, text: m.text };
  }
  const m = line.message as Record<string, unknown>;
  const text =
    m.type === 'text'
      ? String(m.text)
      : m.type === 'choice'
        ? String(m.title || m.choiceId)
        : m.type === 'location'
          ? `📍 ${String(m.lat)}, ${String(m.lng)}${m.name ? ` (${String(m.name)})` : ''}`
          : m.type === 'image'
            ? '📷'
            : '';
  return { ...base, text };
}

/**
 * The WhatsApp simulator (superadmins; docs/adr/0151-whatsapp-channel.md): chat as any number through the webhook's
 * own code, with deliveries signed as Meta signs them; and the messages the portal sent.
 */
@ApiController('whatsapp', 'admin/whatsapp')
export class AdminWhatsAppController extends BusController {
  constructor(
    commands: CommandBus,
    queries: QueryBus,
    private readonly transcripts: WhatsAppTranscriptsService,
    private readonly secrets: WhatsAppSecrets,
    private readonly inbox: WhatsAppQueue,
  ) {
    super(commands, queries);
  }

  /** One number's conversation and transcript. */
  @Get('simulator')
  @SuperAdmin()
  @ApiOperation({
    summary: "A number's WhatsApp conversation (simulator page)",
    description: 'The step, language, consent and the transcript, oldest first (both ways).',
  })
  @Answers({ ok: SimulatorConversationResponse, badRequest: 'VALIDATION_FAILED: phone' })
  async simulatorConversation(@Query() query: SimulatorPhoneQuery): Promise<SimulatorConversationResponse> {
    const [state, lines] = await Promise.all([this.transcripts.conversation(query.phone), this.transcripts.transcript(query.phone)]);
    return {
      simulator: this.secrets.simulated,
      step: state?.step ?? null,
      locale: state?.locale ?? null,
      consented: state?.consented ?? false,
      messages: lines.map(lineOf),
    };
  }

  /** Sends one message as a number, through the webhook's code (simulator mode only). */
  @Post('simulator/messages')
  @HttpCode(200)
  @BodyLimit(BODY_LIMITS.whatsappSimulator)
  @SuperAdmin()
  @ApiOperation({
    summary: 'Send a message as a WhatsApp number (simulator)',
    description:
      "Builds Meta's delivery, signs it with the local secret and runs the webhook's command; the portal's answers appear in GET simulator. " +
      '403 FORBIDDEN when WhatsApp is configured (no simulator); 400 VALIDATION_FAILED for a missing field or a photo over 10 MB.',
  })
  @Answers({ ok: SimulatorSentResponse, badRequest: 'VALIDATION_FAILED', forbidden: 'FORBIDDEN: the simulator is off' })
  async simulateMessage(@Body() body: SimulatorMessageRequest): Promise<SimulatorSentResponse> {
    const { messageId, phones } = await this.commands.execute(new SimulateWhatsAppMessageCommand(body.phone, this.inputOf(body)));
    await this.inbox.enqueue(phones);
    return { messageId };
  }

  /** Every message the portal sent on WhatsApp, a page at a time (the simulator page, and the mail log's text messages). */
  @Get('messages')
  @SuperAdmin()
  @ApiOperation({
    summary: 'Messages the portal sent on WhatsApp',
    description:
      'Newest first, with their delivery status (pending, sent, simulated, failed and the error): { items, total, page, pages }, 200 a page unless `limit` says fewer; `q` matches the number or the words. 400 VALIDATION_FAILED on page, limit or q.',
  })
  @Answers({ ok: SentMessagesResponse, badRequest: 'VALIDATION_FAILED: page, limit, q' })
  async sentWhatsAppMessages(@Query() query: SentWhatsAppMessagesQuery): Promise<SentMessagesResponse> {
    const page = pageOf(query, SENT_MESSAGES_PAGE);
    const { items, total } = await this.transcripts.sent(page, query.q);
    return pagedResult(items.map(lineOf), total, page);
  }

  private inputOf(body: SimulatorMessageRequest): SimulatedInput {
    const missing = (field: string) => ValidationError.field(field, `${field} is required for a ${body.type} message.`);
    switch (body.type) {
      case 'text':
        if (!body.text?.trim()) throw missing('text');
        return { type: 'text', text: body.text };
      case 'choice':
        if (!body.choiceId) throw missing('choiceId');
        return { type: 'choice', choiceId: body.choiceId, title: body.title ?? '', list: body.list === true };
      case 'location':
        if (body.lat === undefined || body.lng === undefined) throw missing('lat');
        return { type: 'location', lat: body.lat, lng: body.lng, name: body.name };
      case 'image': {
        if (!body.imageBase64) throw missing('imageBase64');
        const content = Buffer.from(body.imageBase64, 'base64');
        if (content.length === 0 || content.length > PHOTO_MAX) throw ValidationError.field('imageBase64', 'The photo must be at most 10 MB.');
        return { type: 'image', content, mimeType: body.mimeType ?? 'image/jpeg' };
      }
    }
  }
}
