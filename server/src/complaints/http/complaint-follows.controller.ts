import { Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { Messages, type Locale } from '@civic/contracts';
import { CurrentUser, Public, SignedIn, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController, BusController } from '../../kernel/http/api-controller.js';
import { pageOf } from '../../kernel/http/paged-query.js';
import { RateLimited } from '../../kernel/http/rate-limit.decorator.js';
import { AnswersInRequestLanguage, ReaderLocale } from '../../kernel/http/request-locale.decorator.js';
import { NotFoundError } from '../../kernel/errors/domain-error.js';
import { FollowComplaintCommand, type FollowState } from '../application/commands/follow-complaint/follow-complaint.command.js';
import { UnfollowComplaintCommand } from '../application/commands/unfollow-complaint/unfollow-complaint.command.js';
import { ComplaintFollowersService } from '../application/complaint-followers.service.js';
import { ComplaintWords } from '../application/complaint-words.service.js';
import { FollowLinkUrls } from '../application/follow-link-keys.js';
import { ListFollowedComplaintsQuery } from '../application/queries/list-followed-complaints/list-followed-complaints.query.js';
import {
  FOLLOWED_PAGE,
  FollowedComplaintListResponse,
  FollowStateResponse,
  ListFollowedComplaintsRequest,
  UnfollowTokenQuery,
} from './dto/complaint-follows.dto.js';

const ID_PARAM = { name: 'id', description: "The complaint's public id", example: 'GOA-2026-000123' };
const NOT_FOUND = `NOT_FOUND '${Messages.admin.complaints.notFound}': no complaint has this id (as its public page /c/{id} answers)`;

/**
 * Following a complaint (docs/adr/0149-following-a-complaint.md): a signed-in person who did not file it receives its
 * public updates by email and sees it on My Complaints; 'Me too' follows too. PUT and DELETE are idempotent. The
 * follower's email unfollows through a page that POSTs, or its List-Unsubscribe one-click POST (RFC 8058).
 */
@ApiController('complaints', 'complaints')
export class ComplaintFollowsController extends BusController {
  constructor(
    commands: CommandBus,
    queries: QueryBus,
    private readonly followers: ComplaintFollowersService,
    private readonly links: FollowLinkUrls,
    private readonly words: ComplaintWords,
  ) {
    super(commands, queries);
  }

  @Get('followed')
  @SignedIn()
  @AnswersInRequestLanguage()
  @ApiOperation({
    summary: 'List the complaints I follow',
    description:
      'The complaints the caller follows (by Follow or Me too), most recently followed first, paged ({ items, total, page, pages }; ' +
      `limit 1 to ${FOLLOWED_PAGE.maxLimit}, default ${FOLLOWED_PAGE.defaultLimit}). Each as its public page shows it: the reporter's title and ` +
      "place only when they chose to show them, never the reporter's name, email or account. Category, subcategory and status in the reader's language.",
  })
  @Answers({ ok: FollowedComplaintListResponse, badRequest: 'VALIDATION_FAILED (details.fields: page, limit)' })
  async listFollowedComplaints(
    @Query() query: ListFollowedComplaintsRequest,
    @CurrentUser() user: AuthenticatedUser,
    @ReaderLocale() locale: Locale,
  ): Promise<FollowedComplaintListResponse> {
    const { page, limit } = pageOf(query, FOLLOWED_PAGE);
    const result = await this.queries.execute(new ListFollowedComplaintsQuery(user.id, { page, limit }));
    const items = await this.words.listItems(result.items, locale);
    return {
      ...result,
      items: items.map((i) => ({ ...i, followedAt: i.followedAt.toISOString(), updatedAt: i.updatedAt.toISOString() })),
    };
  }

  @Get(':id/follow')
  @SignedIn()
  @ApiOperation({ summary: 'Do I follow this complaint?', description: 'Whether the caller follows it, and whether they may (not its reporter).' })
  @ApiParam(ID_PARAM)
  @Answers({ ok: FollowStateResponse, notFound: NOT_FOUND })
  async getFollowState(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<FollowState> {
    const state = await this.followers.stateOf(String(id ?? ''), user.id);
    if (!state) throw new NotFoundError(Messages.admin.complaints.notFound);
    return { id: String(id).trim().toUpperCase(), ...state };
  }

  @Put(':id/follow')
  @HttpCode(200)
  @SignedIn()
  @RateLimited()
  @ApiOperation({
    summary: 'Follow a complaint',
    description:
      "The caller receives the complaint's public updates by email, in their account's language (status changes and a confirmed fix), and sees it " +
      'on My Complaints. Any complaint its public page shows, in any status. Idempotent: following again answers the same. The reporter gets 409 OWN_COMPLAINT ' +
      `'${Messages.complaint.followOwn}'.`,
  })
  @ApiParam(ID_PARAM)
  @Answers({ ok: FollowStateResponse, notFound: NOT_FOUND, conflict: `OWN_COMPLAINT '${Messages.complaint.followOwn}'` })
  followComplaint(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<FollowState> {
    return this.commands.execute(new FollowComplaintCommand(id, user.id));
  }

  @Delete(':id/follow')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'Stop following a complaint',
    description: "No more of its emails, and it leaves My Complaints' followed list. A 'Me too' stays counted. Idempotent.",
  })
  @ApiParam(ID_PARAM)
  @Answers({ ok: FollowStateResponse, notFound: NOT_FOUND })
  unfollowComplaint(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<FollowState> {
    return this.commands.execute(new UnfollowComplaintCommand(id, user.id));
  }

  @Post(':id/follow/unsubscribe')
  @HttpCode(200)
  @Public()
  @RateLimited()
  @ApiOperation({
    summary: "Stop following a complaint from its email's link",
    description:
      "No sign-in: the token of the follower's email names the complaint and the account (an HMAC under a key derived from the server's secret). " +
      "The page the email links to (/unfollow) POSTs here when its button is pressed, and a mail client's one-click unsubscribe (RFC 8058: " +
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click, sent as a form body) POSTs to the same address; a GET, as a mail scanner sends, changes nothing. ' +
      `Idempotent. A token not made for this complaint: 404 NOT_FOUND '${Messages.complaint.unfollowLinkInvalid}'.`,
  })
  @ApiParam(ID_PARAM)
  @Answers({
    ok: FollowStateResponse,
    notFound: `NOT_FOUND '${Messages.complaint.unfollowLinkInvalid}', or '${Messages.admin.complaints.notFound}'`,
    badRequest: 'VALIDATION_FAILED (details.fields.token): no token, or longer than 200 characters',
  })
  async unfollowByToken(@Param('id') id: string, @Query() query: UnfollowTokenQuery): Promise<FollowState> {
    const userId = await this.links.accountOf(String(id ?? '').trim(), query.token);
    if (!userId) throw new NotFoundError(Messages.complaint.unfollowLinkInvalid);
    return this.commands.execute(new UnfollowComplaintCommand(id, userId));
  }
}
