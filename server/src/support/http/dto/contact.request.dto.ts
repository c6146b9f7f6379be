import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';
import { CONTACT_MESSAGE_MIN, CONTACT_SUBJECT_MIN, Messages, SUPPORT_CATEGORIES, SUPPORT_TEXT_MAX, type SupportCategory } from '@civic/contracts';
import { OptionalText, RequiredEmail, TextBetween, tooLong, Trim } from '../../../kernel/http/field-rules.js';

const M = Messages.support;

/** Body of POST /api/support/contact (citizen spec sections 5 and 7, Contact form). Values are trimmed. */
export class ContactRequest {
  @ApiPropertyOptional({ description: `Sender's name (optional), at most ${SUPPORT_TEXT_MAX.name} characters`, example: 'Asha Naik' })
  @Trim()
  @OptionalText(SUPPORT_TEXT_MAX.name, tooLong(SUPPORT_TEXT_MAX.name))
  name?: string;

  @ApiProperty({ description: `Reply address (required); at most ${SUPPORT_TEXT_MAX.email} characters`, example: 'asha.naik@example.in' })
  @Trim()
  @RequiredEmail(M.contactEmailRequired)
  email: string;

  @ApiPropertyOptional({ enum: SUPPORT_CATEGORIES, default: 'Support', description: 'Support (default), Bug, Feedback or Request', example: 'Bug' })
  @Transform(({ value }: { value: unknown }) => (value === undefined || value === null || value === '' ? 'Support' : value))
  @IsIn(SUPPORT_CATEGORIES, { message: M.categoryInvalid })
  category: SupportCategory = 'Support';

  @ApiProperty({
    description: `At least ${CONTACT_SUBJECT_MIN} characters after trimming, at most ${SUPPORT_TEXT_MAX.subject}`,
    example: 'Map does not load',
    minLength: CONTACT_SUBJECT_MIN,
  })
  @Trim()
  @TextBetween(CONTACT_SUBJECT_MIN, SUPPORT_TEXT_MAX.subject, M.contactSubjectTooShort, M.contactSubjectTooShort)
  subject: string;

  @ApiProperty({
    description: `At least ${CONTACT_MESSAGE_MIN} characters after trimming, at most ${SUPPORT_TEXT_MAX.message}`,
    example: 'The map on the complaint form stays grey on my phone.',
    minLength: CONTACT_MESSAGE_MIN,
  })
  @Trim()
  @TextBetween(CONTACT_MESSAGE_MIN, SUPPORT_TEXT_MAX.message, M.contactMessageTooShort, M.contactMessageTooShort)
  message: string;
}
