import { Body, Header, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces } from '@nestjs/swagger';
import { Messages, PDF_TEMPLATE_KEYS } from '@civic/contracts';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { AuthorityLetterRenderer } from '../application/authority-letter.renderer.js';
import { PreviewPdfTemplateRequest } from './dto/pdf-template-preview.request.dto.js';
import { BODY_LIMITS, BodyLimit } from '../../kernel/http/body-limits.js';

/**
 * The PDF template preview (admin spec section 2, PDF Templates), served by the documents worker module that
 * renders the PDFs; the rest of the PDF template API is in the content context.
 */
@ApiController('documents', 'admin/pdf-templates')
export class PdfTemplatePreviewController {
  constructor(private readonly letters: AuthorityLetterRenderer) {}

  /** Renders the template with a sample complaint, as a PDF. */
  @Post(':key/preview')
  @BodyLimit(BODY_LIMITS.longText)
  @HttpCode(200)
  @AdminOnly('documents')
  @Header('Cache-Control', 'no-store')
  @ApiParam({ name: 'key', description: 'PDF template key', enum: PDF_TEMPLATE_KEYS })
  @ApiOperation({
    summary: 'Preview a PDF template as a PDF',
    description:
      'Renders a sample complaint (named reporter, three photo links, an admin note; for escalation_letter a sample level-1 escalation, 8 days overdue, 2 supporters) with the unsaved content given, checked like a save, ' +
      "or with the content in effect when omitted, in the language given (`locale`) or the saved one. The signer is the calling admin's name. Returns application/pdf (A4), shown inline. Nothing is saved.",
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF file', schema: { type: 'string', format: 'binary' } })
  @Answers({
    badRequest: 'VALIDATION_FAILED with details.fields keyed content.<field>',
    notFound: `NOT_FOUND: '${Messages.admin.templates.notFound}' (unknown key)`,
  })
  async previewPdfTemplate(
    @Param('key') key: string,
    @Body() body: PreviewPdfTemplateRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<StreamableFile> {
    const pdf = await this.letters.renderPreview(key, body.content, user.name, body.locale);
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `inline; filename="${key}-preview.pdf"`, length: pdf.length });
  }
}
