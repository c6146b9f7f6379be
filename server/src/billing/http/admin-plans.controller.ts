import { Body, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { toPlanView } from '../application/billing.view.js';
import { CreatePlanCommand } from '../application/commands/create-plan/create-plan.command.js';
import { DeletePlanCommand } from '../application/commands/delete-plan/delete-plan.command.js';
import { UpdatePlanCommand } from '../application/commands/update-plan/update-plan.command.js';
import { PlansService } from '../application/plans.service.js';
import { CreatePlanRequest, UpdatePlanRequest } from './dto/plan.request.dto.js';
import { AdminPlanResponse, PlanListResponse } from './plans.controller.js';
import { BODY_LIMITS, BodyLimit } from '../../kernel/http/body-limits.js';

const ID_PARAM = { name: 'id', description: 'Plan id (uuid, the `_id` of the list)' };

/** Admin Plans (admin spec sections 2, 5 and 7): admins holding the `pricing` module, or superadmins. */
@ApiController('billing', 'admin/plans')
export class AdminPlansController {
  constructor(
    private readonly plans: PlansService,
    private readonly commands: CommandBus,
  ) {}

  /** Every plan, enabled or not, sorted by order. */
  @Get()
  @AdminOnly('pricing')
  @ApiOperation({ summary: 'List all plans for the admin', description: 'Enabled and disabled plans, sorted by order. Amounts in paise, gstRate a fraction.' })
  @Answers({ ok: PlanListResponse })
  async listAdminPlans(): Promise<PlanListResponse> {
    return { items: (await this.plans.listAll()).map(toPlanView) };
  }

  /** Creates a plan (admin spec section 5). */
  @Post()
  @BodyLimit(BODY_LIMITS.longText)
  @AdminOnly('pricing')
  @ApiOperation({
    summary: 'Create a plan',
    description:
      "Name is required ('Name is required') and unique (409). amount in paise (the form sends rupees × 100), gstRate a fraction (percent / 100). " +
      'Defaults: 18 % GST, colour blue, enabled, one-time and monthly allowed, INR, complaintLimit unlimited (null or blank), order = last order + 10. Records PlanCreated.',
  })
  @Answers({ created: AdminPlanResponse, conflict: "CONFLICT: 'A plan with this name already exists'" })
  createPlan(@Body() body: CreatePlanRequest, @CurrentUser() user: AuthenticatedUser): Promise<AdminPlanResponse> {
    return this.commands.execute(new CreatePlanCommand(body, { id: user.id, email: user.email }));
  }

  /** Edits some fields of a plan, or enables/disables it inline. */
  @Patch(':id')
  @BodyLimit(BODY_LIMITS.longText)
  @AdminOnly('pricing')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Update a plan',
    description: 'Any subset of the creation fields (inline edit, enable/disable). Records PlanUpdated with the changed fields.',
  })
  @Answers({ ok: AdminPlanResponse, notFound: "NOT_FOUND: 'Plan not found'", conflict: "CONFLICT: 'A plan with this name already exists'" })
  updatePlan(@Param('id') id: string, @Body() body: UpdatePlanRequest, @CurrentUser() user: AuthenticatedUser): Promise<AdminPlanResponse> {
    return this.commands.execute(new UpdatePlanCommand(id, body, { id: user.id, email: user.email }));
  }

  /** Deletes a plan; purchases and users keep its name. */
  @Delete(':id')
  @HttpCode(204)
  @AdminOnly('pricing')
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'Delete a plan', description: "Purchases, subscriptions and users keep the plan's name. Records PlanDeleted." })
  @ApiNoContentResponse({ description: 'Deleted' })
  @Answers({ notFound: "NOT_FOUND: 'Plan not found'" })
  async deletePlan(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.commands.execute(new DeletePlanCommand(id, { id: user.id, email: user.email }));
  }
}
