import { ApiProperty } from '@nestjs/swagger';
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

  static of(c: CategoryInfo): CategoryResponse {
    return {
      _id: c.id,
      key: c.key,
      name: c.name,
      subcategories: c.subcategories,
      icon: c.icon,
      description: c.description,
      enabled: c.enabled,
      order: c.order,
      responseDays: c.responseDays,
    };
  }
}

export class CategoryListResponse {
  @ApiProperty({ type: [CategoryResponse] }) items: CategoryResponse[];
}
