import { Body, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Locale } from '@civic/contracts';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { CitizenOnly, CurrentUser, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController, BusController } from '../../kernel/http/api-controller.js';
import { AnswersInRequestLanguage, ReaderLocale } from '../../kernel/http/request-locale.decorator.js';
import { PlansService } from '../application/plans.service.js';
import { CancelSubscriptionCommand } from '../application/commands/cancel-subscription/cancel-subscription.command.js';
import { ListMySubscriptionsQuery } from '../application/queries/list-my-subscriptions/list-my-subscriptions.query.js';
import { CancelSubscriptionRequest } from './dto/payments.request.dto.js';
import { SubscriptionListResponse, SubscriptionResponse } from './dto/payments.response.dto.js';

/** Subscriptions (citizen spec sections 3, 4 and 7). */
@ApiController('billing', 'subscriptions')
export class SubscriptionsController extends BusController {
  constructor(
    commands: CommandBus,
    queries: QueryBus,
    private readonly plans: PlansService,
  ) {
    super(commands, queries);
  }

  /** The caller's subscriptions, newest first. */
  @Get('my')
  @CitizenOnly()
  @AnswersInRequestLanguage()
  @ApiOperation({
    summary: 'My subscriptions',
    description: "Newest first, with status, current period and cancelAtCycleEnd; planName in the reader's language (the account's, else Accept-Language).",
  })
  @Answers({ ok: SubscriptionListResponse })
  async listMySubscriptions(@CurrentUser() user: AuthenticatedUser, @ReaderLocale() locale: Locale): Promise<SubscriptionListResponse> {
    const [items, nameOf] = await Promise.all([this.queries.execute(new ListMySubscriptionsQuery(user.id)), this.plans.namesIn(locale)]);
    return { items: items.map((s) => ({ ...s, planName: nameOf(s.plan) })) };
  }

  /** Cancels one of the caller's subscriptions, at cycle end by default. */
  @Post(':id/cancel')
  @HttpCode(200)
  @CitizenOnly()
  @ApiParam({ name: 'id', description: 'The subscriptionId (sub_...) or _id' })
  @ApiOperation({
    summary: 'Cancel a subscription',
    description:
      'cancelAtCycleEnd true (default): no renewal, the plan is kept until currentEnd; false: it ends now and the account is back on Free. ' +
      "409 'This subscription can no longer be cancelled.' when cancelled, completed, expired or halted; 404 'Subscription not found'.",
  })
  @Answers({ ok: SubscriptionResponse, notFound: "NOT_FOUND: 'Subscription not found'", conflict: "CONFLICT: 'This subscription can no longer be cancelled.'" })
  cancelSubscription(@Param('id') id: string, @Body() body: CancelSubscriptionRequest, @CurrentUser() user: AuthenticatedUser): Promise<SubscriptionResponse> {
    return this.commands.execute(new CancelSubscriptionCommand(id, body.cancelAtCycleEnd ?? true, { id: user.id, email: user.email }));
  }
}
