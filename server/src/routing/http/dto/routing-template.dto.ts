import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { Messages, ROUTING_LEVELS, type RoutingLevel } from '@civic/contracts';
import { ResolvedAuthorityResponse } from './geo.dto.js';

/** POST /api/admin/geo-routing/validate and /import (admin spec section 7): the .xlsx file in base64. */
export class RoutingTemplateFileRequest {
  @ApiProperty({
    description:
      'The .xlsx file encoded in base64 (a data: URL prefix is accepted). At most about 11 MB of file (the JSON body limit is 15 MB). ' +
      "Other files get 400 'Only .xlsx files are accepted'; an unreadable workbook 400 'The file could not be read as an .xlsx workbook'.",
    example: 'UEsDBBQABgAIAAAAIQ...',
  })
  @IsString({ message: Messages.admin.routing.chooseFile })
  @IsNotEmpty({ message: Messages.admin.routing.chooseFile })
  fileBase64: string;
}

export class RowIssuesResponse {
  @ApiProperty({ description: 'Spreadsheet row number (the header is row 1)', example: 14 }) row: number;
  @ApiProperty({ type: [String], example: ['Designation is required'] }) issues: string[];
}

export class RoutingTemplateValidationResponse {
  @ApiProperty({ description: 'True when no row has an issue' }) ok: boolean;
  @ApiProperty({ type: [RowIssuesResponse], description: 'Every issue, in row order (the page shows the first 200)' }) issues: RowIssuesResponse[];
}

export class RoutingTemplateImportResponse {
  @ApiProperty({ description: "Contacts created or changed ('Imported {N} records')", example: 12 }) updated: number;
  @ApiProperty({ description: 'Of which new contacts' }) created: number;
  @ApiProperty({ description: 'Of which existing contacts changed' }) changed: number;
  @ApiProperty({ description: 'Rows identical to the stored contact' }) unchanged: number;
}

export class ResolutionAttemptResponse {
  @ApiProperty({ enum: ROUTING_LEVELS }) level: RoutingLevel;
  @ApiProperty({ example: 'Calangute, Bardez, North Goa' }) location: string;
  @ApiProperty({ type: String, nullable: true, description: 'Category tried; null for the default contact' }) categoryKey: string | null;
  @ApiProperty({ enum: ['matched', 'inactive', 'no_email', 'missing'] }) outcome: 'matched' | 'inactive' | 'no_email' | 'missing';
}

/** GET /api/admin/geo-routing/test: the resolution and every step tried (Test Routing page). */
export class RoutingTestResponse {
  @ApiProperty({ description: 'False: the page shows "No contact found for the selected location."' }) found: boolean;
  @ApiProperty({ type: ResolvedAuthorityResponse, nullable: true }) result: ResolvedAuthorityResponse | null;
  @ApiProperty({ type: String, nullable: true, description: "'No contact found for the selected location.' when nothing matched" }) message: string | null;
  @ApiProperty({ enum: ROUTING_LEVELS, nullable: true, description: 'Deepest level named by the query' }) expectedLevel: RoutingLevel | null;
  @ApiProperty({ type: [ResolutionAttemptResponse], description: 'Steps tried, deepest first; at each level the category before the default' })
  attempts: ResolutionAttemptResponse[];
}
