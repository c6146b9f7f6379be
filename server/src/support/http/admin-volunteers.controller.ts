import { Body, Delete, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { pageOf } from '../../kernel/http/paged-query.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController, BusController } from '../../kernel/http/api-controller.js';
import { DeleteVolunteerCommand } from '../application/commands/delete-volunteer/delete-volunteer.command.js';
import { SetVolunteerStatusCommand } from '../application/commands/set-volunteer-status/set-volunteer-status.command.js';
import { ListVolunteersQuery } from '../application/queries/list-volunteers/list-volunteers.query.js';
import { ListVolunteersRequest, SUBMISSIONS_PAGE, UpdateVolunteerStatusRequest } from './dto/admin-support.request.dto.js';
import { SupportActionResponse, VolunteerListResponse, VolunteerResponse } from './dto/support.response.dto.js';

const M = Messages.admin.volunteers;
const ID_PARAM = { name: 'id', description: 'Submission id (uuid, the `_id` of the list); unknown is 404', format: 'uuid' } as const;

/**
 * Volunteer Submissions (admin spec sections 2, 4, 7 and 8): the join form's submissions, for admins holding the
 * `support` module (docs/adr/0013-admin-modules.md), or superadmins.
 */
@ApiController('support', 'admin/volunteers')
export class AdminVolunteersController extends BusController {
  /** One page of submissions, newest first. */
  @Get()
  @AdminOnly('support')
  @ApiOperation({
    summary: 'List volunteer submissions',
    description:
      'Admin spec sections 2 and 7. page (default 1), limit (default and at most 50), q (substring of name, email, phone or message), ' +
      `status (new, reviewed) and interest filters. Empty: '${M.empty}'.`,
  })
  @Answers({ ok: VolunteerListResponse, badRequest: 'VALIDATION_FAILED: a bad page, limit, status or interest' })
  async listVolunteers(@Query() query: ListVolunteersRequest): Promise<VolunteerListResponse> {
    const { page, limit } = pageOf(query, SUBMISSIONS_PAGE);
    return this.queries.execute(new ListVolunteersQuery({ page, limit, q: query.q || undefined, status: query.status, interest: query.interest }));
  }

  /** The spec's path for the same change (admin spec section 7, PATCH /api/admin/volunteers/{id} {status}). */
  @Patch(':id')
  @AdminOnly('support')
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'Update a volunteer submission (status)', description: 'Admin spec section 7. Same as PATCH .../status.' })
  @Answers({ ok: VolunteerResponse, badRequest: `VALIDATION_FAILED: '${M.statusInvalid}'`, notFound: `NOT_FOUND: '${M.notFound}'` })
  async updateVolunteer(
    @Param('id') id: string,
    @Body() body: UpdateVolunteerStatusRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VolunteerResponse> {
    return this.commands.execute(new SetVolunteerStatusCommand(id, body.status, { id: user.id, email: user.email }));
  }

  /** Marks a submission reviewed or new. */
  @Patch(':id/status')
  @AdminOnly('support')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Mark a volunteer submission reviewed or new',
    description: `Admin spec sections 4 and 8: either way, any time; records reviewedAt and reviewedByEmail. Shown as '${M.markedReviewed}' / '${M.markedNew}'.`,
  })
  @Answers({ ok: VolunteerResponse, badRequest: `VALIDATION_FAILED: '${M.statusInvalid}'`, notFound: `NOT_FOUND: '${M.notFound}'` })
  async updateVolunteerStatus(
    @Param('id') id: string,
    @Body() body: UpdateVolunteerStatusRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VolunteerResponse> {
    return this.commands.execute(new SetVolunteerStatusCommand(id, body.status, { id: user.id, email: user.email }));
  }

  /** Deletes a submission. */
  @Delete(':id')
  @AdminOnly('support')
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'Delete a volunteer submission', description: `Admin spec sections 2 and 8. Answers { message: '${M.deleted}' }.` })
  @Answers({ ok: SupportActionResponse, notFound: `NOT_FOUND: '${M.notFound}'` })
  async deleteVolunteer(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<SupportActionResponse> {
    await this.commands.execute(new DeleteVolunteerCommand(id, { id: user.id, email: user.email }));
    return { message: M.deleted };
  }
}
