import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesService } from './application/categories.service.js';
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

/** Content: categories, public stats, email and PDF templates (DESIGN.md). */
@Module({
  imports: [TypeOrmModule.forFeature([Category, EmailTemplate, PdfTemplate])],
  controllers: [CategoriesController, AdminCategoriesController, AdminEmailTemplatesController, AdminPdfTemplatesController],
  providers: [EmailTemplatesService, DefaultCategoriesSeeder, CategoriesService, PdfTemplatesService],
  exports: [EmailTemplatesService, CategoriesService, PdfTemplatesService, TypeOrmModule],
})
export class ContentModule {}
