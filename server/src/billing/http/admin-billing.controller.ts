import { Body, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { Messages, type Locale } from '@civic/contracts';
import { UserAccountsService } from '../../identity/public.js';
import { NotFoundError } from '../../kernel/errors/domain-error.js';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { pageOf } from '../../kernel/http/paged-query.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { AnswersInRequestLanguage, ReaderLocale } from '../../kernel/http/request-locale.decorator.js';
import { PlansService } from '../application/plans.service.js';
import { DowngradeUserCommand } from '../application/commands/downgrade-user/downgrade-user.command.js';
import { GrantPremiumCommand } from '../application/commands/grant-premium/grant-premium.command.js';
import { ResendInvoiceCommand } from '../application/commands/resend-invoice/resend-invoice.command.js';
import { ListAdminPurchasesQuery } from '../application/queries/list-admin-purchases/list-admin-purchases.query.js';
import { ListBillingUsersQuery } from '../application/queries/list-billing-users/list-billing-users.query.js';
import { AdminBillingListQuery, DowngradeRequest, GrantPremiumRequest } from './dto/payments.request.dto.js';
import {
  AdminBillingUserPageResponse,
  AdminBillingUserResponse,
  AdminPurchasePageResponse,
  DowngradeResponse,
  GrantPremiumResponse,
  ResendInvoiceResponse,
} from './dto/payments.response.dto.js';

const PAGE = { defaultLimit: 10, maxLimit: 50 };
const USER_PARAM = { name: 'id', description: 'User id (uuid)' };

/** Billing management (admin spec sections 2, 7 and 9): admins holding the `billing` module, or superadmins. */
@ApiController('billing', 'admin/billing')
export class AdminBillingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly accounts: UserAccountsService,
    private readonly plans: PlansService,
  ) {}

  private async userView(id: string): Promise<AdminBillingUserResponse> {
    const u = await this.accounts.getProfile(id);
    if (!u) throw new NotFoundError(Messages.billing.userNotFound);
    return { _id: u.id, firstName: u.firstName, lastName: u.lastName, name: u.name, email: u.email, plan: u.plan, planName: u.plan, isPremium: u.isPremium };
  }

  /** Every purchase, newest first, 10 per page, searched by email, name, order id or payment id. */
  @Get('purchases')
  @AdminOnly('billing')
  @ApiOperation({
    summary: 'List purchases',
    description:
      'Newest first; page, limit (default 10, at most 50), q over buyer email and name, order id and payment id. Amounts in paise. ' +
      "planName in the reader's language (the account's, else Accept-Language).",
  })
  @AnswersInRequestLanguage()
  @Answers({ ok: AdminPurchasePageResponse })
  async listAdminPurchases(@Query() query: AdminBillingListQuery, @ReaderLocale() locale: Locale): Promise<AdminPurchasePageResponse> {
    const { page, limit } = pageOf(query, PAGE);
    const [result, nameOf] = await Promise.all([this.queries.execute(new ListAdminPurchasesQuery(query.q, page, limit)), this.plans.namesIn(locale)]);
    return { ...result, items: result.items.map((p) => ({ ...p, planName: nameOf(p.plan) })) };
  }

  /** Citizens with their plans, for grant and downgrade. */
  @Get('users')
  @AdminOnly('billing')
  @ApiOperation({
    summary: 'List citizens with their plans',
    description: "Newest first; page, limit (default 10), q over email and name; planName in the reader's language (the account's, else Accept-Language).",
  })
  @AnswersInRequestLanguage()
  @Answers({ ok: AdminBillingUserPageResponse })
  async listBillingUsers(@Query() query: AdminBillingListQuery, @ReaderLocale() locale: Locale): Promise<AdminBillingUserPageResponse> {
    const { page, limit } = pageOf(query, PAGE);
    const [result, nameOf] = await Promise.all([this.queries.execute(new ListBillingUsersQuery(query.q, page, limit)), this.plans.namesIn(locale)]);
    return { ...result, items: result.items.map((u) => ({ ...u, planName: nameOf(u.plan) })) };
  }

  /** Grants Premium Citizen or Advocate Plus without payment. */
  @Post('users/:id/upgrade')
  @HttpCode(200)
  @AdminOnly('billing')
  @ApiParam(USER_PARAM)
  @ApiOperation({
    summary: 'Grant a premium plan without payment',
    description:
      "Body { plan: 'Premium Citizen' | 'Advocate Plus' }. Recorded as a Manual purchase of amount 0 and PremiumGranted in the audit log. 400 'Choose Premium Citizen or Advocate Plus.'.",
  })
  @Answers({
    ok: GrantPremiumResponse,
    badRequest: "VALIDATION_FAILED: 'Choose Premium Citizen or Advocate Plus.'",
    forbidden: "FORBIDDEN: 'Only citizen accounts have plans.'",
    notFound: "NOT_FOUND: 'User not found'",
  })
  async grantPremium(@Param('id') id: string, @Body() body: GrantPremiumRequest, @CurrentUser() user: AuthenticatedUser): Promise<GrantPremiumResponse> {
    const { purchase } = await this.commands.execute(new GrantPremiumCommand(id, body.plan, { id: user.id, email: user.email }));
    return { user: await this.userView(id), purchase };
  }

  /** Downgrades a user to Free, refunding a payment unless the admin chose no refund. */
  @Post('users/:id/downgrade')
  @HttpCode(200)
  @AdminOnly('billing')
  @ApiParam(USER_PARAM)
  @ApiOperation({
    summary: 'Downgrade a user to Free',
    description:
      "Body { reason?, paymentId?, noRefund? }. With paymentId, that purchase is refunded first (paid, unrefunded, amount above zero, the user's); without " +
      "it, the user's latest such purchase is refunded automatically, unless noRefund is true; a refusal by the provider still downgrades and answers " +
      "refundError 'Refund not processed: {reason}'. Running subscriptions end now. PremiumRevoked in the audit log. 409 'This user is not on a premium plan.'.",
  })
  @Answers({
    ok: DowngradeResponse,
    badRequest:
      "VALIDATION_FAILED: 'No paid, unrefunded purchase with this payment id and an amount above zero.', or 'Choose a payment to refund or no refund, not both.'",
    notFound: "NOT_FOUND: 'User not found'",
    conflict: "CONFLICT: 'This user is not on a premium plan.'",
  })
  async downgradeUser(@Param('id') id: string, @Body() body: DowngradeRequest, @CurrentUser() user: AuthenticatedUser): Promise<DowngradeResponse> {
    const outcome = await this.commands.execute(
      new DowngradeUserCommand(id, body.reason || null, body.paymentId || null, { id: user.id, email: user.email }, body.noRefund === true),
    );
    return { user: await this.userView(id), ...outcome };
  }

  /** Emails a purchase's invoice again. */
  @Post('purchases/:id/resend-invoice')
  @HttpCode(200)
  @AdminOnly('billing')
  @ApiParam({ name: 'id', description: 'Purchase id (uuid)' })
  @ApiOperation({
    summary: 'Resend an invoice email',
    description: "Queues invoice_email with the PDF attached. 404 'Purchase not found'; 409 'This purchase has no invoice.'.",
  })
  @Answers({ ok: ResendInvoiceResponse, notFound: "NOT_FOUND: 'Purchase not found'", conflict: "CONFLICT: 'This purchase has no invoice.'" })
  async resendInvoice(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<ResendInvoiceResponse> {
    const { invoiceNumber } = await this.commands.execute(new ResendInvoiceCommand(id, { id: user.id, email: user.email }));
    return { invoiceNumber, queued: true };
  }
}
