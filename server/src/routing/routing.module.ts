import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/public.js';
import { ContentModule } from '../content/public.js';
import { AuthorityResolver } from './application/authority-resolver.service.js';
import { CreateRoutingContactHandler } from './application/commands/create-routing-contact/create-routing-contact.handler.js';
import { DeleteRoutingContactHandler } from './application/commands/delete-routing-contact/delete-routing-contact.handler.js';
import { ImportRoutingTemplateHandler } from './application/commands/import-routing-template/import-routing-template.handler.js';
import { UpdateRoutingContactHandler } from './application/commands/update-routing-contact/update-routing-contact.handler.js';
import { GeographyService } from './application/geography.service.js';
import { PlaceSearchService } from './application/place-search.service.js';
import { MarkAddressesFailingHandler } from './application/commands/mark-addresses-failing/mark-addresses-failing.handler.js';
import { FailingAddress } from './domain/failing-address.entity.js';
import { ListRoutingContactsHandler } from './application/queries/list-routing-contacts/list-routing-contacts.handler.js';
import { ListRoutingLogsHandler } from './application/queries/list-routing-logs/list-routing-logs.handler.js';
import { RoutingTemplateService } from './application/routing-template.service.js';
import { District, Subdistrict, Ulb, Village } from './domain/geography.entities.js';
import { RoutingContact } from './domain/routing-contact.entity.js';
import { GeoController } from './http/geo.controller.js';
import { RoutingContactsController } from './http/routing-contacts.controller.js';
import { RoutingTemplateController } from './http/routing-template.controller.js';
import { GoaGeographySeeder } from './infrastructure/goa-geography.seeder.js';
import { RoutingXlsx } from './infrastructure/xlsx/routing-xlsx.js';

/**
 * Routing: Goa geography, routing contacts, authority resolution, template import, place search (DESIGN.md).
 * Exports AuthorityResolver (the one resolution rule, for the complaints context) and GeographyService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([District, Subdistrict, Village, Ulb, RoutingContact, FailingAddress]), AuditModule, ContentModule],
  controllers: [GeoController, RoutingContactsController, RoutingTemplateController],
  providers: [
    GoaGeographySeeder,
    GeographyService,
    AuthorityResolver,
    PlaceSearchService,
    RoutingTemplateService,
    RoutingXlsx,
    CreateRoutingContactHandler,
    UpdateRoutingContactHandler,
    DeleteRoutingContactHandler,
    ImportRoutingTemplateHandler,
    ListRoutingContactsHandler,
    MarkAddressesFailingHandler,
    ListRoutingLogsHandler,
  ],
  exports: [TypeOrmModule, AuthorityResolver, GeographyService, PlaceSearchService],
})
export class RoutingModule {}
