import { Get } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Public, RevalidatedPublicList } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import type { Locale, PlanTranslation, Translations } from '@civic/contracts';
import { AnswersInRequestLanguage, RequestLocale } from '../../kernel/http/request-locale.decorator.js';
import { toLocalisedPlanView } from '../application/billing.view.js';
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

/** A plan on the pricing section: texts in the reader's language, `plan` its identity. */
export class PublicPlanResponse extends PlanResponse {
  @ApiProperty({
    description:
      "The plan's identity: its English name, as checkout requests (`plan`) and accounts (`plan`) name it. `name` is the same plan's name in the language of Accept-Language.",
    example: 'Premium Citizen',
  })
  plan: string;
  @ApiProperty({
    enum: ['en', 'kok', 'mr', 'hi'],
    description: "The language `name` is written in: the language of Accept-Language when the plan has a name in it, else 'en'.",
    example: 'hi',
  })
  language: Locale;
}

export class PublicPlanListResponse {
  @ApiProperty({ type: [PublicPlanResponse] }) items: PublicPlanResponse[];
}

/** A plan's texts in one language other than English. */
export class PlanTranslationDto implements PlanTranslation {
  @ApiPropertyOptional({ example: 'प्रीमियम नागरिक' }) name?: string;
  @ApiPropertyOptional() description?: string;
  @ApiPropertyOptional({ type: [String] }) features?: string[];
  @ApiPropertyOptional({ type: [String] }) limitations?: string[];
}

/** Konkani, Marathi and Hindi texts of a plan. */
export class PlanTranslationsDto implements Translations<PlanTranslation> {
  @ApiPropertyOptional({ type: PlanTranslationDto }) kok?: PlanTranslationDto;
  @ApiPropertyOptional({ type: PlanTranslationDto }) mr?: PlanTranslationDto;
  @ApiPropertyOptional({ type: PlanTranslationDto }) hi?: PlanTranslationDto;
}

/** A plan as admins edit it: the English record and its translations. */
export class AdminPlanResponse extends PlanResponse {
  @ApiProperty({ type: PlanTranslationsDto, description: 'Texts in kok, mr and hi as stored; English is the record itself.' })
  translations: PlanTranslationsDto;
}

export class PlanListResponse {
  @ApiProperty({ type: [AdminPlanResponse] }) items: AdminPlanResponse[];
}

@ApiController('billing', 'plans')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  /** The enabled plans, sorted by order (citizen spec section 7: GET /api/plans). */
  @Get()
  @Public()
  @RevalidatedPublicList()
  @AnswersInRequestLanguage()
  @ApiOperation({
    summary: 'List the enabled plans for the pricing section',
    description:
      'Name, description, features and limitations in the language of Accept-Language (English where a plan has no text in it); `plan` is the English name to send at checkout.',
  })
  @Answers({ ok: PublicPlanListResponse })
  async listPlans(@RequestLocale() locale: Locale): Promise<PublicPlanListResponse> {
    const plans = await this.plans.listEnabled();
    return { items: plans.map((p) => toLocalisedPlanView(p, locale)) };
  }
}
