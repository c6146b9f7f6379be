import { Body, Controller, Get, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { CitizenOnly, CurrentUser, SignedIn, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { RateLimited } from '../../kernel/http/rate-limit.decorator.js';
import { FileComplaintCommand } from '../application/commands/file-complaint/file-complaint.command.js';
import { ListMyComplaintsQuery } from '../application/queries/list-my-complaints/list-my-complaints.query.js';
import { FileComplaintRequest } from './dto/file-complaint.request.dto.js';
import { ComplaintListResponse, FileComplaintResponse } from './dto/complaint.response.dto.js';

/** Filing and "My Complaints" (citizen spec sections 2 to 7). */
@ApiTags('complaints')
@Controller('complaints')
export class ComplaintsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Files a complaint for the signed-in citizen (citizen spec sections 3, 5 and 9). */
  @Post()
  @CitizenOnly()
  @RateLimited()
  @ApiOperation({
    summary: 'File a complaint',
    description:
      'Citizens only (admins get FORBIDDEN). Rules (citizen spec section 5), each with its message in the error envelope: title and location ' +
      'text required; coordinates required and inside Goa (lat 14.932–15.916, lng 73.657–74.344 degrees; up to 0.05 degrees outside is snapped ' +
      "to the border and flagged outsideBounds; further out gives OUTSIDE_GOA); at least one photo, at most the plan's photo limit, " +
      'all from the configured upload provider; the authorisation box ticked; an enabled category and one of its subcategories, or Other with ' +
      'otherText. QUOTA_EXCEEDED (403) once the plan’s complaints for this calendar month (Asia/Kolkata) are used. ' +
      'Status starts pending; the reporter is emailed an acknowledgement (template complaint_ack).',
  })
  @ApiCreatedResponse({ type: FileComplaintResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (details.fields maps each field to its messages) or OUTSIDE_GOA' })
  @ApiForbiddenResponse({ description: `QUOTA_EXCEEDED: '${Messages.complaint.quotaExceeded}' (details: used, limit, resetAt); FORBIDDEN for admins` })
  async fileComplaint(@Body() body: FileComplaintRequest, @CurrentUser() user: AuthenticatedUser): Promise<FileComplaintResponse> {
    const { id } = await this.commands.execute(new FileComplaintCommand(user.id, body));
    return { id };
  }

  /** The caller's own complaints, newest first. */
  @Get()
  @SignedIn()
  @ApiOperation({
    summary: 'List my complaints',
    description: "The caller's own complaints (archived ones included), newest first, with their status history.",
  })
  @ApiOkResponse({ type: ComplaintListResponse })
  listMyComplaints(@CurrentUser() user: AuthenticatedUser): Promise<ComplaintListResponse> {
    return this.queries.execute(new ListMyComplaintsQuery(user.id));
  }
}
