/**
 * The content context's public surface: the only file other contexts may import (docs/architecture.md,
 * Boundaries): categories and templates for the complaints context and the workers, and the one placeholder rule.
 */
export { ContentModule } from './content.module.js';
export { CategoriesService, type CategoryInfo } from './application/categories.service.js';
export { EmailTemplatesService, type RenderedEmail } from './application/email-templates.service.js';
export { PdfTemplatesService } from './application/pdf-templates.service.js';
export { DEFAULT_PDF_TEMPLATES } from './domain/default-pdf-templates.js';
export { escapeHtml, fillPlaceholders, type TemplateValues } from './domain/placeholders.js';
export { CategoryEvent } from './domain/events/category.events.js';
export { TemplateEvent } from './domain/events/template.events.js';
export { TestimonialEvent } from './domain/events/testimonial.events.js';
/** The PDF content schema, shared by the documents worker's preview request (same OpenAPI schema). */
export { PdfTemplateContentDto } from './http/dto/pdf-template.dto.js';
