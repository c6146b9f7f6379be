import { Get, Header, Headers, HttpCode, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiExtension, ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../kernel/errors/domain-error.js';
import { sameSecret } from '../../kernel/security/same-secret.js';
import { Public } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController, BusController } from '../../kernel/http/api-controller.js';
import { BODY_LIMITS, BodyLimit } from '../../kernel/http/body-limits.js';
import { ReceiveWhatsAppWebhookCommand } from '../application/commands/receive-webhook/receive-webhook.command.js';
import { WhatsAppQueue } from '../infrastructure/whatsapp-queue.js';
import { WhatsAppSecrets } from '../infrastructure/whatsapp-secrets.js';
import { WebhookAcceptedResponse, WebhookVerificationQuery } from './dto/whatsapp.dto.js';

/** The verification refusal (Meta expects 403). */
const VERIFY_REFUSED = 'hub.mode must be subscribe and hub.verify_token must be WHATSAPP_VERIFY_TOKEN.';

/**
 * The WhatsApp Business Cloud API webhook (docs/adr/0151-whatsapp-channel.md): Meta's verification and its deliveries,
 * answered at once; the conversation runs on the whatsapp queue.
 */
@ApiController('whatsapp', 'whatsapp')
export class WhatsAppWebhookController extends BusController {
  constructor(
    commands: CommandBus,
    queries: QueryBus,
    private readonly secrets: WhatsAppSecrets,
    private readonly inbox: WhatsAppQueue,
  ) {
    super(commands, queries);
  }

  /** Meta's verification of the webhook URL: the challenge echoed when the verify token matches. */
  @Get('webhook')
  @Public()
  @ApiExtension('x-caller-proof', 'hub.verify_token')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'no-store')
  @ApiProduces('text/plain')
  @ApiOperation({
    summary: "Meta's webhook verification",
    description:
      "Answers hub.challenge as text/plain when hub.mode is 'subscribe' and hub.verify_token equals WHATSAPP_VERIFY_TOKEN; otherwise 403 FORBIDDEN " +
      '(always in simulator mode: there is no token to match). Changes nothing.',
  })
  @ApiOkResponse({ description: 'hub.challenge, as text/plain', schema: { type: 'string' } })
  @Answers({ forbidden: `FORBIDDEN: '${VERIFY_REFUSED}'` })
  verifyWebhook(@Query() query: WebhookVerificationQuery): string {
    const token = this.secrets.verifyToken;
    const given = query['hub.verify_token'];
    if (!token || query['hub.mode'] !== 'subscribe' || given === undefined || !sameSecret(given, token) || !query['hub.challenge']) {
      throw new ForbiddenError(VERIFY_REFUSED);
    }
    return query['hub.challenge'];
  }

  /** A delivery from Meta: signature checked over the raw body, messages recorded once by id, answered at once. */
  @Post('webhook')
  @BodyLimit(BODY_LIMITS.whatsappWebhook)
  @HttpCode(200)
  @Public()
  @ApiExtension('x-caller-proof', 'X-Hub-Signature-256')
  @ApiHeader({ name: 'X-Hub-Signature-256', description: "'sha256=' + HMAC-SHA256 hex of the raw body with WHATSAPP_APP_SECRET", required: true })
  @ApiOperation({
    summary: 'WhatsApp webhook deliveries',
    description:
      'entry[].changes[].value.messages[] of types text, interactive (list_reply, button_reply), image and location are recorded once by message id ' +
      '(a redelivery records nothing) and answered on the whatsapp queue; statuses and unknown shapes are answered 200 and ignored. ' +
      '401 UNAUTHORIZED when X-Hub-Signature-256 is missing or wrong (nothing stored).',
  })
  @Answers({ ok: WebhookAcceptedResponse })
  @ApiUnauthorizedResponse({ description: "UNAUTHORIZED: 'X-Hub-Signature-256 is missing or does not match the body.'" })
  async receiveWebhook(
    @Req() req: FastifyRequest & { rawBody?: Buffer },
    @Headers('x-hub-signature-256') signature: string | undefined,
  ): Promise<WebhookAcceptedResponse> {
    const raw = req.rawBody ?? Buffer.alloc(0);
    const { phones } = await this.commands.execute(new ReceiveWhatsAppWebhookCommand(raw, signature));
    await this.inbox.enqueue(phones);
    return { accepted: phones.length };
  }
}
