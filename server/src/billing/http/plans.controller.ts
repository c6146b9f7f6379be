import { Get } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Public, RevalidatedPublicList } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { toPlanView } from '../application/billing.view.js';
import { PlansService } from '../application/plans.service.js';

export class PlanResponse {
  @ApiProperty({ example: '6f1c…' }) _id: string;
  @ApiProperty({ example: 'Premium Citizen' }) name: string;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'Price before GST in paise (1 rupee = 100 paise)', example: 19900 }) amount: number;
  @ApiProperty({ example: 'INR' }) currency: string;
  @ApiProperty({ description: 'GST as a fraction (0.18 = 18 %)', example: 0.18 }) gstRate: number;
  @ApiProperty({ example: 'blue' }) color: string;
  @ApiProperty() popular: boolean;
  @ApiProperty({ description: 'Shown on the pricing section and purchasable', example: true }) enabled: boolean;
  @ApiProperty({ description: 'One-time purchase allowed' }) oneTime: boolean;
  @ApiProperty() allowOneTime: boolean;
  @ApiProperty({ description: 'Monthly subscription allowed' }) allowRecurring: boolean;
  @ApiProperty({ type: [String] }) features: string[];
  @ApiProperty({ type: [String] }) limitations: string[];
  @ApiPropertyOptional({ description: 'Complaints per calendar month; null means unlimited', type: Number, nullable: true }) complaintLimit: number | null;
  @ApiProperty({ description: 'Photos per complaint' }) photoLimit: number;
  @ApiProperty() order: number;
}

export class PlanListResponse {
  @ApiProperty({ type: [PlanResponse] }) items: PlanResponse[];
}

@ApiController('billing', 'plans')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  /** The enabled plans, sorted by order (citizen spec section 7: GET /api/plans). */
  @Get()
  @Public()
  @RevalidatedPublicList()
  @ApiOperation({ summary: 'List the enabled plans for the pricing section' })
  @Answers({ ok: PlanListResponse })
  async listPlans(): Promise<PlanListResponse> {
    const plans = await this.plans.listEnabled();
    return { items: plans.map(toPlanView) };
  }
}
