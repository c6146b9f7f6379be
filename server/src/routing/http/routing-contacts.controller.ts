import { Body, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation } from '@nestjs/swagger';
import { Messages, type Paged } from '@civic/contracts';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { pageOf } from '../../kernel/http/paged-query.js';
import { ValidationError } from '../../kernel/errors/domain-error.js';
import { AuthorityResolver } from '../application/authority-resolver.service.js';
import { CreateRoutingContactCommand } from '../application/commands/create-routing-contact/create-routing-contact.command.js';
import { DeleteRoutingContactCommand } from '../application/commands/delete-routing-contact/delete-routing-contact.command.js';
import { UpdateRoutingContactCommand } from '../application/commands/update-routing-contact/update-routing-contact.command.js';
import { ListRoutingContactsQuery } from '../application/queries/list-routing-contacts/list-routing-contacts.query.js';
import { ListRoutingLogsQuery } from '../application/queries/list-routing-logs/list-routing-logs.query.js';
import type { RoutingContactView } from '../application/routing-contact.view.js';
import type { Actor } from '../../kernel/events/domain-event.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { ResolveAuthorityQuery } from './dto/geo.dto.js';
import {
  CreateRoutingContactRequest,
  DeleteRoutingContactResponse,
  ListRoutingContactsRequest,
  ListRoutingLogsRequest,
  ROUTING_CONTACTS_PAGE,
  ROUTING_LOGS_PAGE,
  RoutingContactListResponse,
  RoutingContactResponse,
  RoutingLogListResponse,
  UpdateRoutingContactRequest,
} from './dto/routing-contact.dto.js';
import { RoutingTestResponse } from './dto/routing-template.dto.js';

const actorOf = (user: AuthenticatedUser): Actor => ({ id: user.id, email: user.email });

/**
 * Routing contacts, the routing audit log and Test Routing (admin spec sections 2, 3, 5 and 7): admins
 * holding the routing module, and superadmins. Every change is recorded in the audit log.
 */
@ApiController('routing', 'admin/geo-routing')
export class RoutingContactsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly resolver: AuthorityResolver,
  ) {}

  /** One page of contacts, 20 per page (admin spec section 9), sorted by location with the default contact first. */
  @Get('contacts')
  @AdminOnly('routing')
  @ApiOperation({
    summary: 'List routing contacts',
    description: 'Filters: q (email or location), scope, level, active; page (1-based), limit (default 20, at most 100).',
  })
  @Answers({ ok: RoutingContactListResponse })
  listRoutingContacts(@Query() query: ListRoutingContactsRequest): Promise<Paged<RoutingContactView>> {
    return this.queries.execute(
      new ListRoutingContactsQuery({
        q: query.q,
        scope: query.scope,
        level: query.level,
        escalationLevel: query.escalationLevel,
        active: query.active,
        ...pageOf(query, ROUTING_CONTACTS_PAGE),
      }),
    );
  }

  /** Adds a contact (admin spec section 5, Routing contact add). */
  @Post('contacts')
  @AdminOnly('routing')
  @ApiOperation({
    summary: 'Add a routing contact',
    description:
      "Level = the deepest code given for the scope. 400: 'Authority Email is required', 'Designation is required', 'Invalid email: {value}', " +
      `'${Messages.admin.routing.locationRequired}', unknown or mismatched codes, unknown category. 409: a contact already exists for the location and category.`,
  })
  @Answers({
    created: RoutingContactResponse,
    badRequest: 'VALIDATION_FAILED with details.fields',
    conflict: `CONFLICT: '${Messages.admin.routing.contactExists}'`,
  })
  createRoutingContact(@Body() body: CreateRoutingContactRequest, @CurrentUser() user: AuthenticatedUser): Promise<RoutingContactView> {
    return this.commands.execute(new CreateRoutingContactCommand(body, actorOf(user)));
  }

  /** Edits a contact (admin spec section 5, Routing contact edit). */
  @Patch('contacts/:id')
  @AdminOnly('routing')
  @ApiOperation({
    summary: 'Edit a routing contact',
    description: 'authorityEmail, authorityDesignation, authorityName, phone, active, additionalRecipients; fields left out are kept.',
  })
  @Answers({
    ok: RoutingContactResponse,
    badRequest: 'VALIDATION_FAILED with details.fields',
    notFound: `NOT_FOUND: '${Messages.admin.routing.contactNotFound}'`,
  })
  updateRoutingContact(
    @Param('id') id: string,
    @Body() body: UpdateRoutingContactRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<RoutingContactView> {
    return this.commands.execute(new UpdateRoutingContactCommand(id, body, actorOf(user)));
  }

  /** Deletes a contact. */
  @Delete('contacts/:id')
  @AdminOnly('routing')
  @ApiOperation({ summary: 'Delete a routing contact' })
  @Answers({ ok: DeleteRoutingContactResponse, notFound: `NOT_FOUND: '${Messages.admin.routing.contactNotFound}'` })
  deleteRoutingContact(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<{ _id: string; deleted: true }> {
    return this.commands.execute(new DeleteRoutingContactCommand(id, actorOf(user)));
  }

  /** The routing audit log, newest first, 20 per page (admin spec sections 2 and 9). */
  @Get('logs')
  @AdminOnly('routing')
  @ApiOperation({ summary: 'Routing audit log', description: 'Contact creations, edits, deletions and template imports, newest first.' })
  @Answers({ ok: RoutingLogListResponse })
  listRoutingLogs(@Query() query: ListRoutingLogsRequest): Promise<RoutingLogListResponse> {
    const { page, limit } = pageOf(query, ROUTING_LOGS_PAGE);
    return this.queries.execute(new ListRoutingLogsQuery(page, limit));
  }

  /**
   * Test Routing (admin spec section 2): the same resolution as GET /api/geo/resolve-authority, with every
   * step tried, so an admin sees why a fallback happened (an inactive contact, a missing one).
   */
  @Get('test')
  @AdminOnly('routing')
  @ApiOperation({
    summary: 'Test routing for a location and category',
    description: "200 even when nothing matches: found false and 'No contact found for the selected location.'",
  })
  @Answers({ ok: RoutingTestResponse, badRequest: 'VALIDATION_FAILED: a malformed code, or no code at all' })
  async testRouting(@Query() query: ResolveAuthorityQuery): Promise<RoutingTestResponse> {
    if (!query.district && !query.subdistrict && !query.village && !query.ulb) throw ValidationError.field('district', Messages.admin.routing.locationRequired);
    const trace = await this.resolver.explain({
      districtCode: query.district,
      subdistrictCode: query.subdistrict,
      villageCode: query.village,
      ulbCode: query.ulb,
      categoryKey: query.category ?? null,
    });
    return {
      found: trace.result !== null,
      result: trace.result,
      message: trace.result ? null : Messages.admin.routing.noContact,
      expectedLevel: trace.expectedLevel,
      attempts: trace.attempts,
    };
  }
}
