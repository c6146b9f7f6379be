import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import { formatMessage, MAX_PAGE, Messages } from '@civic/contracts';

/**
 * A query-string number: blank means "not given"; up to 15 digits become a number; anything else (letters, a
 * sign, a fraction, 40 digits) is kept as it is and fails the whole-number check, so it never reaches SQL.
 */
const toWholeNumber = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d{1,15}$/.test(text) ? Number(text) : text;
};

/** A whole number from `min` to `max`, with one message whatever fails (not a number, a fraction, out of range). */
export function WholeNumberIn(min: number, max: number, message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'wholeNumberIn',
      constraints: [min, max],
      validator: { validate: (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max },
    },
    { message },
  );
}

/** The page size of one list: its default (the spec's size) and the largest a caller may ask for. */
export interface PageSizeRule {
  defaultLimit: number;
  maxLimit: number;
}

/**
 * The base class of every paged list's query DTO (DESIGN.md, HTTP conventions: `{ items, total, page, pages }`):
 * `page` from 1 to MAX_PAGE (default 1) and `limit` from 1 to the list's maximum (default the spec's page size).
 * Anything else is 400 VALIDATION_FAILED with `details.fields.page` / `.limit`, never a 500. Extend it:
 * `class ListTicketsQuery extends PagedQuery({ defaultLimit: 50, maxLimit: 50 }) { q?: string }`, and read the
 * values with `pageOf(query, rule)`.
 */
export function PagedQuery(rule: PageSizeRule) {
  class PagedQueryDto {
    @ApiPropertyOptional({ description: `1-based page, at most ${MAX_PAGE}; default 1`, minimum: 1, maximum: MAX_PAGE, example: 1 })
    @Transform(toWholeNumber)
    @IsOptional()
    @WholeNumberIn(1, MAX_PAGE, formatMessage(Messages.common.pageInvalid, { max: MAX_PAGE }))
    page?: number;

    @ApiPropertyOptional({
      description: `Items per page, 1 to ${rule.maxLimit}; default ${rule.defaultLimit}`,
      minimum: 1,
      maximum: rule.maxLimit,
      example: rule.defaultLimit,
    })
    @Transform(toWholeNumber)
    @IsOptional()
    @WholeNumberIn(1, rule.maxLimit, formatMessage(Messages.common.limitInvalid, { max: rule.maxLimit }))
    limit?: number;
  }
  return PagedQueryDto;
}

/** The page, page size and row offset of a validated paged query, defaults applied. */
export function pageOf(query: { page?: number; limit?: number }, rule: PageSizeRule): { page: number; limit: number; offset: number } {
  const page = query.page ?? 1;
  const limit = query.limit ?? rule.defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
}
