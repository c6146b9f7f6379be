import { Body, Delete, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { pageOf } from '../../kernel/http/paged-query.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController, BusController } from '../../kernel/http/api-controller.js';
import { DeleteUserCommand } from '../application/commands/delete-user/delete-user.command.js';
import { SetUserBlockedCommand } from '../application/commands/set-user-blocked/set-user-blocked.command.js';
import { SetUserEmailVerifiedCommand } from '../application/commands/set-user-email-verified/set-user-email-verified.command.js';
import { ListUsersQuery } from '../application/queries/list-users/list-users.query.js';
import {
  AdminUserActionResponse,
  AdminUserListResponse,
  ListUsersRequest,
  SetUserBlockedRequest,
  SetUserVerifiedRequest,
  USERS_PAGE,
} from './dto/admin-users.dto.js';
import { AuthUserResponse } from './dto/auth.response.dto.js';

const M = Messages.admin.users;
const ID_PARAM = { name: 'id', description: 'User id (uuid, the `_id` of the list); unknown is 404', format: 'uuid' } as const;

/**
 * The Users admin (admin spec sections 2, 6 and 7): admins holding the `users` module, or superadmins, list and search
 * accounts, verify or unverify emails, block or unblock and delete citizens. Admin accounts are listed with their role
 * but changed only in Admin Management (403 here). Every action is audited with the acting admin.
 */
@ApiController('identity', 'admin/users')
export class AdminUsersController extends BusController {
  /** One page of accounts, newest first. */
  @Get()
  @AdminOnly('users')
  @ApiOperation({
    summary: 'List users',
    description: 'Admin spec sections 2 and 7. q (substring of first name, last name, email or phone), page, limit (default 10, at most 50); newest first.',
  })
  @Answers({ ok: AdminUserListResponse, badRequest: 'VALIDATION_FAILED: a bad page or limit' })
  async listUsers(@Query() query: ListUsersRequest): Promise<AdminUserListResponse> {
    const { page, limit } = pageOf(query, USERS_PAGE);
    return this.queries.execute(new ListUsersQuery({ page, limit, q: query.q || undefined }));
  }

  /** Marks a citizen's email verified or unverified. */
  @Patch(':id/verify')
  @AdminOnly('users')
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: "Verify or unverify a user's email", description: 'Admin spec sections 2 and 7. Audited (UserEmailVerificationChanged).' })
  @Answers({
    ok: AuthUserResponse,
    badRequest: `VALIDATION_FAILED: '${M.emailVerifiedInvalid}'`,
    forbidden: `FORBIDDEN: '${M.cannotChangeAdmin}'`,
    notFound: `NOT_FOUND: '${M.notFound}'`,
  })
  async setUserEmailVerified(
    @Param('id') id: string,
    @Body() body: SetUserVerifiedRequest,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<AuthUserResponse> {
    return this.commands.execute(new SetUserEmailVerifiedCommand(id, body.emailVerified, { id: admin.id, email: admin.email }));
  }

  /** Blocks or unblocks a citizen. */
  @Patch(':id/block')
  @AdminOnly('users')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Block or unblock a user',
    description:
      `Admin spec sections 2 and 7. A blocked user's existing tokens are refused on their next request (401 '${Messages.auth.accountBlocked}') ` +
      'and login is refused with the same words (403 ACCOUNT_BLOCKED). After an unblock the person signs in again. Audited (UserBlocked / UserUnblocked).',
  })
  @Answers({
    ok: AuthUserResponse,
    badRequest: `VALIDATION_FAILED: '${M.blockedInvalid}'`,
    forbidden: `FORBIDDEN: '${M.cannotChangeAdmin}'`,
    notFound: `NOT_FOUND: '${M.notFound}'`,
  })
  async setUserBlocked(@Param('id') id: string, @Body() body: SetUserBlockedRequest, @CurrentUser() admin: AuthenticatedUser): Promise<AuthUserResponse> {
    return this.commands.execute(new SetUserBlockedCommand(id, body.blocked, { id: admin.id, email: admin.email }));
  }

  /** Deletes a citizen's account permanently. */
  @Delete(':id')
  @AdminOnly('users')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Delete a user permanently',
    description:
      'Admin spec sections 2 and 7. The account and its sign-in links go; complaints stay for the authority record with the reporter ' +
      `removed (shown to admins as '${M.deletedUser}'); support tickets stay without the account link. Audited (UserDeleted).`,
  })
  @ApiOkResponse({ type: AdminUserActionResponse, description: `{ message: '${M.deleted}' }` })
  @Answers({
    forbidden: `FORBIDDEN: '${M.cannotDeleteAdmin}'`,
    notFound: `NOT_FOUND: '${M.notFound}'`,
    conflict: `CONFLICT: '${Messages.admin.users.stillReferenced}'`,
  })
  async deleteUser(@Param('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<AdminUserActionResponse> {
    await this.commands.execute(new DeleteUserCommand(id, { id: admin.id, email: admin.email }));
    return { message: M.deleted };
  }
}
