import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Complaint } from '../../../domain/complaint.entity.js';
import { loadComplaint } from '../../load-complaint.js';
import { DeleteOrphanPhotosCommand } from '../delete-orphan-photos/delete-orphan-photos.command.js';
import { DeleteComplaintCommand } from './delete-complaint.command.js';

/**
 * Deletes a complaint. In one transaction: the row is locked and deleted (its rendered documents go with it) and
 * ComplaintDeleted (public id, title, actor) is appended to the outbox for the audit log. After the commit, the
 * photos no other complaint carries are deleted (DeleteOrphanPhotosCommand: files of the local provider and S3 objects;
 * photos at a remote provider are kept; docs/adr/0026-complaints-desk.md).
 */
@CommandHandler(DeleteComplaintCommand)
export class DeleteComplaintHandler implements ICommandHandler<DeleteComplaintCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly commands: CommandBus,
  ) {}

  async execute({ complaintId, actor }: DeleteComplaintCommand): Promise<void> {
    const orphanPhotos = await this.outbox.transaction(async (manager) => {
      const complaint = await loadComplaint(manager, complaintId, { lock: true });
      const events = complaint.remove(actor);
      await manager.delete(Complaint, { id: complaint.id });
      const stillUsed = complaint.photos.length
        ? ((await manager.query('SELECT DISTINCT unnest(photos) AS url FROM complaints WHERE photos && $1::text[]', [complaint.photos])) as { url: string }[])
        : [];
      const used = new Set(stillUsed.map((r) => r.url));
      return { result: complaint.photos.filter((url) => !used.has(url)), events };
    });
    await this.commands.execute(new DeleteOrphanPhotosCommand(orphanPhotos));
  }
}
