import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, type Repository } from 'typeorm';
import { Testimonial } from '../domain/testimonial.entity.js';

/** A testimonial as the admin sees it. */
export interface TestimonialInfo {
  id: string;
  quote: string;
  name: string;
  place: string;
  consent: boolean;
  consentRecordedAt: string | null;
  enabled: boolean;
  order: number;
}

export function toTestimonialInfo(t: Testimonial): TestimonialInfo {
  return {
    id: t.id,
    quote: t.quote,
    name: t.name,
    place: t.place,
    consent: t.consentRecordedAt !== null,
    consentRecordedAt: t.consentRecordedAt ? t.consentRecordedAt.toISOString() : null,
    enabled: t.enabled,
    order: t.order,
  };
}

/** Reads of testimonials: the home page's (enabled, consented, by order) and the admin's (all, by order). */
@Injectable()
export class TestimonialsService {
  constructor(@InjectRepository(Testimonial) private readonly testimonials: Repository<Testimonial>) {}

  async listPublic(): Promise<TestimonialInfo[]> {
    const rows = await this.testimonials.find({ where: { enabled: true, consentRecordedAt: Not(IsNull()) }, order: { order: 'ASC', createdAt: 'ASC' } });
    return rows.map(toTestimonialInfo);
  }

  async listAll(): Promise<TestimonialInfo[]> {
    return (await this.testimonials.find({ order: { order: 'ASC', createdAt: 'ASC' } })).map(toTestimonialInfo);
  }
}
