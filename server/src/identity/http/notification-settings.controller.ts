import { Body, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Messages, PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_TTL_MINUTES, PHONE_CODES_PER_HOUR } from '@civic/contracts';
import { CurrentUser, SignedIn, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController, BusController } from '../../kernel/http/api-controller.js';
import { RateLimited } from '../../kernel/http/rate-limit.decorator.js';
import { ChooseNotificationChannelsCommand } from '../application/commands/choose-notification-channels/choose-notification-channels.command.js';
import { ConfirmPhoneCommand } from '../application/commands/confirm-phone/confirm-phone.command.js';
import { RequestPhoneVerificationCommand } from '../application/commands/request-phone-verification/request-phone-verification.command.js';
import { AuthUserResponse } from './dto/auth.response.dto.js';
import { ChooseNotificationChannelsRequest, ConfirmPhoneRequest, PhoneCodeSentResponse, RequestPhoneCodeRequest } from './dto/notification-settings.dto.js';

const H = Messages.hearing;

/**
 * How a citizen hears about their complaints (My Profile; docs/adr/0152-hearing-back-by-sms.md): the phone verified by
 * a code sent by SMS, and the channels chosen among email, SMS and WhatsApp.
 */
@ApiController('auth', 'auth')
export class NotificationSettingsController extends BusController {
  /** Texts a code that verifies a phone number. */
  @Post('me/phone/code')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @RateLimited()
  @ApiOperation({
    summary: 'Text me a code to verify my phone',
    description:
      `A ${PHONE_CODE_TTL_MINUTES}-minute code goes by SMS to \`phone\` (or the profile's phone), which must be an Indian mobile number; ` +
      'it replaces any code sent before. The number is stored in E.164 and becomes the profile’s phone once the code is confirmed. ' +
      `At most ${PHONE_CODES_PER_HOUR} codes an hour per account: 429 RATE_LIMITED '${H.tooManyCodes}' beyond.`,
  })
  @Answers({ ok: PhoneCodeSentResponse, badRequest: `VALIDATION_FAILED: '${H.phoneInvalid}' on phone` })
  async requestPhoneCode(@CurrentUser() caller: AuthenticatedUser, @Body() body: RequestPhoneCodeRequest): Promise<PhoneCodeSentResponse> {
    const { phone } = await this.commands.execute(new RequestPhoneVerificationCommand(caller.id, body.phone));
    return { message: H.codeSent, phone, expiryMinutes: PHONE_CODE_TTL_MINUTES };
  }

  /** Confirms the texted code: the phone is verified. */
  @Post('me/phone/verify')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @RateLimited()
  @ApiOperation({
    summary: 'Verify my phone with the texted code',
    description:
      `The code of POST /api/auth/me/phone/code, within ${PHONE_CODE_TTL_MINUTES} minutes and ${PHONE_CODE_MAX_ATTEMPTS} tries: the number it ` +
      'went to becomes the profile’s phone, verified (verifiedPhone). Changing the phone on the profile later clears it.',
  })
  @Answers({ ok: AuthUserResponse, badRequest: `VALIDATION_FAILED: '${H.wrongCode}' or '${H.codeRequired}' on code` })
  async confirmPhone(@CurrentUser() caller: AuthenticatedUser, @Body() body: ConfirmPhoneRequest): Promise<AuthUserResponse> {
    return this.commands.execute(new ConfirmPhoneCommand(caller.id, body.code));
  }

  /** Chooses how to hear about complaints. */
  @Put('me/notification-channels')
  @SignedIn()
  @ApiOperation({
    summary: 'Choose how I hear about my complaints',
    description:
      'Status changes, authority answers, escalation steps and the "Is it fixed?" question go by every channel chosen: email to the ' +
      'account’s address, SMS to the verified phone (in the account’s language, with the complaint id and its short link), WhatsApp ' +
      'template messages to the linked WhatsApp number (whatsappNumber).',
  })
  @Answers({
    ok: AuthUserResponse,
    badRequest: `VALIDATION_FAILED on channels: '${H.chooseOne}', '${H.smsNeedsVerifiedPhone}', '${H.whatsappNeedsLinkedNumber}', '${H.emailNeedsAddress}'`,
  })
  async chooseNotificationChannels(@CurrentUser() caller: AuthenticatedUser, @Body() body: ChooseNotificationChannelsRequest): Promise<AuthUserResponse> {
    return this.commands.execute(new ChooseNotificationChannelsCommand(caller.id, body.channels));
  }
}
