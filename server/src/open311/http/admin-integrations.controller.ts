import { Body, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { CurrentUser, SuperAdmin, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController, BusController } from '../../kernel/http/api-controller.js';
import { KeyPolicyMessages, KEY_NOT_FOUND } from '../domain/integration-key.entity.js';
import { IssueIntegrationKeyCommand } from '../application/commands/issue-integration-key/issue-integration-key.command.js';
import { RenameIntegrationKeyCommand } from '../application/commands/rename-integration-key/rename-integration-key.command.js';
import { RevokeIntegrationKeyCommand } from '../application/commands/revoke-integration-key/revoke-integration-key.command.js';
import { RotateIntegrationKeyCommand } from '../application/commands/rotate-integration-key/rotate-integration-key.command.js';
import { SetIntegrationKeyPolicyCommand } from '../application/commands/set-integration-key-policy/set-integration-key-policy.command.js';
import { ListIntegrationKeysQuery } from '../application/queries/list-integration-keys/list-integration-keys.query.js';
import {
  IntegrationKeyListResponse,
  IntegrationKeyResponse,
  IssuedIntegrationKeyResponse,
  IssueIntegrationKeyRequest,
  RenameIntegrationKeyRequest,
  SetIntegrationKeyPolicyRequest,
} from './dto/integration-keys.dto.js';

const ID_PARAM = { name: 'id', description: 'Key id (uuid); unknown is 404', format: 'uuid' } as const;

/** Open311 API keys: superadmins issue, rename, rotate and revoke them on /admin/integrations. */
@ApiController('integrations', 'admin/integrations/keys')
export class AdminIntegrationsController extends BusController {
  @Get()
  @SuperAdmin()
  @ApiOperation({ summary: 'List API keys', description: 'Every Open311 API key, newest first, revoked ones included; never the key itself.' })
  @Answers({ ok: IntegrationKeyListResponse })
  listIntegrationKeys(): Promise<IntegrationKeyListResponse> {
    return this.queries.execute(new ListIntegrationKeysQuery());
  }

  @Post()
  @SuperAdmin()
  @ApiOperation({
    summary: 'Issue an API key',
    description:
      "Answers the key once (only its SHA-256 is stored). reporterPolicy 'by_email' (default) or 'linked' (needs accountEmail, a citizen account whose plan counts the filings); monthlyLimit (default none) and perEmailMonthlyLimit (default 10).",
  })
  @Answers({
    created: IssuedIntegrationKeyResponse,
    badRequest: `VALIDATION_FAILED: a missing or too long name; accountEmail not an active citizen account; '${KeyPolicyMessages.linkedNeedsAccount}'; a limit out of range`,
  })
  issueIntegrationKey(@Body() body: IssueIntegrationKeyRequest, @CurrentUser() user: AuthenticatedUser): Promise<IssuedIntegrationKeyResponse> {
    const policy = { reporterPolicy: body.reporterPolicy, monthlyLimit: body.monthlyLimit, perEmailMonthlyLimit: body.perEmailMonthlyLimit };
    return this.commands.execute(new IssueIntegrationKeyCommand(body.name, body.accountEmail, { id: user.id, email: user.email }, policy));
  }

  @Put(':id/policy')
  @SuperAdmin()
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: "Set an API key's reporter policy and limits",
    description:
      "reporterPolicy 'linked' (every filing under the linked account and its plan's quota) or 'by_email' (the reporter's contact kept with the complaint; no citizen quota spent; attached to an account only when its owner claims it); monthlyLimit (null: none) and perEmailMonthlyLimit. Takes effect with the next call. Audited (IntegrationKeyPolicyChanged).",
  })
  @Answers({
    ok: IntegrationKeyResponse,
    badRequest: `VALIDATION_FAILED: '${KeyPolicyMessages.policyInvalid}', '${KeyPolicyMessages.linkedNeedsAccount}', '${KeyPolicyMessages.limitInvalid}', '${KeyPolicyMessages.perEmailInvalid}', accountEmail not an active citizen account`,
    notFound: `NOT_FOUND: '${KEY_NOT_FOUND}'`,
  })
  setIntegrationKeyPolicy(
    @Param('id') id: string,
    @Body() body: SetIntegrationKeyPolicyRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<IntegrationKeyResponse> {
    const policy = { reporterPolicy: body.reporterPolicy, monthlyLimit: body.monthlyLimit, perEmailMonthlyLimit: body.perEmailMonthlyLimit };
    return this.commands.execute(new SetIntegrationKeyPolicyCommand(id, policy, body.accountEmail, { id: user.id, email: user.email }));
  }

  @Patch(':id')
  @SuperAdmin()
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'Rename an API key' })
  @Answers({ ok: IntegrationKeyResponse, badRequest: 'VALIDATION_FAILED: a missing or too long name', notFound: `NOT_FOUND: '${KEY_NOT_FOUND}'` })
  renameIntegrationKey(
    @Param('id') id: string,
    @Body() body: RenameIntegrationKeyRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<IntegrationKeyResponse> {
    return this.commands.execute(new RenameIntegrationKeyCommand(id, body.name, { id: user.id, email: user.email }));
  }

  @Post(':id/rotate')
  @SuperAdmin()
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'Rotate an API key', description: 'Replaces the key: the old one stops working at once; the new one is answered once.' })
  @Answers({ created: IssuedIntegrationKeyResponse, badRequest: 'VALIDATION_FAILED: the key was revoked', notFound: `NOT_FOUND: '${KEY_NOT_FOUND}'` })
  rotateIntegrationKey(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<IssuedIntegrationKeyResponse> {
    return this.commands.execute(new RotateIntegrationKeyCommand(id, { id: user.id, email: user.email }));
  }

  @Delete(':id')
  @SuperAdmin()
  @HttpCode(204)
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Revoke an API key',
    description: 'Every later Open311 call with the key is refused (403). The key stays listed as revoked; revoking again changes nothing.',
  })
  @ApiNoContentResponse({ description: 'Revoked' })
  @Answers({ notFound: `NOT_FOUND: '${KEY_NOT_FOUND}'` })
  async revokeIntegrationKey(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.commands.execute(new RevokeIntegrationKeyCommand(id, { id: user.id, email: user.email }));
  }
}
