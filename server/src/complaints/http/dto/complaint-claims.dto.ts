import { ApiProperty } from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { FIELD_MAX, RequiredText } from '../../../kernel/http/field-rules.js';

/** POST /api/complaint-claims/lookup and POST /api/complaint-claims: the token of the emailed link. */
export class ComplaintClaimTokenRequest {
  @ApiProperty({ description: 'The token of the emailed claim link (/claim?token=...)', maxLength: FIELD_MAX.token, example: 'q0Zk...' })
  @RequiredText(Messages.claim.notFound, FIELD_MAX.token)
  token: string;
}

/** A claim link as its landing page shows it. */
export class ComplaintClaimLinkResponse {
  @ApiProperty({ description: 'Public id of the complaint', example: 'GOA-2026-000123' }) complaintId: string;
  @ApiProperty({ description: 'pending, in_progress, forwarded, resolved or rejected', example: 'pending' }) status: string;
  @ApiProperty({ description: "The complaint's title", example: 'Potholes' }) title: string;
  @ApiProperty({ description: 'The email the complaint was filed for, mostly hidden', example: 'as***@example.com' }) emailHint: string;
  @ApiProperty({ description: 'An account with that email existed when the complaint was filed (else: sign up first)' }) accountExisted: boolean;
  @ApiProperty({ description: 'False once the link was used or expired, or the complaint is already in an account' }) usable: boolean;
}

/** The claimed complaint. */
export class ComplaintClaimedResponse {
  @ApiProperty({ description: 'Public id of the complaint, now in My Complaints', example: 'GOA-2026-000123' }) complaintId: string;
}
