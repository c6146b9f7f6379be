import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PublicComplaint } from '../../public-complaint.view.js';
import { PublicComplaintsService } from '../../public-complaints.service.js';
import { GetPublicComplaintQuery } from './get-public-complaint.query.js';

/** A complaint's public page through the shared public reader (its privacy rules; Open311's GET requests/{id} reads the same). */
@QueryHandler(GetPublicComplaintQuery)
export class GetPublicComplaintHandler implements IQueryHandler<GetPublicComplaintQuery> {
  constructor(private readonly reader: PublicComplaintsService) {}

  execute({ publicId }: GetPublicComplaintQuery): Promise<PublicComplaint | null> {
    return this.reader.get(publicId);
  }
}
