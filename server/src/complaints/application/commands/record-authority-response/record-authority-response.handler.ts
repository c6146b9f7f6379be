import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../../../../kernel/clock/clock.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { AuthorityResponsesWriter } from '../../authority-responses.writer.js';
import { loadComplaint } from '../../load-complaint.js';
import { RecordAuthorityResponseCommand, type AuthorityResponseResult } from './record-authority-response.command.js';

/**
 * Records an authority's answer from its response page (docs/adr/0090-authority-response-links.md): the answer is
 * checked before the transaction (AuthorityResponsesWriter.check: the expected date, a suggested address, the
 * after-photos and whether one verifies the fix), then, with the complaint's row locked, Complaint.recordAuthorityResponse
 * applies the rules and the events are appended to the outbox with the saved row.
 */
@CommandHandler(RecordAuthorityResponseCommand)
export class RecordAuthorityResponseHandler implements ICommandHandler<RecordAuthorityResponseCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly responses: AuthorityResponsesWriter,
    private readonly clock: Clock,
  ) {}

  async execute({ complaintId, response, authority, channel }: RecordAuthorityResponseCommand): Promise<AuthorityResponseResult> {
    const current = await loadComplaint(this.dataSource.manager, complaintId);
    const now = this.clock.now();
    const checked = await this.responses.check(current, response, authority);
    return this.outbox.transaction(async (manager) => {
      const complaint = await loadComplaint(manager, complaintId, { lock: true });
      const events = await this.responses.record(manager, complaint, checked, authority, channel, now);
      return { result: { complaintId: complaint.publicId, status: complaint.status }, events };
    });
  }
}
