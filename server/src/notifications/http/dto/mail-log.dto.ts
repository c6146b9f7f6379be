import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { formatMessage, MAIL_LOG_MAX_LIMIT, Messages, PAGE_SIZE } from '@civic/contracts';
import { PagedQuery } from '../../../kernel/http/paged-query.js';
import { INBOUND_OUTCOMES, type InboundMail } from '../../inbound/inbound-mail.entity.js';
import type { MailMessage } from '../../mail/mail-message.entity.js';
import type { MailLogEntry } from '../../mail/mail-log.service.js';

const M = Messages.admin.mail;
/** Page sizes of the sent-mail log: 20 by default, at most 100 (docs/adr/0033-sent-mail-log.md). */
export const MAIL_LOG_PAGE = { defaultLimit: PAGE_SIZE.mailLog, maxLimit: MAIL_LOG_MAX_LIMIT };

/** Query of GET /api/admin/mail. */
export class ListSentMailQuery extends PagedQuery(MAIL_LOG_PAGE) {
  @ApiPropertyOptional({
    description: 'Case-insensitive substring of the subject or of a recipient (to or cc); for received mail, of the subject, the sender or a recipient',
    example: 'pwd@example.gov.in',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: formatMessage(M.queryTooLong, { n: 200 }) })
  q?: string;
}

export class MailAttachmentInfoResponse {
  @ApiProperty({ description: 'Attachment id (uuid), for the download route', example: '3f2b8c1e-5d7a-4e0b-9c55-0d6f3a1b2c4d' }) id: string;
  @ApiProperty({ example: 'authority-letter-GCP-2026-000123.pdf' }) filename: string;
  @ApiProperty({ description: 'MIME type', example: 'application/pdf' }) contentType: string;
  @ApiProperty({ description: 'Size in bytes', example: 48213 }) size: number;
}

/** One message of the sent-mail log, without its bodies. */
export class SentMailSummaryResponse {
  @ApiProperty({ description: 'Message id (uuid)', example: '9d0c2f4e-1b3a-4c5d-8e7f-6a5b4c3d2e1f' }) _id: string;
  @ApiProperty({ type: [String], example: ['ee-div1-pwd@example.gov.in'] }) to: string[];
  @ApiProperty({ type: [String], example: [] }) cc: string[];
  @ApiProperty({ example: 'Goa Civic Portal <no-reply@goa-civic.local>' }) from: string;
  @ApiProperty({ example: 'Civic complaint GCP-2026-000123: Deep pothole near Panaji market (Panaji)' }) subject: string;
  @ApiProperty({
    description: 'pending (being sent), stored (kept in the database: no SMTP configured), sent (accepted by the SMTP server), failed (see error)',
    enum: ['pending', 'stored', 'sent', 'failed'],
    example: 'sent',
  })
  status: string;
  @ApiProperty({ description: 'database or smtp', enum: ['database', 'smtp'], example: 'smtp' }) transport: string;
  @ApiProperty({ description: 'The last sending error', type: String, nullable: true, example: null }) error: string | null;
  @ApiProperty({ description: 'Sending attempts so far', example: 1 }) attempts: number;
  @ApiProperty({ type: [MailAttachmentInfoResponse] }) attachments: MailAttachmentInfoResponse[];
  @ApiProperty({ description: 'The email template it was rendered from', type: String, nullable: true, example: 'complaint_forward_authority' })
  templateKey: string | null;
  @ApiProperty({ description: 'The domain event that caused it', type: String, nullable: true, format: 'uuid' }) eventId: string | null;
  @ApiProperty({ description: 'When it was recorded (ISO 8601)', type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ description: 'When the transport accepted it (ISO 8601); null until then', type: String, format: 'date-time', nullable: true })
  sentAt: Date | null;

  static of(m: MailLogEntry): SentMailSummaryResponse {
    return {
      _id: m.id,
      to: m.to,
      cc: m.cc,
      from: m.from,
      subject: m.subject,
      status: m.status,
      transport: m.transport,
      error: m.error,
      attempts: m.attempts,
      attachments: m.attachments.map((a) => ({ id: a.id, filename: a.filename, contentType: a.contentType, size: a.size })),
      templateKey: m.templateKey,
      eventId: m.eventId,
      createdAt: m.createdAt,
      sentAt: m.sentAt,
    };
  }
}

/** One message with its bodies. */
export class SentMailDetailResponse extends SentMailSummaryResponse {
  @ApiProperty({ description: 'The HTML body as sent', example: '<p>Dear Executive Engineer,</p>' }) html: string;
  @ApiProperty({ description: 'The plain-text body as sent', example: 'Dear Executive Engineer,' }) text: string;
  @ApiProperty({ description: "The SMTP server's message id", type: String, nullable: true, example: '<a1b2c3@goa-civic.local>' }) messageId: string | null;
  @ApiProperty({
    description: "The Reply-To address (an authority's reply address reply+{replyKey}@{INBOUND_EMAIL_DOMAIN}); null when none",
    type: String,
    nullable: true,
    example: 'reply+Xk3b9QpL2mZr7TfA1cVd8eWq@goa-civic.local',
  })
  replyTo: string | null;

  static detail(m: MailMessage): SentMailDetailResponse {
    return { ...SentMailSummaryResponse.of(m), html: m.html, text: m.text, messageId: m.messageId, replyTo: m.replyTo };
  }
}

/** One email the portal received (GET /api/admin/mail/received). */
export class ReceivedMailResponse {
  @ApiProperty({ description: 'Record id (uuid)' }) _id: string;
  @ApiProperty({ description: "The email's Message-ID (one derived from its bytes when it had none)", example: '<CAF=abc@mail.gmail.com>' }) messageId: string;
  @ApiProperty({ enum: ['smtp', 'imap'], description: 'smtp: the inbound listener; imap: the polled mailbox' }) transport: string;
  @ApiProperty({ example: 'mamlatdar-bardez@goa.gov.in' }) from: string;
  @ApiProperty({ type: [String], example: ['reply+Xk3b9QpL2mZr7TfA1cVd8eWq@goa-civic.local'] }) to: string[];
  @ApiProperty({ example: 'Re: Civic complaint GOA-2026-000123' }) subject: string;
  @ApiProperty({ description: 'Size in bytes', example: 18342 }) sizeBytes: number;
  @ApiProperty({
    enum: INBOUND_OUTCOMES,
    description:
      "published: in the complaint's history at once (a recipient's reply); held: waiting for an admin (another sender); empty: no words or photos of its own; " +
      'unknown_key: matched no complaint (no known reply address, no email of the portal answered, no complaint of the sender in the subject; refused 550 by the listener); auto_reply: an automatic answer; bounce: a delivery failure (the address is marked failing); ' +
      'oversize: over 25 MB, refused; failed: could not be recorded (see detail); received: being handled',
    example: 'published',
  })
  outcome: string;
  @ApiProperty({ type: String, nullable: true, description: 'The complaint it answered', example: 'GOA-2026-000123' }) complaintId: string | null;
  @ApiProperty({ description: 'Attachments dropped, the failing addresses of a bounce, or the error', example: '' }) detail: string;
  @ApiProperty({ description: 'The reply without the quoted email and signature' }) text: string;
  @ApiProperty({ description: 'When it was received (ISO 8601)', type: String, format: 'date-time' }) receivedAt: Date;

  static of(m: InboundMail): ReceivedMailResponse {
    return {
      _id: m.id,
      messageId: m.messageId,
      transport: m.transport,
      from: m.from,
      to: m.to,
      subject: m.subject,
      sizeBytes: m.sizeBytes,
      outcome: m.outcome,
      complaintId: m.complaintPublicId,
      detail: m.detail,
      text: m.text,
      receivedAt: m.receivedAt,
    };
  }
}

export class ReceivedMailListResponse {
  @ApiProperty({ type: [ReceivedMailResponse], description: 'Newest first' }) items: ReceivedMailResponse[];
  @ApiProperty({ example: 42 }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 3 }) pages: number;
}

export class SentMailListResponse {
  @ApiProperty({ type: [SentMailSummaryResponse], description: 'Newest first' }) items: SentMailSummaryResponse[];
  @ApiProperty({ example: 42 }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 3 }) pages: number;
}

/** Whether emails leave the server (GET /api/admin/mail/delivery). */
export class MailDeliveryResponse {
  @ApiProperty({
    enum: ['database', 'smtp'],
    description: "'smtp' when SMTP_URL is set (emails are sent); 'database' when it is not. Either way the stored copy keeps no working link or code",
  })
  transport: 'database' | 'smtp';
  @ApiProperty({
    description:
      'False while emails are not being sent (no SMTP_URL): nobody receives them (the sent-mail log keeps them with their links redacted, ' +
      "and the server's console shows the links when it is a terminal), so a deployment must set SMTP_URL",
  })
  sending: boolean;
}
