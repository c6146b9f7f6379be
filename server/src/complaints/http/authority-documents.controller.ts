import { Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces } from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { NotFoundError } from '../../kernel/errors/domain-error.js';
import { AdminOnly, CurrentUser, Public, SignedIn, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { attachmentDisposition, safeContentType } from '../../kernel/http/download-headers.js';
import { AuthorityDocumentsService, type AuthorityDocumentFile } from '../application/authority-documents.service.js';
import { PublicComplaintsService } from '../application/public-complaints.service.js';
import { AuthorityDocumentResponse, PublicAuthorityDocumentResponse } from './dto/authority-document.dto.js';

const ID_PARAM = { name: 'id', description: "The complaint's public id", example: 'GOA-2026-000123' };
const DOCUMENT_PARAM = { name: 'documentId', description: "The document's id (uuid)" };

/** The download of a document: its bytes as an attachment, never shown inline. */
function download(file: AuthorityDocumentFile): StreamableFile {
  return new StreamableFile(file.content, {
    type: safeContentType(file.contentType),
    disposition: attachmentDisposition(file.filename),
    length: file.content.length,
  });
}

const DOWNLOAD_DOC = {
  produces: 'application/octet-stream',
  ok: { description: 'The file, as an attachment (Content-Type: its type)', schema: { type: 'string', format: 'binary' } },
};

/** The reporter's view of the documents authorities sent about their complaint. */
@ApiController('complaints', 'complaints')
export class MyComplaintDocumentsController {
  constructor(private readonly documents: AuthorityDocumentsService) {}

  /** The documents of the caller's complaint. */
  @Get(':id/documents')
  @SignedIn()
  @ApiOperation({
    summary: 'List the documents authorities sent about my complaint',
    description:
      "The complaint's reporter only (another's complaint answers an empty list). PDFs and office documents of published email replies, oldest first.",
  })
  @ApiParam(ID_PARAM)
  @Answers({ ok: [AuthorityDocumentResponse] })
  listMyComplaintDocuments(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<AuthorityDocumentResponse[]> {
    return this.documents.listOf(id, user.id);
  }

  /** Downloads one document of the caller's complaint. */
  @Get(':id/documents/:documentId')
  @SignedIn()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Download a document of my complaint', description: "The complaint's reporter only (anyone else: NOT_FOUND)." })
  @ApiParam(ID_PARAM)
  @ApiParam(DOCUMENT_PARAM)
  @ApiProduces(DOWNLOAD_DOC.produces)
  @ApiOkResponse(DOWNLOAD_DOC.ok)
  @Answers({ notFound: `NOT_FOUND '${Messages.respond.documentNotFound}'` })
  async downloadMyComplaintDocument(
    @Param('id') id: string,
    @Param('documentId') documentId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<StreamableFile> {
    return download(await this.documents.fileOf(id, documentId, user.id));
  }
}

/** The admin's view of the documents authorities sent about a complaint. */
@ApiController('complaints', 'admin/complaints')
export class AdminComplaintDocumentsController {
  constructor(private readonly documents: AuthorityDocumentsService) {}

  /** The documents of a complaint. */
  @Get(':id/documents')
  @AdminOnly('complaints')
  @ApiOperation({
    summary: 'List the documents authorities sent about a complaint',
    description: 'Admins holding the complaints module, and superadmins. PDFs and office documents of published email replies, oldest first.',
  })
  @ApiParam(ID_PARAM)
  @Answers({ ok: [AuthorityDocumentResponse] })
  listComplaintDocuments(@Param('id') id: string): Promise<AuthorityDocumentResponse[]> {
    return this.documents.listOf(id);
  }

  /** Downloads one document of a complaint. */
  @Get(':id/documents/:documentId')
  @AdminOnly('complaints')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Download a document of a complaint', description: 'Admins holding the complaints module, and superadmins.' })
  @ApiParam(ID_PARAM)
  @ApiParam(DOCUMENT_PARAM)
  @ApiProduces(DOWNLOAD_DOC.produces)
  @ApiOkResponse(DOWNLOAD_DOC.ok)
  @Answers({ notFound: `NOT_FOUND '${Messages.respond.documentNotFound}'` })
  async downloadComplaintDocument(@Param('id') id: string, @Param('documentId') documentId: string): Promise<StreamableFile> {
    return download(await this.documents.fileOf(id, documentId));
  }
}

/** The names of the documents authorities sent about a public complaint: an answer is a public record, its files are not served. */
@ApiController('public', 'public')
export class PublicComplaintDocumentsController {
  constructor(
    private readonly documents: AuthorityDocumentsService,
    private readonly reader: PublicComplaintsService,
  ) {}

  @Get('complaints/:id/documents')
  @Public()
  @ApiOperation({
    summary: 'Names of the documents authorities sent about a complaint',
    description: 'The names only (the files are shown to the reporter and admins); NOT_FOUND for a complaint that has no public page.',
  })
  @ApiParam(ID_PARAM)
  @Answers({ ok: [PublicAuthorityDocumentResponse] })
  async listPublicComplaintDocuments(@Param('id') id: string): Promise<PublicAuthorityDocumentResponse[]> {
    if (!(await this.reader.get(id))) throw new NotFoundError(Messages.publicMap.notFound);
    return (await this.documents.listOf(id)).map((d) => ({ filename: d.filename, authorityName: d.authorityName }));
  }
}
