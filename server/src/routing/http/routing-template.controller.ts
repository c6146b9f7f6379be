import { Body, Get, HttpCode, Post, StreamableFile } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { ImportRoutingTemplateCommand, type ImportResult } from '../application/commands/import-routing-template/import-routing-template.command.js';
import { RoutingTemplateService } from '../application/routing-template.service.js';
import type { XlsxInput } from '../infrastructure/xlsx/xlsx-protocol.js';
import { RoutingTemplateFileRequest, RoutingTemplateImportResponse, RoutingTemplateValidationResponse } from './dto/routing-template.dto.js';
import { BODY_LIMITS, BodyLimit } from '../../kernel/http/body-limits.js';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE_ERRORS = `VALIDATION_FAILED: '${Messages.admin.routing.chooseFile}', '${Messages.admin.routing.onlyXlsx}' or '${Messages.admin.routing.corruptFile}'`;

/** The base64 text of the file, accepting a data: URL as FileReader.readAsDataURL gives it; decoded in the xlsx worker. */
function decodeFile(fileBase64: string): XlsxInput {
  const comma = fileBase64.startsWith('data:') ? fileBase64.indexOf(',') : -1;
  return { base64: comma >= 0 ? fileBase64.slice(comma + 1) : fileBase64 };
}

function xlsxFile(file: Buffer, name: string): StreamableFile {
  return new StreamableFile(file, { type: XLSX_MIME, disposition: `attachment; filename="${name}"`, length: file.length });
}

/**
 * The routing template (admin spec sections 2, 5 and 7): download, validate and import, plus the export
 * of every contact in the same layout. Columns: Row ID, Location, Category Key, Authority Email,
 * Designation, Name, Phone, then Additional Email/Name/Designation 1 to 3; a second sheet 'Categories'.
 */
@ApiController('routing', 'admin/geo-routing')
export class RoutingTemplateController {
  constructor(
    private readonly template: RoutingTemplateService,
    private readonly commands: CommandBus,
  ) {}

  /** template.xlsx: every location (Row IDs D-, S-, V-, U-) with the active contacts pre-filled. */
  @Get('template.xlsx')
  @AdminOnly('routing')
  @ApiOperation({
    summary: 'Download the routing template',
    description: 'One row per district, taluka, village and ULB; active contacts pre-filled; sheet Categories lists the enabled categories.',
  })
  @ApiProduces(XLSX_MIME)
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async downloadRoutingTemplate(): Promise<StreamableFile> {
    return xlsxFile(await this.template.buildTemplate(), 'routing-template.xlsx');
  }

  /** export.xlsx: every contact, active or not, in the template's layout. */
  @Get('export.xlsx')
  @AdminOnly('routing')
  @ApiOperation({ summary: 'Export the routing contacts', description: 'Same columns as the template; one row per contact.' })
  @ApiProduces(XLSX_MIME)
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async exportRoutingContacts(): Promise<StreamableFile> {
    return xlsxFile(await this.template.buildExport(), 'routing-contacts.xlsx');
  }

  /** Checks a filled template without changing anything (admin spec section 5). */
  @Post('validate')
  @BodyLimit(BODY_LIMITS.spreadsheet)
  @HttpCode(200)
  @AdminOnly('routing')
  @ApiOperation({
    summary: 'Validate a routing template',
    description: 'Row ID known and Location unchanged, Category Key known, email and designation together, email format, no duplicate Row ID + Category Key.',
  })
  @Answers({ ok: RoutingTemplateValidationResponse })
  @ApiBadRequestResponse({ description: FILE_ERRORS })
  validateRoutingTemplate(@Body() body: RoutingTemplateFileRequest): Promise<RoutingTemplateValidationResponse> {
    return this.template.validate(decodeFile(body.fileBase64));
  }

  /** Imports a filled template: refused with the issues when any; rows with an email become Active contacts. */
  @Post('import')
  @BodyLimit(BODY_LIMITS.spreadsheet)
  @HttpCode(200)
  @AdminOnly('routing')
  @ApiOperation({
    summary: 'Import a routing template',
    description: `Validates first: with issues, 400 VALIDATION_FAILED '${Messages.admin.routing.validationIssues}' and details.issues [{ row, issues }]. Rows without an email change nothing.`,
  })
  @Answers({ ok: RoutingTemplateImportResponse, badRequest: `${FILE_ERRORS}; or the validation issues` })
  importRoutingTemplate(@Body() body: RoutingTemplateFileRequest, @CurrentUser() user: AuthenticatedUser): Promise<ImportResult> {
    return this.commands.execute(new ImportRoutingTemplateCommand(decodeFile(body.fileBase64), { id: user.id, email: user.email }));
  }
}
