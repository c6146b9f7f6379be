import { Body, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { Messages, PDF_TEMPLATE_KEYS } from '@civic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { ResetPdfTemplateCommand } from '../application/commands/reset-pdf-template/reset-pdf-template.command.js';
import { SavePdfTemplateCommand } from '../application/commands/save-pdf-template/save-pdf-template.command.js';
import { PdfTemplatesService } from '../application/pdf-templates.service.js';
import { PdfTemplateListResponse, PdfTemplateResponse, SavePdfTemplateRequest } from './dto/pdf-template.dto.js';
import { BODY_LIMITS, BodyLimit } from '../../kernel/http/body-limits.js';

const M = Messages.admin.templates;
const KEY_PARAM = { name: 'key', description: 'PDF template key', enum: PDF_TEMPLATE_KEYS };
const NOT_FOUND = { description: `NOT_FOUND: '${M.notFound}' (unknown key)` };

/**
 * PDF Templates (admin spec sections 2, 3, 7 and 9): admins holding the `documents` module, or superadmins.
 * The preview (POST /api/admin/pdf-templates/{key}/preview) is served by the documents worker module, which
 * renders the PDFs. Saves and resets are recorded in the audit log (PdfTemplateUpdated, PdfTemplateReset).
 */
@ApiController('content', 'admin/pdf-templates')
export class AdminPdfTemplatesController {
  constructor(
    private readonly templates: PdfTemplatesService,
    private readonly commands: CommandBus,
  ) {}

  /** Every PDF template with its content in effect. */
  @Get()
  @AdminOnly('documents')
  @ApiOperation({
    summary: 'List the PDF templates',
    description:
      'Two: authority_letter, the letter attached when a complaint is forwarded, and escalation_letter, the letter attached to the level 1 and level 2 escalation emails of an overdue complaint. Each lists the placeholders it offers.',
  })
  @Answers({ ok: PdfTemplateListResponse })
  async listPdfTemplates(): Promise<PdfTemplateListResponse> {
    return { items: (await this.templates.list()).map(PdfTemplateResponse.of) };
  }

  /** One PDF template by key. */
  @Get(':key')
  @AdminOnly('documents')
  @ApiParam(KEY_PARAM)
  @ApiOperation({ summary: 'Get one PDF template' })
  @Answers({ ok: PdfTemplateResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  async getPdfTemplate(@Param('key') key: string): Promise<PdfTemplateResponse> {
    return PdfTemplateResponse.of(await this.templates.get(key));
  }

  /** Saves the text fields and/or the enabled flag. */
  @Put(':key')
  @BodyLimit(BODY_LIMITS.longText)
  @AdminOnly('documents')
  @ApiParam(KEY_PARAM)
  @ApiOperation({
    summary: 'Save a PDF template',
    description:
      'content: the thirteen text fields, trimmed, each within its maximum length; every field but authorizationExtra is required ' +
      `('{label} is required'); unknown fields are rejected ('${M.unknownField}'). enabled: a disabled template is not attached (to forwards; for escalation_letter, to escalations). ` +
      'Returns the saved template. Records PdfTemplateUpdated.',
  })
  @Answers({ ok: PdfTemplateResponse, badRequest: 'VALIDATION_FAILED with details.fields keyed content.<field>' })
  @ApiNotFoundResponse(NOT_FOUND)
  async savePdfTemplate(@Param('key') key: string, @Body() body: SavePdfTemplateRequest, @CurrentUser() user: AuthenticatedUser): Promise<PdfTemplateResponse> {
    return PdfTemplateResponse.of(await this.commands.execute(new SavePdfTemplateCommand(key, body, { id: user.id, email: user.email })));
  }

  /** Restore default content. */
  @Delete(':key')
  @AdminOnly('documents')
  @ApiParam(KEY_PARAM)
  @ApiOperation({
    summary: 'Restore the default PDF template content',
    description: `'${M.restoreDefaultContent}': the built-in content is used again; the enabled flag is kept. Returns the template. Records PdfTemplateReset.`,
  })
  @Answers({ ok: PdfTemplateResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  async resetPdfTemplate(@Param('key') key: string, @CurrentUser() user: AuthenticatedUser): Promise<PdfTemplateResponse> {
    return PdfTemplateResponse.of(await this.commands.execute(new ResetPdfTemplateCommand(key, { id: user.id, email: user.email })));
  }
}
