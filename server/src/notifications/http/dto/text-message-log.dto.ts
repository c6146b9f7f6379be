import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { formatMessage, Messages } from '@civic/contracts';
import { PagedQuery } from '../../../kernel/http/paged-query.js';
import type { TextMessage } from '../../sms/text-message.entity.js';
import { MAIL_LOG_PAGE } from './mail-log.dto.js';

const TEXT_CHANNELS = ['sms', 'whatsapp'] as const;
const TEXT_STATUSES = ['pending', 'sent', 'recorded', 'failed'] as const;

/** Query of GET /api/admin/mail/texts. */
export class ListTextMessagesQuery extends PagedQuery(MAIL_LOG_PAGE) {
  @ApiPropertyOptional({ description: 'Only this channel; every channel when omitted', enum: TEXT_CHANNELS })
  @IsOptional()
  @IsIn(TEXT_CHANNELS as unknown as string[])
  channel?: (typeof TEXT_CHANNELS)[number];

  @ApiPropertyOptional({ description: 'Case-insensitive substring of the recipient (E.164), the complaint id or the words', example: 'GCP-2026' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: formatMessage(Messages.admin.mail.queryTooLong, { n: 200 }) })
  q?: string;
}

/** One text message of the log (SMS, and WhatsApp beside it). */
export class TextMessageResponse {
  @ApiProperty({ description: 'Message id (uuid)', example: '9d0c2f4e-1b3a-4c5d-8e7f-6a5b4c3d2e1f' }) _id: string;
  @ApiProperty({ enum: TEXT_CHANNELS, description: 'The channel it went by' }) channel: string;
  @ApiProperty({ description: 'The number, E.164', example: '+919822012345' }) recipient: string;
  @ApiProperty({
    description: 'What it says: phone_code, complaint_update, complaint_resolved, complaint_escalation_citizen, complaint_follow_up',
    example: 'complaint_update',
  })
  kind: string;
  @ApiProperty({ description: 'The language it is written in: en, kok, mr or hi', example: 'hi' }) locale: string;
  @ApiProperty({
    description: "The words as sent; a verification code reads '[redacted]' when a provider delivered it (the sandbox keeps it)",
    example: 'Goa Civic: Work is in progress. Complaint GCP-2026-000123: In progress. https://goa-civic.example/c/GCP-2026-000123',
  })
  body: string;
  @ApiProperty({ description: "'twilio', or 'sandbox' (delivered nowhere: SMS_PROVIDER unset)", example: 'twilio' }) provider: string;
  @ApiProperty({ type: String, nullable: true, description: 'The DLT template id of its kind (SMS_DLT_TEMPLATE_IDS)', example: '1107161234567890123' })
  templateId: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The provider's message id", example: 'SM0123456789abcdef0123456789abcdef' })
  providerMessageId: string | null;
  @ApiProperty({ enum: TEXT_STATUSES, description: 'sent (the provider took it), recorded (sandbox), pending, failed' }) status: string;
  @ApiProperty({ type: String, nullable: true, description: 'Why it failed' }) error: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The complaint it is about (public id)', example: 'GCP-2026-000123' }) complaintId: string | null;
  @ApiProperty({ description: 'When it was written (ISO 8601)', example: '2026-11-29T10:15:00.000Z' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'When the provider took it (ISO 8601)' }) sentAt: string | null;

  static of(m: TextMessage): TextMessageResponse {
    return {
      _id: m.id,
      channel: m.channel,
      recipient: m.recipient,
      kind: m.kind,
      locale: m.locale,
      body: m.body,
      provider: m.provider,
      templateId: m.templateId,
      providerMessageId: m.providerMessageId,
      status: m.status,
      error: m.error,
      complaintId: m.complaintId,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    };
  }
}

export class TextMessageListResponse {
  @ApiProperty({ type: [TextMessageResponse], description: 'Newest first' }) items: TextMessageResponse[];
  @ApiProperty({ example: 42 }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 3 }) pages: number;
}

/** Whether SMS leave the server (GET /api/admin/mail/sms-delivery). */
export class SmsDeliveryResponse {
  @ApiProperty({ description: "'twilio' (SMS_PROVIDER=twilio) or 'sandbox' (unset: messages are only recorded in the log)", example: 'sandbox' })
  provider: string;
  @ApiProperty({ description: 'Whether messages reach phones (false for the sandbox)' }) sending: boolean;
}
