import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { formatMessage, Messages, TESTIMONIAL_TEXT_MAX } from '@civic/contracts';
import type { TestimonialInfo } from '../../application/testimonials.service.js';
import { SORT_ORDER_BOUND, Trim } from '../../../kernel/http/field-rules.js';

const M = Messages.admin.testimonials;
const tooLong = (n: number) => ({ message: formatMessage(M.textTooLong, { n }) });

/** Body of POST /api/admin/testimonials (docs/adr/0045-testimonials.md). quote and name are required. */
export class CreateTestimonialRequest {
  @ApiPropertyOptional({
    description: `The person's words (required: '${M.quoteRequired}'), at most ${TESTIMONIAL_TEXT_MAX.quote} characters`,
    example: 'The streetlight on our lane was fixed in a week.',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: M.quoteRequired })
  @MaxLength(TESTIMONIAL_TEXT_MAX.quote, tooLong(TESTIMONIAL_TEXT_MAX.quote))
  quote?: string;

  @ApiPropertyOptional({ description: `The name as the person agreed to be named (required: '${M.nameRequired}')`, example: 'A. Fernandes' })
  @Trim()
  @IsOptional()
  @IsString({ message: M.nameRequired })
  @MaxLength(TESTIMONIAL_TEXT_MAX.name, tooLong(TESTIMONIAL_TEXT_MAX.name))
  name?: string;

  @ApiPropertyOptional({ description: 'Where they live (optional)', example: 'Mapusa' })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(TESTIMONIAL_TEXT_MAX.place, tooLong(TESTIMONIAL_TEXT_MAX.place))
  place?: string;

  @ApiPropertyOptional({
    description:
      'true records that the person consented to be quoted (the date is kept); false withdraws it. Without consent it is never shown. Default false.',
    example: true,
  })
  @IsOptional()
  @IsBoolean()
  consent?: boolean;

  @ApiPropertyOptional({ description: 'Shown on the home page when true (and consent is recorded). Default true.', example: true })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;

  @ApiPropertyOptional({
    description: 'Sort position (ascending). Default: the last order plus 10.',
    example: 10,
    minimum: -SORT_ORDER_BOUND,
    maximum: SORT_ORDER_BOUND,
  })
  @IsOptional()
  @IsInt({ message: M.orderInvalid })
  @Min(-SORT_ORDER_BOUND, { message: M.orderInvalid })
  @Max(SORT_ORDER_BOUND, { message: M.orderInvalid })
  order?: number;
}

/** Body of PATCH /api/admin/testimonials/{id}: any subset of the creation fields. */
export class UpdateTestimonialRequest extends CreateTestimonialRequest {}

/** A testimonial on the home page (GET /api/testimonials): enabled ones with consent only. */
export class PublicTestimonialResponse {
  @ApiProperty({ description: 'Testimonial id (uuid)', example: '1b4e28ba-2fa1-4d2b-883f-0016d3cca427' }) _id: string;
  @ApiProperty({ example: 'The streetlight on our lane was fixed in a week.' }) quote: string;
  @ApiProperty({ description: 'The name as the person agreed to be named', example: 'A. Fernandes' }) name: string;
  @ApiProperty({ description: 'Place; empty when not given', example: 'Mapusa' }) place: string;

  static of(t: TestimonialInfo): PublicTestimonialResponse {
    return { _id: t.id, quote: t.quote, name: t.name, place: t.place };
  }
}

export class PublicTestimonialListResponse {
  @ApiProperty({ type: [PublicTestimonialResponse] }) items: PublicTestimonialResponse[];
}

/** A testimonial as the admin manages it. */
export class TestimonialResponse extends PublicTestimonialResponse {
  @ApiProperty({ description: 'Consent to be quoted is recorded', example: true }) consent: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'When consent was recorded (ISO 8601, UTC); null without consent',
    example: '2026-11-20T09:00:00.000Z',
  })
  consentRecordedAt: string | null;
  @ApiProperty({ example: true }) enabled: boolean;
  @ApiProperty({ description: 'Sort position, ascending', example: 10 }) order: number;

  static override of(t: TestimonialInfo): TestimonialResponse {
    return { ...PublicTestimonialResponse.of(t), consent: t.consent, consentRecordedAt: t.consentRecordedAt, enabled: t.enabled, order: t.order };
  }
}

export class TestimonialListResponse {
  @ApiProperty({ type: [TestimonialResponse] }) items: TestimonialResponse[];
}
