import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  isValidVolunteerPhone,
  Messages,
  SUPPORT_TEXT_MAX,
  VOLUNTEER_INTEREST_VALUES,
  VOLUNTEER_MESSAGE_MIN,
  VOLUNTEER_NAME_MIN,
  type VolunteerInterest,
} from '@civic/contracts';
import { RequiredEmail, Rule, TextBetween, Trim, TrimToUndefined } from '../../../kernel/http/field-rules.js';

const M = Messages.support;

/** Body of POST /api/support/volunteer (citizen spec sections 5 and 7, join form). Values are trimmed; an empty phone is omitted. */
export class VolunteerRequest {
  @ApiProperty({
    description: `Full name: at least ${VOLUNTEER_NAME_MIN} characters after trimming ('${M.fullNameRequired}', '${M.fullNameTooShort}')`,
    example: 'Rohan Desai',
  })
  @Trim()
  @TextBetween(VOLUNTEER_NAME_MIN, SUPPORT_TEXT_MAX.name, M.fullNameRequired, M.fullNameTooShort)
  fullName: string;

  @ApiProperty({ description: `Email ('${M.emailRequired}', '${M.emailInvalid}')`, example: 'rohan.desai@example.in' })
  @Trim()
  @RequiredEmail(M.emailRequired)
  email: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: `Optional phone: digits, spaces, plus, minus and parentheses with at least 7 digits ('${M.phoneInvalid}'). Empty means none.`,
    example: '+91 98220 12345',
  })
  @TrimToUndefined()
  @Rule('volunteerPhone', (value) => {
    if (value === undefined) return null;
    if (typeof value !== 'string' || value.length > SUPPORT_TEXT_MAX.phone || !isValidVolunteerPhone(value)) return M.phoneInvalid;
    return null;
  })
  phone?: string;

  @ApiProperty({ enum: VOLUNTEER_INTEREST_VALUES, description: 'Volunteer, Donate, Partner or Other', example: 'Volunteer' })
  @Trim()
  @IsIn(VOLUNTEER_INTEREST_VALUES, { message: M.interestInvalid })
  interest: VolunteerInterest;

  @ApiProperty({
    description: `How they would like to help: at least ${VOLUNTEER_MESSAGE_MIN} characters after trimming ('${M.messageRequired}', '${M.messageTooShort}')`,
    example: 'I can help on weekends with road surveys in Margao.',
  })
  @Trim()
  @TextBetween(VOLUNTEER_MESSAGE_MIN, SUPPORT_TEXT_MAX.message, M.messageRequired, M.messageTooShort)
  message: string;
}
