import { Body, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation } from '@nestjs/swagger';
import { CitizenOnly, CurrentUser, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController, BusController } from '../../kernel/http/api-controller.js';
import { RateLimitedPerAccount } from '../../kernel/http/rate-limit.decorator.js';
import { ConfirmWhatsAppLinkCommand } from '../application/commands/confirm-link/confirm-link.command.js';
import { RequestWhatsAppLinkCommand } from '../application/commands/request-link/request-link.command.js';
import { WhatsAppTranscriptsService } from '../application/whatsapp-transcripts.service.js';
import { WhatsAppLinkConfirmRequest, WhatsAppLinkRequest, WhatsAppLinkResponse } from './dto/whatsapp.dto.js';

/** Linking a WhatsApp number to a citizen's account from My Profile (docs/adr/0151-whatsapp-channel.md). */
@ApiController('whatsapp', 'whatsapp/link')
export class WhatsAppLinkController extends BusController {
  constructor(
    commands: CommandBus,
    queries: QueryBus,
    private readonly transcripts: WhatsAppTranscriptsService,
  ) {
    super(commands, queries);
  }

  /** The number linked to the caller's account, if any. */
  @Get()
  @CitizenOnly()
  @ApiOperation({ summary: 'My linked WhatsApp number', description: '{ phone } (country code and digits), null when none is linked.' })
  @Answers({ ok: WhatsAppLinkResponse })
  async getWhatsAppLink(@CurrentUser() user: AuthenticatedUser): Promise<WhatsAppLinkResponse> {
    return { phone: await this.transcripts.linkedPhoneOf(user.id) };
  }

  /** Sends a 6-digit code to the number on WhatsApp. */
  @Post('request')
  @HttpCode(200)
  @CitizenOnly()
  @RateLimitedPerAccount()
  @ApiOperation({
    summary: 'Send a code to link a WhatsApp number',
    description:
      'A 6-digit code valid 10 minutes (5 tries) is sent on WhatsApp, in the account’s language; a new request replaces the code. ' +
      "400 VALIDATION_FAILED on phone. At most 5 codes an hour per account, and to one number across accounts: 429 RATE_LIMITED 'Too many codes sent. Try again in an hour.' beyond.",
  })
  @Answers({ ok: WhatsAppLinkResponse, badRequest: 'VALIDATION_FAILED: phone' })
  async requestWhatsAppLink(@Body() body: WhatsAppLinkRequest, @CurrentUser() user: AuthenticatedUser): Promise<WhatsAppLinkResponse> {
    await this.commands.execute(new RequestWhatsAppLinkCommand(user.id, body.phone));
    return { phone: await this.transcripts.linkedPhoneOf(user.id) };
  }

  /** Confirms the code: the number files its WhatsApp complaints under this account. */
  @Post('confirm')
  @HttpCode(200)
  @CitizenOnly()
  @RateLimitedPerAccount()
  @ApiOperation({
    summary: 'Confirm the code received on WhatsApp',
    description: "Links the number; a confirmation is sent on WhatsApp. 400 VALIDATION_FAILED on code: 'The code is wrong or has expired. Ask for a new one.'",
  })
  @Answers({ ok: WhatsAppLinkResponse, badRequest: "VALIDATION_FAILED: code, 'The code is wrong or has expired. Ask for a new one.'" })
  async confirmWhatsAppLink(@Body() body: WhatsAppLinkConfirmRequest, @CurrentUser() user: AuthenticatedUser): Promise<WhatsAppLinkResponse> {
    return this.commands.execute(new ConfirmWhatsAppLinkCommand(user.id, body.code));
  }
}
