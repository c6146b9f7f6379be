import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn } from 'class-validator';
import { Messages, NOTIFICATION_CHANNELS, PHONE_CODE_DIGITS, type NotificationChannel } from '@civic/contracts';
import { OptionalText, RequiredText, Trim } from '../../../kernel/http/field-rules.js';

/** POST /api/auth/me/phone/code: the number to verify; the profile's phone when omitted. */
export class RequestPhoneCodeRequest {
  @ApiPropertyOptional({
    description: 'An Indian mobile number as typed (spaces, dashes, a leading 0 or +91 are fine); the profile’s phone when omitted',
    example: '98220 12345',
    maxLength: 32,
  })
  @Trim()
  @OptionalText(32)
  phone?: string;
}

/** POST /api/auth/me/phone/code: where the code went. */
export class PhoneCodeSentResponse {
  @ApiProperty({ description: 'What to tell the person', example: Messages.hearing.codeSent }) message: string;
  @ApiProperty({ description: 'The number the code was sent to, E.164', example: '+919822012345' }) phone: string;
  @ApiProperty({ description: 'Minutes the code stays valid', example: 10 }) expiryMinutes: number;
}

/** POST /api/auth/me/phone/verify: the code the SMS carried. */
export class ConfirmPhoneRequest {
  @ApiProperty({ description: `The ${PHONE_CODE_DIGITS}-digit code sent by SMS`, example: '482913', maxLength: 16 })
  @Trim()
  @RequiredText(Messages.hearing.codeRequired, 16)
  code: string;
}

/** PUT /api/auth/me/notification-channels: how the account hears about its complaints. */
export class ChooseNotificationChannelsRequest {
  @ApiProperty({
    description: 'One or more of email, sms (needs a verified phone), whatsapp (needs a linked WhatsApp number)',
    enum: NOTIFICATION_CHANNELS,
    isArray: true,
    example: ['email', 'sms'],
  })
  @IsArray({ message: Messages.hearing.chooseOne })
  @ArrayMaxSize(NOTIFICATION_CHANNELS.length, { message: Messages.hearing.chooseOne })
  @IsIn(NOTIFICATION_CHANNELS as unknown as string[], { each: true, message: Messages.hearing.chooseOne })
  channels: NotificationChannel[];
}
