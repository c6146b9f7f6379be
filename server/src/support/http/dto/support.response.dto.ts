import { ApiProperty } from '@nestjs/swagger';
import {
  SUPPORT_CATEGORIES,
  TICKET_STATUSES,
  TICKET_UPDATE_KINDS,
  VOLUNTEER_INTEREST_VALUES,
  VOLUNTEER_STATUSES,
  type SupportCategory,
  type TicketStatus,
  type TicketUpdateKind,
  type VolunteerInterest,
  type VolunteerStatus,
} from '@civic/contracts';

const ID = { description: 'Id (uuid)', example: '1b4e28ba-2fa1-4d2b-883f-0016d3cca427' };
const CODE = { description: "Short ticket code: 'SUP-' + 5 characters", example: 'SUP-7KQ2M' };
const WHEN = { description: 'ISO 8601 date-time (UTC)', example: '2026-11-23T10:15:00.000Z' };

/** POST /api/support/contact: the new ticket's code ('Your message was sent. Ticket {code}.'). */
export class ContactResponse {
  @ApiProperty(ID) _id: string;
  @ApiProperty(CODE) code: string;
  @ApiProperty({ enum: TICKET_STATUSES, example: 'open' }) status: TicketStatus;
}

/** POST /api/support/volunteer: the stored submission's id. */
export class VolunteerSubmittedResponse {
  @ApiProperty(ID) _id: string;
  @ApiProperty({ enum: VOLUNTEER_STATUSES, example: 'new' }) status: VolunteerStatus;
}

/** One public update of a ticket (citizen spec section 3: type, status, message, createdAt). */
export class TicketUpdateResponse {
  @ApiProperty({ enum: TICKET_UPDATE_KINDS, description: 'created, status (a status change) or message (staff wrote to you)', example: 'status' })
  type: TicketUpdateKind;
  @ApiProperty({
    enum: TICKET_STATUSES,
    nullable: true,
    type: String,
    description: 'The status after a status change; null for a message',
    example: 'in_progress',
  })
  status: TicketStatus | null;
  @ApiProperty({ description: "The staff's message; empty for a status change", example: 'We are looking into it.' }) message: string;
  @ApiProperty(WHEN) createdAt: string;
}

/** A history entry as admins see it: also internal notes (public false) and who made it. */
export class AdminTicketUpdateResponse extends TicketUpdateResponse {
  @ApiProperty({ description: 'Shown to the sender; false for internal notes', example: true }) public: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The acting admin; null for the sender', example: 'support@goa-civic.in' })
  actorEmail: string | null;
}

/** A ticket in My Support (citizen spec section 3); never the internal notes. */
export class MyTicketResponse {
  @ApiProperty(ID) _id: string;
  @ApiProperty(CODE) code: string;
  @ApiProperty({ example: 'Map does not load' }) subject: string;
  @ApiProperty({ example: 'The map on the complaint form stays grey on my phone.' }) message: string;
  @ApiProperty({ enum: SUPPORT_CATEGORIES, example: 'Bug' }) category: SupportCategory;
  @ApiProperty({ enum: TICKET_STATUSES, example: 'open' }) status: TicketStatus;
  @ApiProperty(WHEN) createdAt: string;
  @ApiProperty({ type: [TicketUpdateResponse], description: 'Public updates, oldest first' }) updates: TicketUpdateResponse[];
}

/** GET /api/support/my: the caller's tickets, newest first. */
export class MyTicketListResponse {
  @ApiProperty({ type: [MyTicketResponse] }) items: MyTicketResponse[];
}

/** A ticket in the admin inbox (admin spec section 3, Support ticket). */
export class AdminTicketResponse {
  @ApiProperty(ID) _id: string;
  @ApiProperty(CODE) code: string;
  @ApiProperty({ example: 'Map does not load' }) subject: string;
  @ApiProperty({ example: 'The map on the complaint form stays grey on my phone.' }) message: string;
  @ApiProperty({ description: "Sender's name; empty when not given", example: 'Asha Naik' }) name: string;
  @ApiProperty({ description: 'Reply address (lowercased)', example: 'asha.naik@example.in' }) email: string;
  @ApiProperty({ enum: SUPPORT_CATEGORIES, example: 'Bug' }) category: SupportCategory;
  @ApiProperty({ enum: TICKET_STATUSES, example: 'open' }) status: TicketStatus;
  @ApiProperty({ type: String, nullable: true, description: "The signed-in sender's user id; null for a visitor or a deleted account", example: null })
  user: string | null;
  @ApiProperty({ description: 'Internal resolution notes (never shown to the sender)', example: '' }) resolution: string;
  @ApiProperty(WHEN) createdAt: string;
  @ApiProperty(WHEN) updatedAt: string;
  @ApiProperty({ type: [AdminTicketUpdateResponse], description: 'The whole history, oldest first' }) updates: AdminTicketUpdateResponse[];
}

/** GET /api/admin/support: one page, newest first. */
export class AdminTicketListResponse {
  @ApiProperty({ type: [AdminTicketResponse] }) items: AdminTicketResponse[];
  @ApiProperty({ description: 'Tickets matching the filters', example: 12 }) total: number;
  @ApiProperty({ description: '1-based page', example: 1 }) page: number;
  @ApiProperty({ description: 'Number of pages (at least 1)', example: 1 }) pages: number;
}

/** A volunteer submission (admin spec section 3). */
export class VolunteerResponse {
  @ApiProperty(ID) _id: string;
  @ApiProperty({ example: 'Rohan Desai' }) fullName: string;
  @ApiProperty({ example: 'rohan.desai@example.in' }) email: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null when none was given', example: '+91 98220 12345' }) phone: string | null;
  @ApiProperty({ enum: VOLUNTEER_INTEREST_VALUES, example: 'Volunteer' }) interest: VolunteerInterest;
  @ApiProperty({ example: 'I can help on weekends with road surveys in Margao.' }) message: string;
  @ApiProperty({ enum: VOLUNTEER_STATUSES, example: 'new' }) status: VolunteerStatus;
  @ApiProperty(WHEN) createdAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'When the status was last flipped; null if never', example: null }) reviewedAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who last flipped the status', example: null }) reviewedByEmail: string | null;
}

/** GET /api/admin/volunteers: one page, newest first. */
export class VolunteerListResponse {
  @ApiProperty({ type: [VolunteerResponse] }) items: VolunteerResponse[];
  @ApiProperty({ description: 'Submissions matching the filters', example: 3 }) total: number;
  @ApiProperty({ description: '1-based page', example: 1 }) page: number;
  @ApiProperty({ description: 'Number of pages (at least 1)', example: 1 }) pages: number;
}

/** A confirmation in the spec's words ('Entry deleted'). */
export class SupportActionResponse {
  @ApiProperty({ example: 'Entry deleted' }) message: string;
}
