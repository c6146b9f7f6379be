import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../../kernel/http/field-rules.js';
import { PagedQuery, type PageSizeRule } from '../../../kernel/http/paged-query.js';

/** A WhatsApp number as wa_id: country code and digits, no '+'. */
const WA_ID = /^[0-9]{6,20}$/;
const WA_ID_MESSAGE = 'phone must be a WhatsApp number: country code and 6 to 20 digits, no +.';

/** Meta's webhook verification query (GET /api/whatsapp/webhook). */
export class WebhookVerificationQuery {
  @ApiPropertyOptional({ name: 'hub.mode', description: "'subscribe'" }) @IsOptional() @IsString() @MaxLength(50) 'hub.mode'?: string;
  @ApiPropertyOptional({ name: 'hub.verify_token', description: 'WHATSAPP_VERIFY_TOKEN' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  'hub.verify_token'?: string;
  @ApiPropertyOptional({ name: 'hub.challenge', description: 'Echoed back as text/plain when the token matches' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  'hub.challenge'?: string;
}

/** POST /api/whatsapp/webhook's answer. */
export class WebhookAcceptedResponse {
  @ApiProperty({ description: 'Messages newly recorded (0 for a redelivery or a delivery without messages)', example: 1 }) accepted: number;
}

/** A number whose conversation the simulator page reads. */
export class SimulatorPhoneQuery {
  @ApiProperty({ description: 'The WhatsApp number (country code and digits, no +)', example: '919812345678' })
  @Trim()
  @Matches(WA_ID, { message: WA_ID_MESSAGE })
  phone: string;
}

/**
 * POST /api/admin/whatsapp/simulator/messages: one message as `phone`. `type` text (text), choice (choiceId and title
 * of a list row or reply button; list true for a list row), location (lat, lng, optional name), image (imageBase64 of a
 * JPEG, PNG or WebP photo, at most 10 MB, and its mimeType).
 */
export class SimulatorMessageRequest {
  @ApiProperty({ example: '919812345678' }) @Trim() @Matches(WA_ID, { message: WA_ID_MESSAGE }) phone: string;
  @ApiProperty({ enum: ['text', 'choice', 'location', 'image'] }) @IsIn(['text', 'choice', 'location', 'image']) type: 'text' | 'choice' | 'location' | 'image';
  @ApiPropertyOptional({ maxLength: 4096 }) @IsOptional() @IsString() @MaxLength(4096) text?: string;
  @ApiPropertyOptional({ maxLength: 200 }) @IsOptional() @IsString() @MaxLength(200) choiceId?: string;
  @ApiPropertyOptional({ maxLength: 100 }) @IsOptional() @IsString() @MaxLength(100) title?: string;
  @ApiPropertyOptional({ description: 'The choice is a list row (else a reply button)' }) @IsOptional() list?: boolean;
  @ApiPropertyOptional({ description: 'Degrees' }) @IsOptional() @IsNumber() @Min(-90) @Max(90) lat?: number;
  @ApiPropertyOptional({ description: 'Degrees' }) @IsOptional() @IsNumber() @Min(-180) @Max(180) lng?: number;
  @ApiPropertyOptional({ maxLength: 200 }) @IsOptional() @IsString() @MaxLength(200) name?: string;
  @ApiPropertyOptional({ description: 'The photo, base64 (at most 10 MB decoded)' })
  @IsOptional()
  @IsString()
  @MaxLength(14 * 1024 * 1024)
  imageBase64?: string;
  @ApiPropertyOptional({ enum: ['image/jpeg', 'image/png', 'image/webp'] }) @IsOptional() @IsIn(['image/jpeg', 'image/png', 'image/webp']) mimeType?: string;
}

/** The simulator's answer to a message. */
export class SimulatorSentResponse {
  @ApiProperty({ description: "The simulated message's id (wamid.sim.…)" }) messageId: string;
}

/** A list row or reply button of a portal message. */
export class TranscriptChoiceResponse {
  @ApiProperty() id: string;
  @ApiProperty() title: string;
  @ApiPropertyOptional() description?: string;
}

/** A section of a portal list message. */
export class TranscriptSectionResponse {
  @ApiProperty() title: string;
  @ApiProperty({ type: [TranscriptChoiceResponse] }) rows: TranscriptChoiceResponse[];
}

/** One line of a WhatsApp transcript. */
export class TranscriptLineResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiPropertyOptional({ description: 'The number (in the list of sent messages)' }) phone?: string;
  @ApiProperty({ enum: ['in', 'out'] }) direction: 'in' | 'out';
  @ApiProperty({
    description: 'out: text, list, buttons or template (a complaint update sent outside the 24-hour window); in: text, choice, image, location or unsupported',
  })
  kind: string;
  @ApiProperty({ description: 'The text of the message (out), or the text, choice title or place (in)' }) text: string;
  @ApiPropertyOptional({ description: 'The list button label (list)' }) button?: string;
  @ApiProperty({ type: [TranscriptSectionResponse], description: 'A list message’s sections' }) sections: TranscriptSectionResponse[];
  @ApiProperty({ type: [TranscriptChoiceResponse], description: 'Reply buttons (a template’s quick replies: id is the payload)' })
  buttons: TranscriptChoiceResponse[];
  @ApiProperty({ enum: ['received', 'pending', 'sent', 'simulated', 'failed'] }) status: string;
  @ApiProperty({ type: String, nullable: true }) error: string | null;
  @ApiProperty({ description: 'ISO 8601' }) at: string;
}

/** The simulator's view of one number. */
export class SimulatorConversationResponse {
  @ApiProperty({ description: 'Whether the simulator is on (the four WHATSAPP_* variables unset)' }) simulator: boolean;
  @ApiProperty({ type: String, nullable: true, description: "The conversation's step, null before the first message" }) step: string | null;
  @ApiProperty({ type: String, nullable: true }) locale: string | null;
  @ApiProperty() consented: boolean;
  @ApiProperty({ type: [TranscriptLineResponse] }) messages: TranscriptLineResponse[];
}

/** Pages of the messages the portal sent: the simulator page reads the newest 200, the mail log a page of 20. */
export const SENT_MESSAGES_PAGE: PageSizeRule = { defaultLimit: 200, maxLimit: 200 };

/** Query of GET /api/admin/whatsapp/messages. */
export class SentWhatsAppMessagesQuery extends PagedQuery(SENT_MESSAGES_PAGE) {
  @ApiPropertyOptional({ description: 'Case-insensitive substring of the number (country code and digits) or of the words sent', example: '9198' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'The search is at most 200 characters.' })
  q?: string;
}

/** A page of the messages the portal sent on WhatsApp, newest first (DESIGN.md, HTTP conventions). */
export class SentMessagesResponse {
  @ApiProperty({ type: [TranscriptLineResponse] }) items: TranscriptLineResponse[];
  @ApiProperty({ description: 'Messages matching, in all pages', example: 42 }) total: number;
  @ApiProperty({ description: '1-based page', example: 1 }) page: number;
  @ApiProperty({ description: 'Number of pages', example: 3 }) pages: number;
}

/** POST /api/whatsapp/link/request: the number to link (a code is sent to it on WhatsApp). */
export class WhatsAppLinkRequest {
  @ApiProperty({ description: 'The WhatsApp number: country code and digits (a leading + and spaces are ignored)', example: '919812345678' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/[\s+()-]/g, '') : value))
  @Matches(WA_ID, { message: WA_ID_MESSAGE })
  phone: string;
}

/** POST /api/whatsapp/link/confirm: the code received on WhatsApp. */
export class WhatsAppLinkConfirmRequest {
  @ApiProperty({ description: 'The 6 digits received on WhatsApp', example: '123456' })
  @Trim()
  @Matches(/^[0-9]{6}$/, { message: 'The code is the 6 digits received on WhatsApp.' })
  code: string;
}

/** The WhatsApp number linked to the caller's account. */
export class WhatsAppLinkResponse {
  @ApiProperty({ type: String, nullable: true, description: 'Country code and digits, no +; null when none is linked', example: '919812345678' })
  phone: string | null;
}
