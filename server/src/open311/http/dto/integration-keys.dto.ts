import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import {
  DEFAULT_PER_EMAIL_MONTHLY_LIMIT,
  KEY_NAME_MAX,
  KEY_NAME_MESSAGE,
  KeyPolicyMessages,
  MONTHLY_LIMIT_MAX,
  REPORTER_POLICIES,
  type ReporterPolicy,
} from '../../domain/integration-key.entity.js';
import { Trim, TrimToUndefined } from '../../../kernel/http/field-rules.js';

/** POST /api/admin/integrations/keys. */
export class IssueIntegrationKeyRequest {
  @ApiProperty({ description: `Who the key is for, 1 to ${KEY_NAME_MAX} characters`, example: 'Panaji Civic Group app' })
  @Trim()
  @IsString({ message: KEY_NAME_MESSAGE })
  @IsNotEmpty({ message: KEY_NAME_MESSAGE })
  @MaxLength(KEY_NAME_MAX, { message: KEY_NAME_MESSAGE })
  name: string;

  @ApiPropertyOptional({
    description:
      "Optional: the email of an active citizen account whose monthly quota counts every complaint filed with the key. Without it, each request's email must be a verified citizen account's.",
    example: 'civic.group@example.com',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  accountEmail?: string;

  @ApiPropertyOptional({
    enum: REPORTER_POLICIES,
    description:
      "'by_email' (default): each request's email, first_name, last_name and phone are kept with the complaint, which never spends a citizen's quota and is attached to an account only when its owner claims it. 'linked': every filing under the account of accountEmail (required then), counted against its plan.",
    example: 'by_email',
  })
  @IsOptional()
  @IsIn(REPORTER_POLICIES, { message: KeyPolicyMessages.policyInvalid })
  reporterPolicy?: ReporterPolicy;

  @ApiPropertyOptional({
    description: `Filings per calendar month (India time) with this key, 1 to ${MONTHLY_LIMIT_MAX}; null or absent for no cap. Past it: 403.`,
    nullable: true,
    type: Number,
    example: 500,
  })
  @ValidateIf((_o, v) => v !== null && v !== undefined)
  @IsInt({ message: KeyPolicyMessages.limitInvalid })
  @Min(1, { message: KeyPolicyMessages.limitInvalid })
  @Max(MONTHLY_LIMIT_MAX, { message: KeyPolicyMessages.limitInvalid })
  monthlyLimit?: number | null;

  @ApiPropertyOptional({
    description: `Filings, and update emails, per reporter email, key and month, 1 to ${MONTHLY_LIMIT_MAX} (default ${DEFAULT_PER_EMAIL_MONTHLY_LIMIT}).`,
    example: DEFAULT_PER_EMAIL_MONTHLY_LIMIT,
  })
  @IsOptional()
  @IsInt({ message: KeyPolicyMessages.perEmailInvalid })
  @Min(1, { message: KeyPolicyMessages.perEmailInvalid })
  @Max(MONTHLY_LIMIT_MAX, { message: KeyPolicyMessages.perEmailInvalid })
  perEmailMonthlyLimit?: number;
}

/** PUT /api/admin/integrations/keys/{id}/policy: the whole policy of a key. */
export class SetIntegrationKeyPolicyRequest {
  @ApiProperty({ enum: REPORTER_POLICIES, description: "'linked' (needs a linked account) or 'by_email'", example: 'by_email' })
  @IsIn(REPORTER_POLICIES, { message: KeyPolicyMessages.policyInvalid })
  reporterPolicy: ReporterPolicy;

  @ApiPropertyOptional({
    description: "The linked citizen account's email; null or '' unlinks; absent keeps the current link. Required (here or already linked) for 'linked'.",
    nullable: true,
    type: String,
    example: 'civic.group@example.com',
  })
  // Only absent, null and blank skip the check: any other value, a number or an object included, must be an email.
  @ValidateIf((_o, v) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === ''))
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  accountEmail?: string | null;

  @ApiProperty({ description: `Filings per month with this key, 1 to ${MONTHLY_LIMIT_MAX}; null for no cap`, nullable: true, type: Number, example: null })
  @ValidateIf((_o, v) => v !== null)
  @IsInt({ message: KeyPolicyMessages.limitInvalid })
  @Min(1, { message: KeyPolicyMessages.limitInvalid })
  @Max(MONTHLY_LIMIT_MAX, { message: KeyPolicyMessages.limitInvalid })
  monthlyLimit: number | null;

  @ApiProperty({
    description: `Filings and update emails per reporter email, key and month, 1 to ${MONTHLY_LIMIT_MAX}`,
    example: DEFAULT_PER_EMAIL_MONTHLY_LIMIT,
  })
  @IsInt({ message: KeyPolicyMessages.perEmailInvalid })
  @Min(1, { message: KeyPolicyMessages.perEmailInvalid })
  @Max(MONTHLY_LIMIT_MAX, { message: KeyPolicyMessages.perEmailInvalid })
  perEmailMonthlyLimit: number;
}

/** PATCH /api/admin/integrations/keys/{id}. */
export class RenameIntegrationKeyRequest {
  @ApiProperty({ description: `New name, 1 to ${KEY_NAME_MAX} characters`, example: 'Panaji Civic Group app (v2)' })
  @Trim()
  @IsString({ message: KEY_NAME_MESSAGE })
  @IsNotEmpty({ message: KEY_NAME_MESSAGE })
  @MaxLength(KEY_NAME_MAX, { message: KEY_NAME_MESSAGE })
  name: string;
}

/** An API key as listed: never the key itself. */
export class IntegrationKeyResponse {
  @ApiProperty({ description: 'Key id (uuid)', format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Name', example: 'Panaji Civic Group app' }) name: string;
  @ApiProperty({ description: "The key's first 11 characters, to tell keys apart", example: 'o311_Ab3dE9' }) keyPrefix: string;
  @ApiProperty({ description: 'Email of the linked citizen account, or null', nullable: true, type: String, example: null }) accountEmail: string | null;
  @ApiProperty({ enum: REPORTER_POLICIES, description: "'linked' or 'by_email'", example: 'by_email' }) reporterPolicy: ReporterPolicy;
  @ApiProperty({ description: 'Filings per month with this key; null for no cap', nullable: true, type: Number, example: null }) monthlyLimit: number | null;
  @ApiProperty({ description: 'Filings and update emails per reporter email, key and month', example: 10 }) perEmailMonthlyLimit: number;
  @ApiProperty({ description: 'Issued at, ISO 8601', example: '2026-11-23T10:00:00.000Z' }) createdAt: string;
  @ApiProperty({ description: 'Last rotated at, ISO 8601, or null', nullable: true, type: String, example: null }) rotatedAt: string | null;
  @ApiProperty({ description: 'Revoked at, ISO 8601, or null while the key works', nullable: true, type: String, example: null }) revokedAt: string | null;
}

/** The answer of issue and rotate: the key in clear, this once (only its SHA-256 is stored). */
export class IssuedIntegrationKeyResponse extends IntegrationKeyResponse {
  @ApiProperty({ description: "The API key: 'o311_' and 43 base64url characters. Shown once; store it now.", example: 'o311_Ab3dE9...' }) key: string;
}

export class IntegrationKeyListResponse {
  @ApiProperty({ type: [IntegrationKeyResponse], description: 'Every key, newest first (unpaged: keys are issued by hand)' }) items: IntegrationKeyResponse[];
}
