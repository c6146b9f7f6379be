import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import {
  ESCALATION_LEVELS,
  LOCALES,
  type Locale,
  formatMessage,
  Messages,
  PAGE_SIZE,
  ROUTING_LEVELS,
  ROUTING_MAX_LIMIT,
  ROUTING_SCOPES,
  type EscalationLevel,
  type RoutingLevel,
  type RoutingScope,
} from '@civic/contracts';
import { PagedQuery } from '../../../kernel/http/paged-query.js';
import { isEmail } from '../../domain/recipients.js';
import { IsGeoCode, RecipientResponse } from './geo.dto.js';
import { Rule, ToBoolean, Trim, TrimToUndefined } from '../../../kernel/http/field-rules.js';

/**
 * The authority email (admin spec section 5): required ('Authority Email is required') and of the simple
 * email shape ('Invalid email: {value}'); one message per failure.
 */
function IsAuthorityEmail() {
  return Rule('isAuthorityEmail', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return Messages.admin.routing.emailRequired;
    return isEmail(value.trim().toLowerCase()) ? null : formatMessage(Messages.admin.routing.invalidEmail, { value });
  });
}

/** A recipient row as typed; blank rows are ignored, emails lowercased and de-duplicated (admin spec section 5). */
export class RecipientRequest {
  @ApiPropertyOptional({ description: 'Email; a row without one is ignored', example: 'ae.roads@goa.gov.in' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  authorityEmail?: string;

  @ApiPropertyOptional({ example: 'Shri R. Gaonkar' }) @IsOptional() @IsString() @MaxLength(200) authorityName?: string;
  @ApiPropertyOptional({ example: 'Assistant Engineer' }) @IsOptional() @IsString() @MaxLength(200) authorityDesignation?: string;
  @ApiPropertyOptional({ example: 'Public Works Department' }) @IsOptional() @IsString() @MaxLength(200) authorityDepartment?: string;
}

/** An optional escalation level of a contact, 0 to 2, as the create and the update requests take it. */
function EscalationLevelField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      enum: ESCALATION_LEVELS,
      description:
        'Escalation level: 0 (default) the authority complaints are forwarded to, 1 the first appellate or supervising officer, 2 the second appellate authority or district collector. One contact per location, category and level.',
      example: 0,
    }),
    IsOptional(),
    IsIn(ESCALATION_LEVELS),
  );
}

/** The optional additional recipients (copies) of a contact, each checked as a RecipientRequest. */
function AdditionalRecipientsField(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: [RecipientRequest], description }),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(20),
    ValidateNested({ each: true }),
    Type(() => RecipientRequest),
  );
}
/**
 * POST /api/admin/geo-routing/contacts (admin spec section 7). The location is the deepest code given for
 * the scope (admin spec section 5): Urban uses ulbCode, else districtCode; Rural uses villageCode, else
 * subdistrictCode, else districtCode. Codes outside the scope's chain are ignored; given parents must match.
 */
export class CreateRoutingContactRequest {
  @ApiProperty({ description: "Primary recipient's email; lowercased", example: 'bdo.bardez@goa.gov.in' })
  @Trim()
  @IsAuthorityEmail()
  authorityEmail: string;

  @ApiProperty({ example: 'Block Development Officer' })
  @Trim()
  @IsString({ message: Messages.admin.routing.designationRequired })
  @IsNotEmpty({ message: Messages.admin.routing.designationRequired })
  @MaxLength(200)
  authorityDesignation: string;

  @ApiProperty({ enum: ROUTING_SCOPES, example: 'Rural' })
  @IsIn(ROUTING_SCOPES, { message: Messages.admin.routing.scopeInvalid })
  scope: RoutingScope;

  @ApiPropertyOptional({ description: 'Default true', example: true }) @IsOptional() @IsBoolean() active?: boolean;
  @ApiPropertyOptional({ example: 'Shri A. Naik' }) @IsOptional() @IsString() @MaxLength(200) authorityName?: string;
  @ApiPropertyOptional({ description: 'Not in the spec’s form; kept for forwarded letters', example: 'Rural Development' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  authorityDepartment?: string;
  @ApiPropertyOptional({ example: '+91 832 226 2206' }) @IsOptional() @IsString() @MaxLength(50) phone?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Category key; blank or null for the location’s default contact', example: 'roads' })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @MaxLength(50)
  categoryKey?: string | null;

  @ApiPropertyOptional({
    enum: LOCALES,
    description: "The office's language: its emails, letter (unless the PDF template's language is set) and response page. Default en",
    example: 'mr',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(LOCALES as unknown as string[])
  language?: Locale;

  @EscalationLevelField()
  escalationLevel?: EscalationLevel;

  @ApiPropertyOptional({ description: 'LGD district code (number or numeric string)', example: '551' }) @IsGeoCode('districtCode') districtCode?: string;
  @ApiPropertyOptional({ description: 'LGD taluka code', example: '5610' }) @IsGeoCode('subdistrictCode') subdistrictCode?: string;
  @ApiPropertyOptional({ description: 'Census 2011 village code', example: '626635' }) @IsGeoCode('villageCode') villageCode?: string;
  @ApiPropertyOptional({ description: 'LGD urban local body code (Urban scope)', example: '252071' }) @IsGeoCode('ulbCode') ulbCode?: string;

  @AdditionalRecipientsField('Up to 3 additional recipients (copies)')
  additionalRecipients?: RecipientRequest[];
}

/** PATCH /api/admin/geo-routing/contacts/{id} (admin spec section 7); a field left out is kept. */
export class UpdateRoutingContactRequest {
  @ApiPropertyOptional({ example: 'bdo.bardez@goa.gov.in' })
  @Trim()
  @IsOptional()
  @IsAuthorityEmail()
  authorityEmail?: string;

  @ApiPropertyOptional({ example: 'Block Development Officer' })
  @Trim()
  @IsOptional()
  @IsString({ message: Messages.admin.routing.designationRequired })
  @IsNotEmpty({ message: Messages.admin.routing.designationRequired })
  @MaxLength(200)
  authorityDesignation?: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) authorityName?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) authorityDepartment?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(50) phone?: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() active?: boolean;
  @ApiPropertyOptional({
    enum: LOCALES,
    description: "The office's language: its emails, letter (unless the PDF template's language is set) and response page. Default en",
    example: 'mr',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(LOCALES as unknown as string[])
  language?: Locale;

  @EscalationLevelField()
  escalationLevel?: EscalationLevel;

  @AdditionalRecipientsField('Replaces the additional recipients (up to 3)')
  additionalRecipients?: RecipientRequest[];
}

/** Page sizes of the routing pages: 20 by default (admin spec section 9), at most 100 (docs/adr/0037-routing-contacts.md). */
export const ROUTING_CONTACTS_PAGE = { defaultLimit: PAGE_SIZE.routingContacts, maxLimit: ROUTING_MAX_LIMIT };
export const ROUTING_LOGS_PAGE = { defaultLimit: PAGE_SIZE.routingLogs, maxLimit: ROUTING_MAX_LIMIT };

/** GET /api/admin/geo-routing/contacts (admin spec section 7): q, scope, level, active, page, limit 20. */
export class ListRoutingContactsRequest extends PagedQuery(ROUTING_CONTACTS_PAGE) {
  @ApiPropertyOptional({ description: 'Part of an email or of the location, any case', example: 'bardez' })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ enum: ROUTING_SCOPES }) @TrimToUndefined() @IsOptional() @IsIn(ROUTING_SCOPES) scope?: RoutingScope;
  @ApiPropertyOptional({ enum: ROUTING_LEVELS }) @TrimToUndefined() @IsOptional() @IsIn(ROUTING_LEVELS) level?: RoutingLevel;
  @ApiPropertyOptional({ enum: ESCALATION_LEVELS, description: 'Only contacts of this escalation level' })
  @Transform(({ value }: { value: unknown }) => (value === '' || value === undefined ? undefined : Number(value)))
  @IsOptional()
  @IsIn(ESCALATION_LEVELS)
  escalationLevel?: EscalationLevel;
  @ApiPropertyOptional({ type: Boolean, description: 'true: active only; false: inactive only' })
  @ToBoolean()
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

/** GET /api/admin/geo-routing/logs (admin spec section 7): page, limit 20. */
export class ListRoutingLogsRequest extends PagedQuery(ROUTING_LOGS_PAGE) {}

/** An address of the contact that a delivery status notification reported as failing. */
export class FailingAddressResponse {
  @ApiProperty({ example: 'mamlatdar-bardez@goa.gov.in' }) email: string;
  @ApiProperty({ description: 'When the latest bounce was received (ISO 8601)' }) failedAt: string;
  @ApiProperty({ description: "The bounce's status and diagnostic", example: '5.1.1 user unknown' }) reason: string;
}

/** A routing contact (admin spec section 3). */
export class RoutingContactResponse {
  @ApiProperty() _id: string;
  @ApiProperty({ enum: ROUTING_LEVELS }) level: RoutingLevel;
  @ApiProperty({ enum: ROUTING_SCOPES }) scope: RoutingScope;
  @ApiProperty({ example: 'Calangute, Bardez, North Goa' }) location: string;
  @ApiProperty({ description: 'Template Row ID of the location', example: 'V-626711' }) rowId: string;
  @ApiProperty({ type: String, nullable: true, description: "null: the location's default contact" }) categoryKey: string | null;
  @ApiProperty({ example: '551' }) districtCode: string;
  @ApiProperty({ type: String, nullable: true }) subdistrictCode: string | null;
  @ApiProperty({ type: String, nullable: true }) villageCode: string | null;
  @ApiProperty({ type: String, nullable: true }) ulbCode: string | null;
  @ApiProperty() authorityEmail: string;
  @ApiProperty() authorityDesignation: string;
  @ApiProperty() authorityName: string;
  @ApiProperty() authorityDepartment: string;
  @ApiProperty() phone: string;
  @ApiProperty() active: boolean;
  @ApiProperty({ enum: ESCALATION_LEVELS, description: '0: receives forwards; 1 and 2: escalation levels', example: 0 })
  escalationLevel: EscalationLevel;
  @ApiProperty({ enum: LOCALES, description: "The office's language: its emails, letter and response page", example: 'en' }) language: Locale;
  @ApiProperty({ type: [RecipientResponse] }) additionalRecipients: RecipientResponse[];
  @ApiProperty({ type: [RecipientResponse], description: 'Primary first, then the additional recipients' }) forwardRecipients: RecipientResponse[];
  @ApiProperty({
    type: [FailingAddressResponse],
    description: "The contact's recipient addresses that bounced (a delivery status notification received in reply to an authority email); empty when none",
  })
  failingAddresses: FailingAddressResponse[];
  @ApiProperty({ description: 'ISO 8601' }) createdAt: string;
  @ApiProperty({ description: 'ISO 8601' }) updatedAt: string;
}

export class RoutingContactListResponse {
  @ApiProperty({ type: [RoutingContactResponse] }) items: RoutingContactResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty({ description: 'Number of pages (at least 1)' }) pages: number;
}

export class DeleteRoutingContactResponse {
  @ApiProperty() _id: string;
  @ApiProperty({ enum: [true] }) deleted: true;
}

/** One routing audit entry (admin spec section 3, Routing audit log). */
export class RoutingLogResponse {
  @ApiProperty() _id: string;
  @ApiProperty({ description: 'Event name', example: 'RoutingContactUpdated' }) action: string;
  @ApiProperty({ type: String, nullable: true }) userEmail: string | null;
  @ApiProperty({ type: String, nullable: true }) userId: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'summary (readable), location, categoryKey, changes {field: {from, to}}, entityType, entityId, counts for imports',
  })
  meta: Record<string, unknown>;
  @ApiProperty({ description: 'ISO 8601' }) createdAt: string;
}

export class RoutingLogListResponse {
  @ApiProperty({ type: [RoutingLogResponse] }) items: RoutingLogResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pages: number;
}
