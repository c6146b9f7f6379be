import { Body, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { ALERTS_PER_OWNER, DEFAULT_LOCALE, Messages } from '@civic/contracts';
import { ValidationError } from '../../kernel/errors/domain-error.js';
import { CurrentUser, Public, SignedIn, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController, BusController } from '../../kernel/http/api-controller.js';
import { BODY_LIMITS, BodyLimit } from '../../kernel/http/body-limits.js';
import { RateLimited } from '../../kernel/http/rate-limit.decorator.js';
import { ConfirmAlertCommand } from '../application/commands/confirm-alert/confirm-alert.command.js';
import { DeleteAlertCommand } from '../application/commands/delete-alert/delete-alert.command.js';
import { SubscribeAlertCommand } from '../application/commands/subscribe-alert/subscribe-alert.command.js';
import { UnsubscribeAlertCommand } from '../application/commands/unsubscribe-alert/unsubscribe-alert.command.js';
import { ListAddressAlertsQuery } from '../application/queries/list-address-alerts/list-address-alerts.query.js';
import { ListMyAlertsQuery } from '../application/queries/list-my-alerts/list-my-alerts.query.js';
import type { AlertArea } from '../domain/area-alert.entity.js';
import { AlertIdParam, AlertTokenQuery, CreateAlertRequest } from './dto/alerts.request.dto.js';
import { AddressAlertListResponse, AlertActionResponse, AlertCreatedResponse, AlertListResponse } from './dto/alerts.response.dto.js';

const M = Messages.alerts;
const VALIDATION = 'VALIDATION_FAILED with details.fields = { field: [message] }';

/**
 * Area alerts by email (docs/adr/0147-area-alerts.md): subscribe to the new complaints and/or updates of a taluka, a
 * ULB, a village or a circle, optionally of some categories, at once or as a daily digest; list and delete one's own;
 * confirm an address and unsubscribe with an emailed token, by POST only (an emailed link opens a client page).
 */
@ApiController('alerts', 'alerts')
export class AlertsController extends BusController {
  @Post()
  @BodyLimit(BODY_LIMITS.form)
  @Public()
  @RateLimited()
  @ApiOperation({
    summary: 'Subscribe to an area’s alerts',
    description:
      'Exactly one area: taluka, ulb or village (LGD codes, as the public map’s and the area feed’s filters), or a circle (lat, lng, radius in metres, ' +
      `200 to 5000, centre in Goa). categories: category keys (none: all). events: new and/or updates. frequency: instant or daily. Signed in: the account’s ` +
      'address and language, active at once. Signed out: email (required) and locale (the page’s language); the alert stays pending until the link ' +
      `emailed to that address is opened and confirmed (POST /api/alerts/confirm). At most ${ALERTS_PER_OWNER} alerts per account or address. Rate-limited per IP.`,
  })
  @Answers({
    created: AlertCreatedResponse,
    badRequest: `${VALIDATION}: '${M.areaRequired}', '${M.oneAreaOnly}', '${Messages.feeds.circleIncomplete}', '${Messages.feeds.radiusInvalid}', '${Messages.feeds.centreOutsideGoa}', '${Messages.feeds.placeUnknown}', '${M.categoryUnknown}', '${M.eventsRequired}', '${M.frequencyInvalid}', '${M.emailRequired}'`,
    conflict: `CONFLICT: '${M.tooMany}'`,
  })
  async createAlert(@Body() body: CreateAlertRequest, @CurrentUser() user: AuthenticatedUser | undefined): Promise<AlertCreatedResponse> {
    const area = areaOf(body);
    if (!user && !body.email) throw ValidationError.field('email', M.emailRequired);
    const owner = user
      ? { userId: user.id, email: user.email, locale: user.locale ?? DEFAULT_LOCALE }
      : { userId: null, email: body.email!, locale: body.locale ?? DEFAULT_LOCALE };
    const created = await this.commands.execute(
      new SubscribeAlertCommand(area, body.categories ?? [], body.events, body.frequency, owner, user ? { id: user.id, email: user.email } : null),
    );
    return { ...created, message: created.status === 'pending' ? M.confirmEmailSent : M.created };
  }

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'List my alerts', description: 'The signed-in caller’s alerts, newest first (at most 20).' })
  @Answers({ ok: AlertListResponse })
  async listMyAlerts(@CurrentUser() user: AuthenticatedUser): Promise<AlertListResponse> {
    return { items: await this.queries.execute(new ListMyAlertsQuery(user.id)) };
  }

  @Get('manage')
  @Public()
  @RateLimited()
  @ApiOperation({
    summary: 'List an address’s alerts (the link in every alert email)',
    description:
      'Every alert email links to /alerts/manage?token=…, which reads this: the alerts whose emails go to the address the token names (one who ' +
      'subscribed without an account has no other list), newest first, each with the token its Stop button POSTs to /api/alerts/unsubscribe. ' +
      'Reading changes nothing. Rate-limited per IP.',
  })
  @Answers({ ok: AddressAlertListResponse, badRequest: `VALIDATION_FAILED: '${M.linkInvalid}'` })
  async listAddressAlerts(@Query() query: AlertTokenQuery): Promise<AddressAlertListResponse> {
    const list = await this.queries.execute(new ListAddressAlertsQuery(query.token));
    if (!list) throw ValidationError.field('token', M.linkInvalid);
    return list;
  }

  @Delete(':id')
  @SignedIn()
  @ApiParam({ name: 'id', description: 'The alert’s id (uuid)' })
  @ApiOperation({ summary: 'Delete one of my alerts', description: `Answers { message: '${M.deleted}' }; another’s alert is 404 as an unknown one.` })
  @Answers({ ok: AlertActionResponse, notFound: `NOT_FOUND: '${M.notFound}'` })
  async deleteAlert(@Param() params: AlertIdParam, @CurrentUser() user: AuthenticatedUser): Promise<AlertActionResponse> {
    await this.commands.execute(new DeleteAlertCommand(params.id, { id: user.id, email: user.email }));
    return { message: M.deleted, areaName: '' };
  }

  @Post('confirm')
  @HttpCode(200)
  @Public()
  @RateLimited()
  @ApiOperation({
    summary: 'Confirm an address’s alert',
    description:
      'The confirmation page POSTs the token of the emailed link (the link itself only opens the page: mail scanners follow links). Confirming twice is harmless.',
  })
  @Answers({ ok: AlertActionResponse, badRequest: `VALIDATION_FAILED: '${M.linkInvalid}'`, notFound: `NOT_FOUND: '${M.notFound}'` })
  async confirmAlert(@Query() query: AlertTokenQuery): Promise<AlertActionResponse> {
    const { areaName } = await this.commands.execute(new ConfirmAlertCommand(query.token));
    return { message: M.confirmed, areaName };
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @BodyLimit(BODY_LIMITS.form)
  @Public()
  @RateLimited()
  @ApiOperation({
    summary: 'Unsubscribe from an alert (one click)',
    description:
      'RFC 8058 one-click unsubscribe: every alert email’s List-Unsubscribe header points here (List-Unsubscribe-Post: List-Unsubscribe=One-Click), ' +
      'and its unsubscribe page POSTs here too. Deletes the alert; one already deleted answers the same. Nothing happens on GET.',
  })
  @Answers({ ok: AlertActionResponse, badRequest: `VALIDATION_FAILED: '${M.linkInvalid}'` })
  async unsubscribeAlert(@Query() query: AlertTokenQuery): Promise<AlertActionResponse> {
    await this.commands.execute(new UnsubscribeAlertCommand(query.token));
    return { message: M.unsubscribed, areaName: '' };
  }
}

/** The one area a request names; none, or more than one kind, or a circle without all three values, is refused. */
function areaOf(body: CreateAlertRequest): AlertArea {
  const circleGiven = [body.lat, body.lng, body.radius].filter((v) => v !== undefined).length;
  const kinds = [body.taluka, body.ulb, body.village].filter((v) => v !== undefined).length + (circleGiven > 0 ? 1 : 0);
  if (kinds === 0) throw ValidationError.field('taluka', M.areaRequired);
  if (kinds > 1) throw ValidationError.field('taluka', M.oneAreaOnly);
  if (body.taluka) return { kind: 'taluka', code: body.taluka };
  if (body.ulb) return { kind: 'ulb', code: body.ulb };
  if (body.village) return { kind: 'village', code: body.village };
  if (circleGiven < 3)
    throw ValidationError.field(body.radius === undefined ? 'radius' : body.lat === undefined ? 'lat' : 'lng', Messages.feeds.circleIncomplete);
  return { kind: 'circle', lat: body.lat!, lng: body.lng!, radiusMetres: body.radius! };
}
