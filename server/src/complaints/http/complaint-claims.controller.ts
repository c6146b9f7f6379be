import { Body, HttpCode, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { CurrentUser, Public, SignedIn, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController, BusController } from '../../kernel/http/api-controller.js';
import { ClaimComplaintCommand } from '../application/commands/claim-complaint/claim-complaint.command.js';
import { ComplaintClaimsService } from '../application/complaint-claims.service.js';
import { ComplaintClaimedResponse, ComplaintClaimLinkResponse, ComplaintClaimTokenRequest } from './dto/complaint-claims.dto.js';
import { CommandBus, QueryBus } from '@nestjs/cqrs';

/**
 * Claim links: an Open311 integrator filed a complaint for an email (reporter policy 'by_email'); the emailed one-time
 * link lets the owner of that email add it to their My Complaints (docs/adr/0100-open311-integrator-reporters.md).
 * The token travels in the body, never in a URL the server logs.
 */
@ApiController('complaints', 'complaint-claims')
export class ComplaintClaimsController extends BusController {
  constructor(
    commands: CommandBus,
    queries: QueryBus,
    private readonly claims: ComplaintClaimsService,
  ) {
    super(commands, queries);
  }

  @Post('lookup')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Read a claim link', description: 'What the landing page of a claim link shows; never the email itself.' })
  @Answers({ ok: ComplaintClaimLinkResponse, notFound: `NOT_FOUND: '${Messages.claim.notFound}'`, badRequest: 'VALIDATION_FAILED: no token' })
  lookupComplaintClaim(@Body() body: ComplaintClaimTokenRequest): Promise<ComplaintClaimLinkResponse> {
    return this.claims.view(body.token);
  }

  @Post()
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'Claim a complaint',
    description:
      "Adds the complaint of the link to the signed-in account's My Complaints. The account's email must be the one the complaint was filed for; the link works once.",
  })
  @Answers({
    ok: ComplaintClaimedResponse,
    notFound: `NOT_FOUND: '${Messages.claim.notFound}'`,
    conflict: `CONFLICT: '${Messages.claim.used}', '${Messages.claim.taken}', '${Messages.claim.otherEmail}'`,
    badRequest: 'VALIDATION_FAILED: no token',
  })
  claimComplaint(@Body() body: ComplaintClaimTokenRequest, @CurrentUser() user: AuthenticatedUser): Promise<ComplaintClaimedResponse> {
    return this.commands.execute(new ClaimComplaintCommand(body.token, { id: user.id, email: user.email }));
  }
}
