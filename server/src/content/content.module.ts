import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesService } from './application/categories.service.js';
import { CreateCategoryHandler } from './application/commands/create-category/create-category.handler.js';
import { DeleteCategoryHandler } from './application/commands/delete-category/delete-category.handler.js';
import { ResetEmailTemplateHandler } from './application/commands/reset-email-template/reset-email-template.handler.js';
import { ResetPdfTemplateHandler } from './application/commands/reset-pdf-template/reset-pdf-template.handler.js';
import { SaveEmailTemplateHandler } from './application/commands/save-email-template/save-email-template.handler.js';
import { SavePdfTemplateHandler } from './application/commands/save-pdf-template/save-pdf-template.handler.js';
import { UpdateCategoryHandler } from './application/commands/update-category/update-category.handler.js';
import { EmailTemplatesService } from './application/email-templates.service.js';
import { PdfTemplatesService } from './application/pdf-templates.service.js';
import { Category } from './domain/category.entity.js';
import { EmailTemplate } from './domain/email-template.entity.js';
import { PdfTemplate } from './domain/pdf-template.entity.js';
import { AdminCategoriesController } from './http/admin-categories.controller.js';
import { AdminEmailTemplatesController } from './http/admin-email-templates.controller.js';
import { AdminPdfTemplatesController } from './http/admin-pdf-templates.controller.js';
import { CategoriesController } from './http/categories.controller.js';
import { DefaultCategoriesSeeder } from './infrastructure/default-categories.seeder.js';
import { CreateTestimonialHandler } from './application/commands/create-testimonial/create-testimonial.handler.js';
import { DeleteTestimonialHandler } from './application/commands/delete-testimonial/delete-testimonial.handler.js';
import { UpdateTestimonialHandler } from './application/commands/update-testimonial/update-testimonial.handler.js';
import { TestimonialsService } from './application/testimonials.service.js';
import { Testimonial } from './domain/testimonial.entity.js';
import { AdminTestimonialsController, TestimonialsController } from './http/testimonials.controller.js';

const COMMAND_HANDLERS = [
  CreateCategoryHandler,
  UpdateCategoryHandler,
  DeleteCategoryHandler,
  SaveEmailTemplateHandler,
  ResetEmailTemplateHandler,
  SavePdfTemplateHandler,
  ResetPdfTemplateHandler,
  CreateTestimonialHandler,
  UpdateTestimonialHandler,
  DeleteTestimonialHandler,
];

/**
 * Content: categories, email and PDF templates and the placeholder rule (DESIGN.md). Exports the read services of
 * categories and templates (docs/architecture.md); every change is a command.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Category, EmailTemplate, PdfTemplate, Testimonial])],
  controllers: [
    CategoriesController,
    AdminCategoriesController,
    AdminEmailTemplatesController,
    AdminPdfTemplatesController,
    TestimonialsController,
    AdminTestimonialsController,
  ],
  providers: [EmailTemplatesService, DefaultCategoriesSeeder, CategoriesService, PdfTemplatesService, TestimonialsService, ...COMMAND_HANDLERS],
  exports: [EmailTemplatesService, CategoriesService, PdfTemplatesService],
})
export class ContentModule {}
