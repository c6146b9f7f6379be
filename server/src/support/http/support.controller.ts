import { Body, Get, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation } from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { CurrentUser, Public, SignedIn, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { RateLimited } from '../../kernel/http/rate-limit.decorator.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController, BusController } from '../../kernel/http/api-controller.js';
import { OpenTicketCommand } from '../application/commands/open-ticket/open-ticket.command.js';
import { SubmitVolunteerCommand } from '../application/commands/submit-volunteer/submit-volunteer.command.js';
import { ListMyTicketsQuery } from '../application/queries/list-my-tickets/list-my-tickets.query.js';
import { ContactRequest } from './dto/contact.request.dto.js';
import { ContactResponse, MyTicketListResponse, VolunteerSubmittedResponse } from './dto/support.response.dto.js';
import { VolunteerRequest } from './dto/volunteer.request.dto.js';
import { BODY_LIMITS, BodyLimit } from '../../kernel/http/body-limits.js';

const M = Messages.support;
const VALIDATION = 'VALIDATION_FAILED with details.fields = { field: [message] }';

/**
 * The citizen side of Support (citizen spec sections 2, 5, 7 and 8): the contact form, the home page's join form
 * and My Support.
 */
@ApiController('support', 'support')
export class SupportController extends BusController {
  /**
   * Sends the contact form: a ticket with a short code ('SUP-7KQ2M') is opened and the sender is emailed support_ack.
   * A signed-in caller's ticket is linked to the account; a visitor's is matched later by verified email.
   */
  @Post('contact')
  @BodyLimit(BODY_LIMITS.longText)
  @Public()
  @RateLimited()
  @ApiOperation({
    summary: 'Send a contact message (opens a support ticket)',
    description:
      'Citizen spec sections 5 and 7. Signed in or not (a bearer token, when sent, links the ticket to the account). ' +
      'name optional; email required; category Support (default), Bug, Feedback or Request; subject at least 3 and message at least 5 ' +
      "characters after trimming. Answers the ticket's code ('Your message was sent. Ticket {code}.'); the sender is emailed support_ack.",
  })
  @Answers({ created: ContactResponse })
  @ApiBadRequestResponse({
    description: `${VALIDATION}: '${M.contactEmailRequired}', '${M.emailInvalid}', '${M.categoryInvalid}', '${M.contactSubjectTooShort}', '${M.contactMessageTooShort}'`,
  })
  async sendContactMessage(@Body() body: ContactRequest, @CurrentUser() user: AuthenticatedUser | undefined): Promise<ContactResponse> {
    const ticket = await this.commands.execute(
      new OpenTicketCommand(
        { name: body.name ?? '', email: body.email, category: body.category, subject: body.subject, message: body.message },
        user ? { id: user.id, email: user.email } : null,
      ),
    );
    return { _id: ticket.id, code: ticket.code, status: ticket.status };
  }

  /** Sends the home page's join form ('Support / Volunteer Form'). */
  @Post('volunteer')
  @BodyLimit(BODY_LIMITS.longText)
  @Public()
  @RateLimited()
  @ApiOperation({
    summary: 'Send the join (volunteer / support) form',
    description:
      'Citizen spec sections 5 and 7. Values are trimmed; fullName at least 2 characters, a valid email, phone optional (digits, spaces, ' +
      '+, -, parentheses, at least 7 digits; omitted when empty), interest Volunteer, Donate, Partner or Other, message at least 10 characters. ' +
      "Success is shown as 'Thank you! We have received your submission.'.",
  })
  @Answers({ created: VolunteerSubmittedResponse })
  @ApiBadRequestResponse({
    description: `${VALIDATION}: '${M.fullNameRequired}', '${M.fullNameTooShort}', '${M.emailRequired}', '${M.emailInvalid}', '${M.phoneInvalid}', '${M.interestInvalid}', '${M.messageRequired}', '${M.messageTooShort}'`,
  })
  async submitVolunteer(@Body() body: VolunteerRequest): Promise<VolunteerSubmittedResponse> {
    const submission = await this.commands.execute(
      new SubmitVolunteerCommand({ fullName: body.fullName, email: body.email, phone: body.phone ?? null, interest: body.interest, message: body.message }),
    );
    return { _id: submission.id, status: submission.status };
  }

  /** My Support: the caller's tickets with their public updates. */
  @Get('my')
  @SignedIn()
  @ApiOperation({
    summary: "List the caller's support tickets",
    description:
      'Citizen spec sections 2 and 7 (My Support). Tickets filed while signed in and, once the email is verified, those sent to that ' +
      'address as a visitor; newest first (at most 200), each with its public updates (status changes and staff messages; never the internal notes).',
  })
  @Answers({ ok: MyTicketListResponse })
  async listMySupportTickets(@CurrentUser() user: AuthenticatedUser): Promise<MyTicketListResponse> {
    return { items: await this.queries.execute(new ListMyTicketsQuery(user.id)) };
  }
}
