import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { KEY_NAME_MAX, KEY_NAME_MESSAGE } from '../../domain/integration-key.entity.js';
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
