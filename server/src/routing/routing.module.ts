import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { District, Subdistrict, Ulb, Village } from './domain/geography.entities.js';
import { GoaGeographySeeder } from './infrastructure/goa-geography.seeder.js';

/** Routing: Goa geography, routing contacts, authority resolution, template import, place search (DESIGN.md). */
@Module({
  imports: [TypeOrmModule.forFeature([District, Subdistrict, Village, Ulb])],
  providers: [GoaGeographySeeder],
  exports: [TypeOrmModule],
})
export class RoutingModule {}
