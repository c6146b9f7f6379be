import { Body, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { Messages, pageCount } from '@civic/contracts';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { pageOf } from '../../kernel/http/paged-query.js';
import { AuthorityRepliesService } from '../application/authority-replies.service.js';
import { ReviewAuthorityReplyCommand } from '../application/commands/review-authority-reply/review-authority-reply.command.js';
import {
  AttachInboundReplyRequest,
  DiscardInboundReplyRequest,
  INBOUND_REPLIES_PAGE,
  InboundReplyDecisionResponse,
  InboundReplyListResponse,
  ListInboundRepliesQuery,
} from './dto/inbound-reply.dto.js';

const REPLY_PARAM = { name: 'replyId', description: "The reply's id (uuid)" };
const ACCESS = 'Admins holding the complaints module, and superadmins (others: FORBIDDEN).';
const R = Messages.admin.replies;

/**
 * The admin inbox of authorities' emailed replies, across complaints: a reply matched to a complaint but not placed (a
 * revoked or expired reply address, a sender who is none of its recipients, an unauthenticated From:, a complaint that
 * refused it) waits here until an admin attaches it to a complaint (its own or another: it is published there as the
 * authority's reply) or discards it with a reason (docs/adr/0137-replies-matched-or-refused.md). The complaint's own
 * panel (AdminAuthorityRepliesController) decides the same replies one complaint at a time.
 */
@ApiController('complaints', 'admin/inbound-replies')
export class AdminInboundRepliesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly replies: AuthorityRepliesService,
  ) {}

  /** One page of the inbox: held replies by default, oldest first. */
  @Get()
  @AdminOnly('complaints')
  @ApiOperation({
    summary: 'List emailed replies across complaints',
    description: `${ACCESS} status=held (default): the replies waiting for an admin, oldest first, each with why it waits; published or discarded: decided ones, newest first.`,
  })
  @Answers({ ok: InboundReplyListResponse, badRequest: 'VALIDATION_FAILED for an unknown status or an invalid page or limit' })
  async listInboundReplies(@Query() query: ListInboundRepliesQuery): Promise<InboundReplyListResponse> {
    const paging = pageOf(query, INBOUND_REPLIES_PAGE);
    const { items, total } = await this.replies.inbox(query.status ?? 'held', paging);
    return { items, total, page: paging.page, pages: pageCount(total, paging.limit) };
  }

  /** Attaches a held reply to a complaint: it is published there as the authority's reply. */
  @Post(':replyId/attach')
  @AdminOnly('complaints')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Attach an emailed reply to a complaint',
    description:
      `${ACCESS} The reply moves to the complaint named (its own or another) and becomes 'Reply from {authority}' in its history, ` +
      'its photos after-photos, and the reporter is emailed. Audited (ComplaintAuthorityReplyReviewed with movedFrom, ComplaintAuthorityResponded).',
  })
  @ApiParam(REPLY_PARAM)
  @Answers({
    ok: InboundReplyDecisionResponse,
    badRequest: `VALIDATION_FAILED '${R.complaintIdInvalid}', or when the complaint no longer accepts answers (closed); the reply stays held`,
    conflict: `CONFLICT '${R.alreadyReviewed}'`,
  })
  @ApiNotFoundResponse({ description: `NOT_FOUND '${R.notFound}' or '${Messages.admin.complaints.notFound}'` })
  attachInboundReply(
    @Param('replyId') replyId: string,
    @Body() body: AttachInboundReplyRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<InboundReplyDecisionResponse> {
    return this.commands.execute(
      new ReviewAuthorityReplyCommand(
        null,
        replyId,
        'publish',
        { id: user.id, email: user.email, name: user.name },
        { attachTo: body.complaintId.toUpperCase() },
      ),
    );
  }

  /** Discards a held reply with a reason: it never reaches a history. */
  @Post(':replyId/discard')
  @AdminOnly('complaints')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Discard an emailed reply',
    description: `${ACCESS} The reply never reaches a history; the reason is kept with it and audited (ComplaintAuthorityReplyReviewed).`,
  })
  @ApiParam(REPLY_PARAM)
  @Answers({ ok: InboundReplyDecisionResponse, badRequest: `VALIDATION_FAILED '${R.reasonRequired}'`, conflict: `CONFLICT '${R.alreadyReviewed}'` })
  @ApiNotFoundResponse({ description: `NOT_FOUND '${R.notFound}'` })
  discardInboundReply(
    @Param('replyId') replyId: string,
    @Body() body: DiscardInboundReplyRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<InboundReplyDecisionResponse> {
    return this.commands.execute(
      new ReviewAuthorityReplyCommand(null, replyId, 'discard', { id: user.id, email: user.email, name: user.name }, { reason: body.reason }),
    );
  }
}
