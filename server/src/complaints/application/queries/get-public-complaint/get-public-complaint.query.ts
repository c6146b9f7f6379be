import { Query } from '@nestjs/cqrs';
import type { PublicComplaint } from '../../public-complaint.view.js';

/** GET /api/public/complaints/:id: a complaint's public page; null when unknown or deleted. */
export class GetPublicComplaintQuery extends Query<PublicComplaint | null> {
  constructor(readonly publicId: string) {
    super();
  }
}
