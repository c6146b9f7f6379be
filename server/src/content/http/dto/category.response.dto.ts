import { ApiProperty } from '@nestjs/swagger';
import { localisedCategoryTexts, type CategoryTranslation, type Locale, type Translations } from '@civic/contracts';
import type { CategoryInfo } from '../../application/categories.service.js';

/** A category as the client shows it (citizen spec section 3; admin spec section 3). */
export class CategoryResponse {
  @ApiProperty({ description: 'Category id (uuid)', example: '1b4e28ba-2fa1-4d2b-883f-0016d3cca427' }) _id: string;
  @ApiProperty({ description: 'Lowercase letters, digits and underscores; at most 50 characters', example: 'roads' }) key: string;
  @ApiProperty({ example: 'Roads & Potholes' }) name: string;
  @ApiProperty({ type: [String], description: 'Specific issues; "Other" is offered separately', example: ['Potholes', 'Damaged road surface'] })
  subcategories: string[];
  @ApiProperty({ description: 'An emoji', example: '🛣️' }) icon: string;
  @ApiProperty({ example: 'Potholes, damaged roads, missing signage and blocked footpaths.' }) description: string;
  @ApiProperty({ description: 'Disabled categories are hidden from citizens' }) enabled: boolean;
  @ApiProperty({ description: 'Sort position, ascending', example: 10 }) order: number;
  @ApiProperty({
    description: 'Days the authority has to act once a complaint of this category is forwarded; the due date is the end of that day in India time.',
    example: 15,
  })
  responseDays: number;

  @ApiProperty({
    type: [String],
    description:
      'The subcategories as the reader reads them, in the language of Accept-Language, position by position with `subcategories` ' +
      '(English where a label is missing). Show these; send the entry of `subcategories` at the same position when filing.',
    example: ['गड्ढे', 'क्षतिग्रस्त सड़क की सतह'],
  })
  subcategoryLabels: string[];
  @ApiProperty({
    enum: ['en', 'kok', 'mr', 'hi'],
    description:
      "The language `name` is written in: the language of Accept-Language when the category has a name in it, else 'en' (for the page's lang attribute).",
    example: 'hi',
  })
  language: Locale;

  /** The category for a reader of `locale`: name, description and subcategory labels in that language, else English. */
  static of(c: CategoryInfo, locale: Locale = 'en'): CategoryResponse {
    const texts = localisedCategoryTexts(c, locale);
    return {
      _id: c.id,
      key: c.key,
      name: texts.name,
      subcategories: c.subcategories,
      subcategoryLabels: texts.subcategoryLabels,
      icon: c.icon,
      description: texts.description,
      enabled: c.enabled,
      order: c.order,
      responseDays: c.responseDays,
      language: texts.language,
    };
  }
}

export class CategoryListResponse {
  @ApiProperty({ type: [CategoryResponse] }) items: CategoryResponse[];
}

/** A category's texts in one language other than English (absent texts are English). */
export class CategoryTranslationDto implements CategoryTranslation {
  @ApiProperty({ required: false, example: 'सड़कें और गड्ढे' }) name?: string;
  @ApiProperty({ required: false, example: 'गड्ढे, टूटी सड़कें, गायब संकेत-चिह्न और अवरुद्ध फुटपाथ।' }) description?: string;
  @ApiProperty({ required: false, type: [String], description: 'Labels of the English subcategories, position by position; blank = English.' })
  subcategories?: string[];
}

/** Konkani, Marathi and Hindi texts of a category. */
export class CategoryTranslationsDto implements Translations<CategoryTranslation> {
  @ApiProperty({ required: false, type: CategoryTranslationDto }) kok?: CategoryTranslationDto;
  @ApiProperty({ required: false, type: CategoryTranslationDto }) mr?: CategoryTranslationDto;
  @ApiProperty({ required: false, type: CategoryTranslationDto }) hi?: CategoryTranslationDto;
}

/** A category as admins edit it: the English record (name, description, subcategories) and its translations. */
export class AdminCategoryResponse extends CategoryResponse {
  @ApiProperty({ type: CategoryTranslationsDto, description: 'Texts in kok, mr and hi as stored; English is the record itself.' })
  translations: CategoryTranslationsDto;

  static ofAdmin(c: CategoryInfo): AdminCategoryResponse {
    return { ...CategoryResponse.of(c), translations: c.translations };
  }
}

export class AdminCategoryListResponse {
  @ApiProperty({ type: [AdminCategoryResponse] }) items: AdminCategoryResponse[];
}
