import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailTemplatesService } from './application/email-templates.service.js';
import { Category } from './domain/category.entity.js';
import { EmailTemplate } from './domain/email-template.entity.js';
import { DefaultCategoriesSeeder } from './infrastructure/default-categories.seeder.js';

/** Content: categories, public stats, email and PDF templates (DESIGN.md). */
@Module({
  imports: [TypeOrmModule.forFeature([Category, EmailTemplate])],
  providers: [EmailTemplatesService, DefaultCategoriesSeeder],
  exports: [EmailTemplatesService, TypeOrmModule],
})
export class ContentModule {}
