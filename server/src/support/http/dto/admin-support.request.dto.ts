import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  Messages,
  PAGE_SIZE,
  SUPPORT_CATEGORIES,
  SUPPORT_LIST_LIMIT,
  SUPPORT_TEXT_MAX,
  TICKET_STATUSES,
  VOLUNTEER_INTEREST_VALUES,
  VOLUNTEER_STATUSES,
  type SupportCategory,
  type TicketStatus,
  type VolunteerInterest,
  type VolunteerStatus,
} from '@civic/contracts';
import { PagedQuery } from '../../../kernel/http/paged-query.js';
import { BlankIsAll, OptionalText, Rule, Trim, tooLong } from '../../../kernel/http/field-rules.js';

/** Ticket and submission lists: 50 by default and at most 50 (admin spec section 9). */
export const TICKETS_PAGE = { defaultLimit: PAGE_SIZE.tickets, maxLimit: SUPPORT_LIST_LIMIT };
export const SUBMISSIONS_PAGE = { defaultLimit: PAGE_SIZE.submissions, maxLimit: SUPPORT_LIST_LIMIT };

/** Longest search text, in characters. */
const Q_MAX = 200;

/** GET /api/admin/support (admin spec sections 2 and 7): page, limit up to 50, q, category, status. */
export class ListSupportTicketsRequest extends PagedQuery(TICKETS_PAGE) {
  @ApiPropertyOptional({ description: 'Case-insensitive substring of the code, subject, email or name', example: 'SUP-7KQ' })
  @Trim()
  @OptionalText(Q_MAX, tooLong(Q_MAX))
  q?: string;

  @ApiPropertyOptional({ enum: SUPPORT_CATEGORIES, description: "One category; omitted (or 'all') for every category", example: 'Bug' })
  @BlankIsAll()
  @IsOptional()
  @IsIn(SUPPORT_CATEGORIES, { message: Messages.support.categoryInvalid })
  category?: SupportCategory;

  @ApiPropertyOptional({ enum: TICKET_STATUSES, description: "One status; omitted (or 'all') for every status", example: 'open' })
  @BlankIsAll()
  @IsOptional()
  @IsIn(TICKET_STATUSES, { message: Messages.admin.support.statusInvalid })
  status?: TicketStatus;
}

/** PATCH /api/admin/support/{id}/status (admin spec section 2: Mark Closed, In Progress, Reopen). */
export class UpdateTicketStatusRequest {
  @ApiProperty({ enum: TICKET_STATUSES, description: 'The new status; a change emails the sender (support_status)', example: 'in_progress' })
  @Trim()
  @IsIn(TICKET_STATUSES, { message: Messages.admin.support.statusInvalid })
  status: TicketStatus;
}

/** PATCH /api/admin/support/{id}/notes: the internal resolution notes (admins only; never shown to the sender). */
export class UpdateTicketNotesRequest {
  @ApiProperty({
    description: `Internal resolution notes, trimmed; empty clears them. At most ${SUPPORT_TEXT_MAX.notes} characters.`,
    example: 'Asked the GIS team to re-render tiles.',
  })
  @Rule('notes', (value) => {
    if (typeof value !== 'string') return Messages.common.validationFailed;
    return value.length > SUPPORT_TEXT_MAX.notes ? tooLong(SUPPORT_TEXT_MAX.notes) : null;
  })
  resolution: string;
}

/** POST /api/admin/support/{id}/notify: a message emailed to the sender (support_admin_message). */
export class NotifyTicketRequest {
  @ApiProperty({
    description: `The message; '${Messages.admin.support.writeMessageFirst}' when empty after trimming. At most ${SUPPORT_TEXT_MAX.message} characters.`,
    example: 'We fixed the map tiles; please try again.',
  })
  @Rule('notifyMessage', (value) => {
    if (typeof value !== 'string' || value.trim().length === 0) return Messages.admin.support.writeMessageFirst;
    return value.length > SUPPORT_TEXT_MAX.message ? tooLong(SUPPORT_TEXT_MAX.message) : null;
  })
  message: string;
}

/** GET /api/admin/volunteers (admin spec sections 2 and 7): page, limit 50, q, status, interest. */
export class ListVolunteersRequest extends PagedQuery(SUBMISSIONS_PAGE) {
  @ApiPropertyOptional({ description: 'Case-insensitive substring of the name, email, phone or message', example: 'margao' })
  @Trim()
  @OptionalText(Q_MAX, tooLong(Q_MAX))
  q?: string;

  @ApiPropertyOptional({ enum: VOLUNTEER_STATUSES, description: "new or reviewed; omitted (or 'all') for both", example: 'new' })
  @BlankIsAll()
  @IsOptional()
  @IsIn(VOLUNTEER_STATUSES, { message: Messages.admin.volunteers.statusInvalid })
  status?: VolunteerStatus;

  @ApiPropertyOptional({ enum: VOLUNTEER_INTEREST_VALUES, description: "One interest; omitted (or 'all') for every interest", example: 'Volunteer' })
  @BlankIsAll()
  @IsOptional()
  @IsIn(VOLUNTEER_INTEREST_VALUES, { message: Messages.support.interestInvalid })
  interest?: VolunteerInterest;
}

/** PATCH /api/admin/volunteers/{id}/status: reviewed or new (either way, any time). */
export class UpdateVolunteerStatusRequest {
  @ApiProperty({ enum: VOLUNTEER_STATUSES, description: 'reviewed or new; records reviewedAt and reviewedByEmail', example: 'reviewed' })
  @Trim()
  @IsIn(VOLUNTEER_STATUSES, { message: Messages.admin.volunteers.statusInvalid })
  status: VolunteerStatus;
}

/** PATCH /api/admin/support/{id} (admin spec section 7): status or resolution, or both. */
export class UpdateTicketRequest {
  @ApiPropertyOptional({ enum: TICKET_STATUSES, description: 'The new status; a change emails the sender (support_status)', example: 'closed' })
  @Trim()
  @IsOptional()
  @IsIn(TICKET_STATUSES, { message: Messages.admin.support.statusInvalid })
  status?: TicketStatus;

  @ApiPropertyOptional({ description: `Internal resolution notes, trimmed; at most ${SUPPORT_TEXT_MAX.notes} characters`, example: 'Duplicate of SUP-7KQ2M.' })
  @IsOptional()
  @Rule('notes', (value) => {
    if (value === undefined) return null;
    if (typeof value !== 'string') return Messages.common.validationFailed;
    return value.length > SUPPORT_TEXT_MAX.notes ? tooLong(SUPPORT_TEXT_MAX.notes) : null;
  })
  resolution?: string;
}
