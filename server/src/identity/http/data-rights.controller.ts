import { Body, Delete, Get, HttpCode, HttpStatus, Post, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { CurrentUser, SignedIn, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController, BusController } from '../../kernel/http/api-controller.js';
import { RateLimited } from '../../kernel/http/rate-limit.decorator.js';
import { DeleteMyAccountCommand } from '../application/commands/delete-my-account/delete-my-account.command.js';
import { RequestAccountDeletionCodeCommand } from '../application/commands/request-account-deletion-code/request-account-deletion-code.command.js';
import { ExportMyDataQuery } from '../application/queries/export-my-data/export-my-data.query.js';
import { DeleteMyAccountRequest } from './dto/auth.request.dto.js';
import { AuthMessageResponse } from './dto/auth.response.dto.js';

/**
 * A person's rights over their data (Digital Personal Data Protection Act, 2023): a copy of everything held, and the
 * deletion of the account (docs/adr/0117-citizens-data-rights.md). The privacy page says what a deletion keeps and why.
 */
@ApiController('auth', 'auth')
export class DataRightsController extends BusController {
  /** A zip of the account, its complaints, tickets, purchases, subscriptions and photos. */
  @Get('me/export')
  @SignedIn()
  @RateLimited()
  @ApiOperation({
    summary: 'Download my data',
    description:
      'A zip: account.json (the profile), complaints.json (complaints filed with their status history, and Me too), tickets.json (support ' +
      'tickets with their public history), billing.json (purchases with invoice numbers, subscriptions), and photos/<complaint>/ (the photos ' +
      'the citizen uploaded that this server stores; those at a cloud provider are listed by address).',
  })
  @ApiProduces('application/zip')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async exportMyData(@CurrentUser() caller: AuthenticatedUser): Promise<StreamableFile> {
    const file = await this.queries.execute(new ExportMyDataQuery(caller.id));
    return new StreamableFile(file.stream, { type: 'application/zip', disposition: `attachment; filename="${file.filename}"` });
  }

  /** Emails the confirmation code of a deletion, for an account without a password. */
  @Post('me/deletion-code')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @RateLimited()
  @ApiOperation({
    summary: 'Email a code to confirm deleting my account',
    description: 'Accounts without a password (Google sign-in): an 8-digit code valid 30 minutes goes to the account’s address.',
  })
  @ApiOkResponse({ type: AuthMessageResponse, description: `{ message: '${Messages.dataRights.codeSent}' }` })
  @Answers({
    badRequest: `VALIDATION_FAILED: '${Messages.dataRights.passwordRequired}' (the account has a password)`,
    forbidden: `FORBIDDEN: '${Messages.dataRights.staffCannotDelete}'`,
  })
  async requestAccountDeletionCode(@CurrentUser() caller: AuthenticatedUser): Promise<AuthMessageResponse> {
    await this.commands.execute(new RequestAccountDeletionCodeCommand(caller.id));
    return { message: Messages.dataRights.codeSent };
  }

  /** Deletes the account and erases its personal data at once. */
  @Delete('me')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @RateLimited()
  @ApiOperation({
    summary: 'Delete my account',
    description:
      'Confirmed with the current password, or with the code of POST /api/auth/me/deletion-code when the account has none. The account and ' +
      'its sessions end at once; running subscriptions are cancelled; complaints stay public without the reporter’s name, email, phone or ' +
      'private words; invoices keep what GST law requires; a confirmation goes to the old address; the audit log records UserDeleted.',
  })
  @ApiOkResponse({ type: AuthMessageResponse, description: `{ message: '${Messages.dataRights.deleted}' }` })
  @Answers({
    badRequest:
      `VALIDATION_FAILED: '${Messages.dataRights.passwordRequired}', '${Messages.dataRights.wrongPassword}', ` +
      `'${Messages.dataRights.codeRequired}', '${Messages.dataRights.wrongCode}'`,
    forbidden: `FORBIDDEN: '${Messages.dataRights.staffCannotDelete}'`,
  })
  async deleteMyAccount(@CurrentUser() caller: AuthenticatedUser, @Body() body: DeleteMyAccountRequest): Promise<AuthMessageResponse> {
    await this.commands.execute(new DeleteMyAccountCommand(caller.id, body.password, body.code));
    return { message: Messages.dataRights.deleted };
  }
}
