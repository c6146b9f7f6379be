import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { CATEGORY_KEY_MAX_LENGTH, formatMessage, Messages, RESPONSE_DAYS_MAX, RESPONSE_DAYS_MIN, splitSubcategories } from '@civic/contracts';
import { SORT_ORDER_BOUND, Trim } from '../../../kernel/http/field-rules.js';

const M = Messages.admin.categories;
const tooLong = (n: number) => ({ message: formatMessage(M.textTooLong, { n }) });

/** Subcategories arrive as an array or a comma separated string; both become a trimmed list without empties. */
function toSubcategoryList({ value }: { value: unknown }): unknown {
  if (typeof value === 'string') return splitSubcategories(value);
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
  return value;
}

const subcategoriesDoc = {
  description:
    'The specific issues of this category: an array of strings or one comma separated string; items are trimmed and empty ones dropped ' +
    '(admin spec section 5). "Other" is always offered to citizens separately.',
  oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }],
  example: ['Potholes', 'Damaged road surface'],
};

/** A category's texts in one language; blank texts fall back to English. */
export class CategoryTranslationRequest {
  @ApiPropertyOptional({ description: 'Name in this language.', example: 'सड़कें और गड्ढे' })
  @IsOptional()
  @IsString()
  @MaxLength(120, tooLong(120))
  name?: string;

  @ApiPropertyOptional({ description: 'Description in this language.', example: 'गड्ढे, टूटी सड़कें और अवरुद्ध फुटपाथ।' })
  @IsOptional()
  @IsString()
  @MaxLength(500, tooLong(500))
  description?: string;

  @ApiPropertyOptional({
    description: 'Labels of the English subcategories, position by position (an array, or one comma separated string); a blank label is English.',
    oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }],
    example: ['गड्ढे', 'क्षतिग्रस्त सड़क की सतह'],
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').map((s) => s.trim()) : value))
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(120, { each: true, ...tooLong(120) })
  subcategories?: string[];
}

/** Konkani, Marathi and Hindi texts of a category; a language left out keeps no texts (English is shown). */
export class CategoryTranslationsRequest {
  @ApiPropertyOptional({ type: CategoryTranslationRequest })
  @IsOptional()
  @ValidateNested()
  @Type(() => CategoryTranslationRequest)
  kok?: CategoryTranslationRequest;
  @ApiPropertyOptional({ type: CategoryTranslationRequest })
  @IsOptional()
  @ValidateNested()
  @Type(() => CategoryTranslationRequest)
  mr?: CategoryTranslationRequest;
  @ApiPropertyOptional({ type: CategoryTranslationRequest })
  @IsOptional()
  @ValidateNested()
  @Type(() => CategoryTranslationRequest)
  hi?: CategoryTranslationRequest;
}

/** Body of POST /api/admin/categories (admin spec sections 5 and 7). */
export class CreateCategoryRequest {
  @ApiPropertyOptional({
    description: `Unique key; lowercased, runs of other characters become one underscore, cut to ${CATEGORY_KEY_MAX_LENGTH} characters. Derived from the name when absent.`,
    example: 'water_supply',
  })
  @IsOptional()
  @IsString({ message: M.keyRequired })
  key?: string;

  /** Required ('Name is required'); checked by the entity after trimming so that blank names give the same message. */
  @ApiPropertyOptional({ description: "Display name (required: 'Name is required').", example: 'Water Supply' })
  @Trim()
  @IsOptional()
  @IsString({ message: M.nameRequired })
  @MaxLength(120, tooLong(120))
  name?: string;

  @ApiPropertyOptional({ description: 'Short description shown on the home page category grid.', example: 'Leaks, no water, contaminated supply.' })
  @IsOptional()
  @IsString()
  @MaxLength(500, tooLong(500))
  description?: string;

  @ApiPropertyOptional({ description: 'An emoji shown with the name.', example: '🚰' })
  @IsOptional()
  @IsString()
  @MaxLength(32, tooLong(32))
  icon?: string;

  @ApiPropertyOptional(subcategoriesDoc)
  @Transform(toSubcategoryList)
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(120, { each: true, ...tooLong(120) })
  subcategories?: string[];

  @ApiPropertyOptional({ description: 'Hidden from citizens when false. Default true.', example: true })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;

  @ApiPropertyOptional({
    description: 'Sort position (ascending). Default: the last order plus 10.',
    example: 90,
    minimum: -SORT_ORDER_BOUND,
    maximum: SORT_ORDER_BOUND,
  })
  @IsOptional()
  @IsInt({ message: M.orderInvalid })
  @Min(-SORT_ORDER_BOUND, { message: M.orderInvalid })
  @Max(SORT_ORDER_BOUND, { message: M.orderInvalid })
  order?: number;

  @ApiPropertyOptional({
    description: `Days the authority has to act once a complaint is forwarded (whole days, ${RESPONSE_DAYS_MIN} to ${RESPONSE_DAYS_MAX}; default 15). The due date is the end of the forwarding day plus these days, India time.`,
    example: 15,
    minimum: RESPONSE_DAYS_MIN,
    maximum: RESPONSE_DAYS_MAX,
  })
  @IsOptional()
  @IsInt({ message: formatMessage(M.responseDaysInvalid, { min: RESPONSE_DAYS_MIN, max: RESPONSE_DAYS_MAX }) })
  @Min(RESPONSE_DAYS_MIN, { message: formatMessage(M.responseDaysInvalid, { min: RESPONSE_DAYS_MIN, max: RESPONSE_DAYS_MAX }) })
  @Max(RESPONSE_DAYS_MAX, { message: formatMessage(M.responseDaysInvalid, { min: RESPONSE_DAYS_MIN, max: RESPONSE_DAYS_MAX }) })
  responseDays?: number;

  @ApiPropertyOptional({
    type: CategoryTranslationsRequest,
    description: 'Name, description and subcategory labels in kok, mr and hi. Replaces the stored translations when given.',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => CategoryTranslationsRequest)
  translations?: CategoryTranslationsRequest;
}

/** Body of PATCH /api/admin/categories/{id}: any subset of the creation fields. */
export class UpdateCategoryRequest extends CreateCategoryRequest {}
