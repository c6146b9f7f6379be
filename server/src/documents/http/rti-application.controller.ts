import { Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces } from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { ComplaintRecordsService } from '../../complaints/public.js';
import { Clock } from '../../kernel/clock/clock.js';
import { ConflictError, NotFoundError } from '../../kernel/errors/domain-error.js';
import { CurrentUser, SignedIn, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { FileStorage } from '../../kernel/storage/file-storage.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { complaintFacts } from '../complaints/complaint-facts.js';
import { buildRtiApplicationDocument, rtiApplicationFilename } from '../domain/rti-application.js';
import { renderPdf } from '../infrastructure/pdf-renderer.js';

/** The reporter's ready RTI application, rendered by the documents module. */
@ApiController('documents', 'complaints')
export class RtiApplicationController {
  constructor(
    private readonly records: ComplaintRecordsService,
    private readonly clock: Clock,
    private readonly storage: FileStorage,
  ) {}

  /** The RTI application PDF of the caller's complaint, once it reached escalation level 2. */
  @Get(':id/rti-application.pdf')
  @SignedIn()
  @Header('Cache-Control', 'no-store')
  @ApiParam({ name: 'id', description: "The complaint's public id", example: 'GOA-2026-000123' })
  @ApiOperation({
    summary: 'Download the RTI application for my escalated complaint',
    description:
      "The complaint's reporter only (anyone else: NOT_FOUND). After the complaint reached escalation level 2: a ready application under the " +
      'Right to Information Act, 2005, to the Public Information Officer of the authority the complaint was forwarded to, asking for the ' +
      "action taken and the officer responsible, with the complaint's facts and the escalations sent. application/pdf, as an attachment.",
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF file', schema: { type: 'string', format: 'binary' } })
  @Answers({ notFound: "NOT_FOUND 'Complaint not found'", conflict: `CONFLICT: '${Messages.escalation.rtiNotYet}'` })
  async downloadRtiApplication(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<StreamableFile> {
    const complaint = await this.records.forRti(id);
    if (!complaint || complaint.reporterId !== user.id) throw new NotFoundError(Messages.admin.complaints.notFound);
    if (complaint.escalationLevel < 2) throw new ConflictError(Messages.escalation.rtiNotYet);
    // Rendered once per complaint and kept in the file storage: the application the citizen files is the one they
    // downloaded first, dated that day, whichever machine serves the next download.
    const key = `documents/rti/${complaint.complaintId}.pdf`;
    const pdf = (await this.storage.get(key)) ?? (await this.renderAndKeep(key, complaint));
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${rtiApplicationFilename(complaint.complaintId)}"`,
      length: pdf.length,
    });
  }

  private async renderAndKeep(key: string, complaint: NonNullable<Awaited<ReturnType<ComplaintRecordsService['forRti']>>>): Promise<Buffer> {
    const authority = complaint.authorityRecipients[0];
    const pdf = await renderPdf(
      buildRtiApplicationDocument(
        {
          ...complaintFacts(complaint),
          forwardedAt: complaint.forwardedAt,
          dueAt: complaint.dueAt,
          authority: {
            name: authority?.authorityName ?? '',
            designation: authority?.authorityDesignation ?? '',
            department: authority?.authorityDepartment ?? '',
            email: authority?.authorityEmail ?? '',
          },
          applicant: complaint.reporter ?? { name: '', email: '', phone: '' },
          steps: complaint.steps,
        },
        this.clock.now(),
      ),
    );
    await this.storage.put(key, pdf, 'application/pdf');
    return pdf;
  }
}
