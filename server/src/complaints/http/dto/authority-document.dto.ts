import { ApiProperty } from '@nestjs/swagger';

/** A document an authority's emailed reply carried (docs/adr/0138). */
export class AuthorityDocumentResponse {
  @ApiProperty({ description: "The document's id (uuid)", format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Its name, as the officer attached it', example: 'ATR-pothole-market-road.pdf' }) filename: string;
  @ApiProperty({ description: 'Its type, as its content shows it', example: 'application/pdf' }) contentType: string;
  @ApiProperty({ description: 'Size in bytes', example: 182340 }) size: number;
  @ApiProperty({ description: 'The authority whose reply carried it', example: 'Chief Officer Canacona' }) authorityName: string;
  @ApiProperty({ description: 'When it was received (ISO 8601)', format: 'date-time' }) createdAt: string;
}

/** A document's name, as the public page lists it (not downloadable there). */
export class PublicAuthorityDocumentResponse {
  @ApiProperty({ description: 'Its name, as the officer attached it', example: 'ATR-pothole-market-road.pdf' }) filename: string;
  @ApiProperty({ description: 'The authority whose reply carried it', example: 'Chief Officer Canacona' }) authorityName: string;
}
