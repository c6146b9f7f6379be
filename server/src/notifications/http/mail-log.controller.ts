import { Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces } from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { SuperAdmin } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { MailLogService } from '../mail/mail-log.service.js';
import { MailSender } from '../mail/mail-sender.js';
import { SmsSender } from '../sms/sms-sender.js';
import { TextMessageLogService } from '../sms/text-message-log.service.js';
import { ListTextMessagesQuery, SmsDeliveryResponse, TextMessageListResponse, TextMessageResponse } from './dto/text-message-log.dto.js';
import { attachmentDisposition, safeContentType } from '../../kernel/http/download-headers.js';
import {
  ListSentMailQuery,
  MailDeliveryResponse,
  ReceivedMailListResponse,
  ReceivedMailResponse,
  SentMailDetailResponse,
  SentMailListResponse,
  SentMailSummaryResponse,
} from './dto/mail-log.dto.js';

const M = Messages.admin.mail;
const ID_PARAM = { name: 'id', description: 'Message id (uuid, the `_id` of the list)' };

/**
 * The sent-mail log, superadmin only: every email the portal stored or sent, with its status, error and
 * attachments, so that staff can prove what reached an authority and when (admin spec, "the calls it makes";
 * docs/adr/0033-sent-mail-log.md).
 */
@ApiController('notifications', 'admin/mail')
export class MailLogController {
  constructor(
    private readonly mail: MailLogService,
    private readonly sender: MailSender,
    private readonly texts: TextMessageLogService,
    private readonly sms: SmsSender,
  ) {}

  /** Whether emails leave the server; the Sent Mail page and the superadmin's admin home warn while they do not. */
  @Get('delivery')
  @SuperAdmin()
  @ApiOperation({
    summary: 'How emails are delivered',
    description:
      "transport 'smtp' (SMTP_URL set) or 'database' (the embedded default: emails are only stored in the sent-mail log, with the " +
      "token of each link and every code replaced by '[redacted]', and their links printed on the server's console when it is a " +
      'terminal); sending is false in the second case.',
  })
  @Answers({ ok: MailDeliveryResponse })
  getMailDelivery(): MailDeliveryResponse {
    const transport = this.sender.transport;
    return { transport, sending: transport === 'smtp' };
  }

  /** A page of the log, newest first. */
  @Get()
  @SuperAdmin()
  @ApiOperation({
    summary: 'List sent mail',
    description: 'Newest first; page from 1, limit 1 to 100 (default 20); q matches the subject or a recipient (to or cc), case-insensitively.',
  })
  @Answers({ ok: SentMailListResponse, badRequest: 'VALIDATION_FAILED: a page outside 1 to 100000 or a limit outside 1 to 100' })
  async listSentMail(@Query() query: ListSentMailQuery): Promise<SentMailListResponse> {
    const result = await this.mail.list(query);
    return { ...result, items: result.items.map(SentMailSummaryResponse.of) };
  }

  /** A page of the received mail with each message's outcome. */
  @Get('received')
  @SuperAdmin()
  @ApiOperation({
    summary: 'List received mail',
    description:
      "Every email the portal received (authorities' replies, bounces, automatic answers) with its outcome, newest first; page from 1, limit 1 to 100 " +
      '(default 20); q matches the subject, the sender or a recipient, case-insensitively.',
  })
  @Answers({ ok: ReceivedMailListResponse, badRequest: 'VALIDATION_FAILED: a page outside 1 to 100000 or a limit outside 1 to 100' })
  async listReceivedMail(@Query() query: ListSentMailQuery): Promise<ReceivedMailListResponse> {
    const result = await this.mail.listReceived(query);
    return { ...result, items: result.items.map(ReceivedMailResponse.of) };
  }

  /** A page of the text messages (SMS, and WhatsApp beside them), filterable by channel. */
  @Get('texts')
  @SuperAdmin()
  @ApiOperation({
    summary: 'List sent text messages',
    description:
      'Every SMS (and WhatsApp message) the portal sent or tried, newest first, with its provider, DLT template id and status; channel ' +
      "filters ('sms', 'whatsapp'); q matches the recipient, the complaint id or the words; page from 1, limit 1 to 100 (default 20). " +
      'GET /api/admin/mail/sms-delivery names the provider.',
  })
  @Answers({ ok: TextMessageListResponse, badRequest: 'VALIDATION_FAILED: an unknown channel, a page outside 1 to 100000 or a limit outside 1 to 100' })
  async listTextMessages(@Query() query: ListTextMessagesQuery): Promise<TextMessageListResponse> {
    const result = await this.texts.list(query);
    return { ...result, items: result.items.map(TextMessageResponse.of) };
  }

  /** Which SMS provider is in use; the page warns while it is the sandbox. */
  @Get('sms-delivery')
  @SuperAdmin()
  @ApiOperation({
    summary: 'How SMS are delivered',
    description:
      "provider 'twilio' (SMS_PROVIDER=twilio) or 'sandbox' (SMS_PROVIDER unset: messages are only recorded in the log); sending is false for the sandbox.",
  })
  @Answers({ ok: SmsDeliveryResponse })
  getSmsDelivery(): SmsDeliveryResponse {
    const provider = this.sms.providerName;
    return { provider, sending: provider !== 'sandbox' };
  }

  /** One message with its HTML and text. */
  @Get(':id')
  @SuperAdmin()
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'Get one sent message', description: 'The message with its HTML and plain-text bodies, status, error and attachments.' })
  @Answers({ ok: SentMailDetailResponse, notFound: `NOT_FOUND: '${M.notFound}'` })
  async getSentMail(@Param('id') id: string): Promise<SentMailDetailResponse> {
    return SentMailDetailResponse.detail(await this.mail.get(id));
  }

  /** Downloads one attachment as it was sent. */
  @Get(':id/attachments/:attachmentId')
  @SuperAdmin()
  @Header('Cache-Control', 'private, no-store')
  @ApiParam(ID_PARAM)
  @ApiParam({ name: 'attachmentId', description: 'Attachment id (uuid) from the message’s attachments' })
  @ApiOperation({
    summary: 'Download an attachment of a sent message',
    description: 'The bytes as sent, with their MIME type and Content-Disposition: attachment (file name sanitised).',
  })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The file', schema: { type: 'string', format: 'binary' } })
  @Answers({ notFound: `NOT_FOUND: '${M.notFound}' or '${M.attachmentNotFound}'` })
  async downloadSentMailAttachment(@Param('id') id: string, @Param('attachmentId') attachmentId: string): Promise<StreamableFile> {
    const file = await this.mail.attachment(id, attachmentId);
    return new StreamableFile(file.content, {
      type: safeContentType(file.contentType),
      disposition: attachmentDisposition(file.filename),
      length: file.content.length,
    });
  }
}
