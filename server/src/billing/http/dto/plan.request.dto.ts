import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { formatMessage, Messages, PLAN_COLORS, type PlanColor } from '@civic/contracts';
import { SORT_ORDER_BOUND, Trim } from '../../../kernel/http/field-rules.js';

/** The largest monthly complaint limit a plan takes: far above any citizen's need, and inside the integer column. */
const COMPLAINT_LIMIT_MAX = 1_000_000;

const M = Messages.billing;
const tooLong = (n: number) => ({ message: formatMessage(M.reasonTooLong, { n }) });

/** Features and limitations: an array, or one string with one item per line; trimmed, empty lines dropped (admin spec section 5). */
function toLines({ value }: { value: unknown }): unknown {
  const list = typeof value === 'string' ? value.split(/\r?\n/) : value;
  if (!Array.isArray(list)) return list;
  return list.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
}

/** Complaints per month: blank or null means unlimited (admin spec section 5). */
function toLimit({ value }: { value: unknown }): unknown {
  if (value === '' || value === null) return null;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim())) return Number(value.trim());
  return value;
}

/**
 * An optional list of lines (features, limitations), each at most 200 characters: an array of strings, or one string
 * with one item per line; items are trimmed and empty lines dropped (admin spec section 5).
 */
function LineList(what: string, example: string[]): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      description: `${what}: an array of strings, or one string with one item per line; items are trimmed and empty lines dropped (admin spec section 5).`,
      oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }],
      example,
    }),
    Transform(toLines),
    IsOptional(),
    IsArray(),
    IsString({ each: true }),
    MaxLength(200, { each: true, ...tooLong(200) }),
  );
}

/** A plan's texts in one language; blank texts and empty lists fall back to English. */
export class PlanTranslationRequest {
  @ApiPropertyOptional({ description: "Name in this language (the English name stays the plan's identity).", example: 'प्रीमियम नागरिक' })
  @IsOptional()
  @IsString()
  @MaxLength(100, tooLong(100))
  name?: string;

  @ApiPropertyOptional({ description: 'Description in this language.', example: 'सक्रिय नागरिकों के लिए ज़्यादा शिकायतें और फ़ोटो।' })
  @IsOptional()
  @IsString()
  @MaxLength(500, tooLong(500))
  description?: string;

  @LineList('What the plan gives, in this language', ['हर महीने 10 शिकायतें'])
  features?: string[];

  @LineList('What the plan does not give, in this language', ['जीएसटी चालान नहीं'])
  limitations?: string[];
}

/** Konkani, Marathi and Hindi texts of a plan. */
export class PlanTranslationsRequest {
  @ApiPropertyOptional({ type: PlanTranslationRequest }) @IsOptional() @ValidateNested() @Type(() => PlanTranslationRequest) kok?: PlanTranslationRequest;
  @ApiPropertyOptional({ type: PlanTranslationRequest }) @IsOptional() @ValidateNested() @Type(() => PlanTranslationRequest) mr?: PlanTranslationRequest;
  @ApiPropertyOptional({ type: PlanTranslationRequest }) @IsOptional() @ValidateNested() @Type(() => PlanTranslationRequest) hi?: PlanTranslationRequest;
}

/** The fields shared by creating and editing a plan (admin spec sections 3, 5 and 7). */
class PlanFieldsRequest {
  @ApiPropertyOptional({ description: 'Short description on the plan card.', example: 'More complaints and photos for active citizens.' })
  @IsOptional()
  @IsString()
  @MaxLength(1000, tooLong(1000))
  description?: string;

  @ApiPropertyOptional({
    description: 'Price before GST in paise (the form enters rupees and sends rupees × 100, rounded). Default 0.',
    example: 19900,
    minimum: 0,
  })
  @IsOptional()
  @IsInt({ message: M.amountInvalid })
  @Min(0, { message: M.amountInvalid })
  @Max(100_000_000, { message: M.amountInvalid })
  amount?: number;

  @ApiPropertyOptional({ description: 'Currency; only INR. Default INR.', example: 'INR', enum: ['INR'] })
  @IsOptional()
  @IsIn(['INR'], { message: M.currencyUnsupported })
  currency?: string;

  @ApiPropertyOptional({
    description: 'GST as a fraction (the form enters a percent and sends percent / 100). Default 0.18 (18 %).',
    example: 0.18,
    minimum: 0,
    maximum: 1,
  })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 4 }, { message: M.gstRateInvalid })
  @Min(0, { message: M.gstRateInvalid })
  @Max(1, { message: M.gstRateInvalid })
  gstRate?: number;

  @ApiPropertyOptional({ description: 'Card and checkout colour. Default blue.', enum: PLAN_COLORS, example: 'blue' })
  @IsOptional()
  @IsIn(PLAN_COLORS, { message: M.colorInvalid })
  color?: PlanColor;

  @ApiPropertyOptional({ description: "Marked 'popular' on the pricing section. Default false.", example: false })
  @IsOptional()
  @IsBoolean()
  popular?: boolean;

  @ApiPropertyOptional({ description: 'Shown on the pricing section and purchasable. Default true.', example: true })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;

  @ApiPropertyOptional({
    description: 'Sort order (ascending). Default: the last order plus 10.',
    example: 40,
    minimum: -SORT_ORDER_BOUND,
    maximum: SORT_ORDER_BOUND,
  })
  @IsOptional()
  @IsInt({ message: M.orderInvalid })
  @Min(-SORT_ORDER_BOUND, { message: M.orderInvalid })
  @Max(SORT_ORDER_BOUND, { message: M.orderInvalid })
  order?: number;

  @ApiPropertyOptional({ description: 'One-time payment allowed. Default true.', example: true })
  @IsOptional()
  @IsBoolean()
  allowOneTime?: boolean;

  @ApiPropertyOptional({ description: 'Monthly subscription allowed. Default true.', example: true })
  @IsOptional()
  @IsBoolean()
  allowRecurring?: boolean;

  @LineList('What the plan gives', ['10 complaints per month', 'Up to 5 photos of 10MB per complaint'])
  features?: string[];

  @LineList('What the plan does not give', ['No GST invoice'])
  limitations?: string[];

  @ApiPropertyOptional({
    description: 'Complaints per calendar month, a whole number from 0 to 1,000,000; null or blank means unlimited. Default unlimited.',
    type: Number,
    nullable: true,
    example: 10,
    minimum: 0,
    maximum: COMPLAINT_LIMIT_MAX,
  })
  @Transform(toLimit)
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsInt({ message: M.complaintLimitInvalid })
  @Min(0, { message: M.complaintLimitInvalid })
  @Max(COMPLAINT_LIMIT_MAX, { message: M.complaintLimitInvalid })
  complaintLimit?: number | null;

  @ApiPropertyOptional({
    description: 'Photos per complaint, 1 to 5 (each at most 10 MB). Default 1 for a free plan, 5 for a paid one.',
    example: 5,
    minimum: 1,
    maximum: 5,
  })
  @IsOptional()
  @IsInt({ message: M.photoLimitInvalid })
  @Min(1, { message: M.photoLimitInvalid })
  @Max(5, { message: M.photoLimitInvalid })
  photoLimit?: number;

  @ApiPropertyOptional({
    type: PlanTranslationsRequest,
    description: 'Name, description, features and limitations in kok, mr and hi. Replaces the stored translations when given.',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => PlanTranslationsRequest)
  translations?: PlanTranslationsRequest;
}

/** Body of POST /api/admin/plans. */
export class CreatePlanRequest extends PlanFieldsRequest {
  @ApiProperty({ description: "Plan name, unique (required: 'Name is required').", example: 'Resident Group' })
  @Trim()
  @MaxLength(100, tooLong(100))
  @IsString({ message: Messages.admin.plans.nameRequired })
  name: string;
}

/** Body of PATCH /api/admin/plans/{id}: any subset of the creation fields. */
export class UpdatePlanRequest extends PlanFieldsRequest {
  @ApiPropertyOptional({ description: 'Plan name, unique. Users already on the plan keep the old name.', example: 'Resident Group' })
  @Trim()
  @IsOptional()
  @IsString({ message: Messages.admin.plans.nameRequired })
  @MaxLength(100, tooLong(100))
  name?: string;
}
