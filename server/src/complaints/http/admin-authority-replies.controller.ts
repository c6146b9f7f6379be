import { Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { AuthorityRepliesService, type HeldReplyView } from '../application/authority-replies.service.js';
import { ReviewAuthorityReplyCommand } from '../application/commands/review-authority-reply/review-authority-reply.command.js';
import { HeldReplyResponse, ReviewReplyResponse } from './dto/admin-complaint.dto.js';

const ID_PARAM = { name: 'id', description: "The complaint's public id", example: 'GOA-2026-000123' };
const REPLY_PARAM = { name: 'replyId', description: "The held reply's id (uuid)" };
const ACCESS = 'Admins holding the complaints module, and superadmins (others: FORBIDDEN).';
const R = Messages.admin.replies;

/**
 * Authorities' email replies held for review: a reply to a complaint's reply address from a sender who is not one of
 * its recipients (a forwarded mail), whose From: domain was not authenticated (a spoof), or sent to the key of a
 * revoked or expired link, waits here with its reason until an admin publishes it (it becomes 'Reply from
 * {authority}' in the history and the reporter is emailed) or discards it (docs/adr/0095-inbound-replies-by-email.md,
 * docs/adr/0129-authenticated-replies.md).
 */
@ApiController('complaints', 'admin/complaints')
export class AdminAuthorityRepliesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly replies: AuthorityRepliesService,
  ) {}

  /** The complaint's replies waiting for review, oldest first. */
  @Get(':id/replies')
  @AdminOnly('complaints')
  @ApiOperation({
    summary: 'List the email replies waiting for review',
    description: `${ACCESS} Oldest first, each with why it waits (heldReason); an empty list when none waits.`,
  })
  @ApiParam(ID_PARAM)
  @Answers({ ok: [HeldReplyResponse] })
  @ApiNotFoundResponse({ description: `NOT_FOUND '${Messages.admin.complaints.notFound}'` })
  listHeldReplies(@Param('id') id: string): Promise<HeldReplyView[]> {
    return this.replies.heldOf(id);
  }

  /** Publishes a held reply as the authority's answer. */
  @Post(':id/replies/:replyId/publish')
  @AdminOnly('complaints')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Publish an email reply',
    description:
      `${ACCESS} The reply becomes 'Reply from {authority}' in the history (source authority), its photos after-photos, and the reporter is emailed. ` +
      'Audited (ComplaintAuthorityReplyReviewed, ComplaintAuthorityResponded).',
  })
  @ApiParam(ID_PARAM)
  @ApiParam(REPLY_PARAM)
  @Answers({
    ok: ReviewReplyResponse,
    badRequest: 'VALIDATION_FAILED when the complaint no longer accepts answers (closed); the reply stays held',
    conflict: `CONFLICT '${R.alreadyReviewed}'`,
  })
  @ApiNotFoundResponse({ description: `NOT_FOUND '${R.notFound}' or '${Messages.admin.complaints.notFound}'` })
  async publishHeldReply(@Param('id') id: string, @Param('replyId') replyId: string, @CurrentUser() user: AuthenticatedUser): Promise<ReviewReplyResponse> {
    const { status } = await this.commands.execute(
      new ReviewAuthorityReplyCommand(id, replyId, 'publish', { id: user.id, email: user.email, name: user.name }),
    );
    return { id: replyId, status };
  }

  /** Discards a held reply: it never reaches the history. */
  @Post(':id/replies/:replyId/discard')
  @AdminOnly('complaints')
  @HttpCode(200)
  @ApiOperation({ summary: 'Discard an email reply', description: `${ACCESS} The reply never reaches the history; audited (ComplaintAuthorityReplyReviewed).` })
  @ApiParam(ID_PARAM)
  @ApiParam(REPLY_PARAM)
  @Answers({ ok: ReviewReplyResponse, conflict: `CONFLICT '${R.alreadyReviewed}'` })
  @ApiNotFoundResponse({ description: `NOT_FOUND '${R.notFound}' or '${Messages.admin.complaints.notFound}'` })
  async discardHeldReply(@Param('id') id: string, @Param('replyId') replyId: string, @CurrentUser() user: AuthenticatedUser): Promise<ReviewReplyResponse> {
    const { status } = await this.commands.execute(
      new ReviewAuthorityReplyCommand(id, replyId, 'discard', { id: user.id, email: user.email, name: user.name }),
    );
    return { id: replyId, status };
  }
}
