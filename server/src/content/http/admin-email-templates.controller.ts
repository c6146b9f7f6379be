import { Body, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { EMAIL_TEMPLATE_KEYS, Messages } from '@civic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { ResetEmailTemplateCommand } from '../application/commands/reset-email-template/reset-email-template.command.js';
import { SaveEmailTemplateCommand } from '../application/commands/save-email-template/save-email-template.command.js';
import { EmailTemplatesService } from '../application/email-templates.service.js';
import { EmailTemplateLocaleQuery, PreviewEmailTemplateRequest, SaveEmailTemplateRequest } from './dto/email-template.request.dto.js';
import { EmailTemplateListResponse, EmailTemplatePreviewResponse, EmailTemplateResponse } from './dto/email-template.response.dto.js';
import { BODY_LIMITS, BodyLimit } from '../../kernel/http/body-limits.js';

const M = Messages.admin.templates;
const KEY_PARAM = { name: 'key', description: 'Template key (admin spec section 9)', enum: EMAIL_TEMPLATE_KEYS };
const NOT_FOUND = { description: `NOT_FOUND: '${M.notFound}' (unknown key)` };

/**
 * Email Templates (admin spec sections 2, 3, 5, 7 and 9): admins holding the `email_templates` module, or
 * superadmins. Saves and resets are recorded in the audit log (EmailTemplateUpdated, EmailTemplateReset).
 */
@ApiController('content', 'admin/email-templates')
export class AdminEmailTemplatesController {
  constructor(
    private readonly templates: EmailTemplatesService,
    private readonly commands: CommandBus,
  ) {}

  /** The nine templates: each admin override or built-in default, with its placeholders. */
  @Get()
  @AdminOnly('email_templates')
  @ApiOperation({
    summary: 'List the email templates',
    description:
      'The nine keys of admin spec section 9 in one language (`locale`, default en), each the admin override or the built-in default (isDefault), ' +
      'or the English template when the language has no translation (usesEnglish), with the placeholders it offers.',
  })
  @Answers({ ok: EmailTemplateListResponse })
  async listEmailTemplates(@Query() query: EmailTemplateLocaleQuery): Promise<EmailTemplateListResponse> {
    return { items: (await this.templates.list(query.locale)).map(EmailTemplateResponse.of) };
  }

  /** One template by key. */
  @Get(':key')
  @AdminOnly('email_templates')
  @ApiParam(KEY_PARAM)
  @ApiOperation({ summary: 'Get one email template', description: 'The admin override or the built-in default of the key.' })
  @Answers({ ok: EmailTemplateResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  async getEmailTemplate(@Param('key') key: string, @Query() query: EmailTemplateLocaleQuery): Promise<EmailTemplateResponse> {
    return EmailTemplateResponse.of(await this.templates.getView(key, query.locale));
  }

  /** Saves an admin's version of a template. */
  @Put(':key')
  @BodyLimit(BODY_LIMITS.emailTemplate)
  @AdminOnly('email_templates')
  @ApiParam(KEY_PARAM)
  @ApiOperation({
    summary: 'Save an email template',
    description:
      `Subject required ('${M.subjectRequired}'). The HTML is sanitised (formatting tags, tables and http/https/mailto or {{placeholder}} links kept; ` +
      'scripts, styles, iframes, images, event handlers and javascript: URLs dropped). An empty text part is derived from the HTML, an empty HTML part ' +
      `from the text; both empty: '${M.bodyRequired}'. Returns the saved template. Records EmailTemplateUpdated.`,
  })
  @Answers({ ok: EmailTemplateResponse, badRequest: 'VALIDATION_FAILED with details.fields (subject, html, text, name)' })
  @ApiNotFoundResponse(NOT_FOUND)
  async saveEmailTemplate(
    @Param('key') key: string,
    @Body() body: SaveEmailTemplateRequest,
    @Query() query: EmailTemplateLocaleQuery,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<EmailTemplateResponse> {
    return EmailTemplateResponse.of(await this.commands.execute(new SaveEmailTemplateCommand(key, body, { id: user.id, email: user.email }, query.locale)));
  }

  /** Restore Default: removes the admin override. */
  @Delete(':key')
  @AdminOnly('email_templates')
  @ApiParam(KEY_PARAM)
  @ApiOperation({
    summary: 'Restore the default email template',
    description: 'Removes the admin override of the language (`locale`, default en); returns the built-in default. Records EmailTemplateReset.',
  })
  @Answers({ ok: EmailTemplateResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  async resetEmailTemplate(
    @Param('key') key: string,
    @Query() query: EmailTemplateLocaleQuery,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<EmailTemplateResponse> {
    return EmailTemplateResponse.of(await this.commands.execute(new ResetEmailTemplateCommand(key, { id: user.id, email: user.email }, query.locale)));
  }

  /** Renders a draft (or the saved template) with sample data. */
  @Post(':key/preview')
  @BodyLimit(BODY_LIMITS.emailTemplate)
  @HttpCode(200)
  @AdminOnly('email_templates')
  @ApiParam(KEY_PARAM)
  @ApiOperation({
    summary: 'Preview an email template with sample data',
    description:
      'Renders the draft parts given (or the saved template for those omitted) with a sample value for every placeholder of the key; ' +
      'its words (category, issue, status, urgency, plan, step), dates and rupee amounts are in `locale`, as the real email would carry them. ' +
      'Values are HTML-escaped in the HTML part, so a value can never add markup; unknown placeholders render empty (admin spec section 5). Nothing is saved or sent.',
  })
  @Answers({ ok: EmailTemplatePreviewResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  async previewEmailTemplate(
    @Param('key') key: string,
    @Body() body: PreviewEmailTemplateRequest,
    @Query() query: EmailTemplateLocaleQuery,
  ): Promise<EmailTemplatePreviewResponse> {
    return this.templates.preview(key, body, query.locale);
  }
}
