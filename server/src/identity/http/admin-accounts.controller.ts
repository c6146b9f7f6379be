import { Body, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { CurrentUser, SuperAdmin, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { NotFoundError } from '../../kernel/errors/domain-error.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController, BusController } from '../../kernel/http/api-controller.js';
import { ChangeAdminModulesCommand } from '../application/commands/change-admin-modules/change-admin-modules.command.js';
import { CreateAdminCommand } from '../application/commands/create-admin/create-admin.command.js';
import { DeleteAdminCommand } from '../application/commands/delete-admin/delete-admin.command.js';
import { ResetTwoFactorCommand } from '../application/commands/reset-two-factor/reset-two-factor.command.js';
import { ResetAdminPasswordCommand } from '../application/commands/reset-admin-password/reset-admin-password.command.js';
import { ListAdminsQuery } from '../application/queries/list-admins/list-admins.query.js';
import { CreateAdminRequest, ResetAdminPasswordRequest, UpdateAdminModulesRequest } from './dto/admin-account.request.dto.js';
import { AdminAccountListResponse, AdminAccountResponse, AdminActionResponse } from './dto/admin-account.response.dto.js';

const VALIDATION = 'VALIDATION_FAILED with details.fields = { field: [message] }';
const ADMIN_ID = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(Messages.admin.admins.notFound) });
const ID_PARAM = { name: 'id', description: 'Admin user id (UUID); a citizen or unknown id is 404', format: 'uuid' } as const;

/**
 * Admin Management (admin spec sections 2, 5, 6 and 7): superadmins list, create and delete admins, change
 * their modules and reset their passwords. Everything else is refused with 403 'Only super admins can access
 * this page.'. Each change is audited (events AdminCreated, AdminModulesChanged, AdminDeleted, AdminPasswordReset).
 */
@ApiController('identity', 'admin/admins')
export class AdminAccountsController extends BusController {
  /** Every admin and superadmin. */
  @Get()
  @SuperAdmin()
  @ApiOperation({ summary: 'List admins', description: 'Admin spec section 7, GET /api/admin/admins. Superadmins first, then admins, each by email.' })
  @Answers({ ok: AdminAccountListResponse })
  async listAdmins(): Promise<AdminAccountListResponse> {
    return { items: await this.queries.execute(new ListAdminsQuery()) };
  }

  /** Creates an admin with a temporary password and modules. */
  @Post()
  @SuperAdmin()
  @ApiOperation({
    summary: 'Create an admin',
    description:
      'Admin spec sections 5 and 7. The account starts verified with the temporary password; modules are normalised (aliases mapped, ' +
      'unknown names dropped). An email that already has an account (citizen or admin) is refused: citizens are not promoted.',
  })
  @Answers({
    created: AdminAccountResponse,
    badRequest: `${VALIDATION}: '${Messages.admin.admins.allFieldsRequired}', '${Messages.admin.admins.passwordMin}'`,
    conflict: `CONFLICT: '${Messages.auth.emailTaken}'`,
  })
  async createAdmin(@CurrentUser() caller: AuthenticatedUser, @Body() body: CreateAdminRequest): Promise<AdminAccountResponse> {
    return this.commands.execute(
      new CreateAdminCommand(
        { firstName: body.firstName, lastName: body.lastName, email: body.email, password: body.password, modules: body.modules ?? [] },
        { id: caller.id, email: caller.email },
      ),
    );
  }

  /** Replaces an admin's modules. */
  @Patch(':id')
  @SuperAdmin()
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: "Change an admin's modules",
    description: 'Admin spec section 7, PATCH /api/admin/admins/{id}. Takes effect on the admin’s next request.',
  })
  @Answers({
    ok: AdminAccountResponse,
    forbidden: `FORBIDDEN: '${Messages.admin.admins.cannotChangeSuperadmin}'`,
    notFound: `NOT_FOUND: '${Messages.admin.admins.notFound}'`,
  })
  async updateAdminModules(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', ADMIN_ID) id: string,
    @Body() body: UpdateAdminModulesRequest,
  ): Promise<AdminAccountResponse> {
    return this.commands.execute(new ChangeAdminModulesCommand(id, body.modules, { id: caller.id, email: caller.email }));
  }

  /** Deletes an admin account (never a superadmin). */
  @Delete(':id')
  @SuperAdmin()
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'Delete an admin', description: 'Admin spec sections 5 and 7. The account is removed; its sessions end at once.' })
  @ApiOkResponse({ type: AdminActionResponse, description: `{ message: '${Messages.admin.admins.deleted}' }` })
  @Answers({
    forbidden: `FORBIDDEN: '${Messages.admin.admins.cannotDeleteSuperadmin}'`,
    notFound: `NOT_FOUND: '${Messages.admin.admins.notFound}'`,
    conflict: `CONFLICT: '${Messages.admin.admins.stillReferenced}'`,
  })
  async deleteAdmin(@CurrentUser() caller: AuthenticatedUser, @Param('id', ADMIN_ID) id: string): Promise<AdminActionResponse> {
    await this.commands.execute(new DeleteAdminCommand(id, { id: caller.id, email: caller.email }));
    return { message: Messages.admin.admins.deleted };
  }

  /** Sets a new password for an admin (or superadmin); that account's sessions end. */
  @Post(':id/reset-password')
  @HttpCode(HttpStatus.OK)
  @SuperAdmin()
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: "Reset an admin's password", description: 'Admin spec sections 5 and 7. The admin signs in again with the new password.' })
  @ApiOkResponse({ type: AdminActionResponse, description: `{ message: '${Messages.admin.admins.passwordReset}' }` })
  @Answers({ badRequest: `${VALIDATION}: '${Messages.admin.admins.passwordMin}'`, notFound: `NOT_FOUND: '${Messages.admin.admins.notFound}'` })
  async resetAdminPassword(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', ADMIN_ID) id: string,
    @Body() body: ResetAdminPasswordRequest,
  ): Promise<AdminActionResponse> {
    await this.commands.execute(new ResetAdminPasswordCommand(id, body.password, { id: caller.id, email: caller.email }));
    return { message: Messages.admin.admins.passwordReset };
  }

  /** Clears an admin's two-factor sign-in (a lost phone); the admin enrols again on /profile. */
  @Post(':id/reset-2fa')
  @HttpCode(HttpStatus.OK)
  @SuperAdmin()
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: "Reset an admin's two-factor sign-in",
    description: 'The authenticator and recovery codes go and the admin’s sessions end; the admin signs in with the password and enrols again.',
  })
  @ApiOkResponse({ type: AdminActionResponse, description: `{ message: '${Messages.twoFactor.resetDone}' }` })
  @Answers({ notFound: `NOT_FOUND: '${Messages.admin.admins.notFound}'` })
  async resetAdminTwoFactor(@CurrentUser() caller: AuthenticatedUser, @Param('id', ADMIN_ID) id: string): Promise<AdminActionResponse> {
    await this.commands.execute(new ResetTwoFactorCommand(id, { id: caller.id, email: caller.email }));
    return { message: Messages.twoFactor.resetDone };
  }
}
