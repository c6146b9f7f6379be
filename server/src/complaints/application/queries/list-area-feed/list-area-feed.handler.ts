import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PublicComplaint } from '../../public-complaint.view.js';
import { PublicComplaintsService } from '../../public-complaints.service.js';
import { ListAreaFeedQuery } from './list-area-feed.query.js';

/**
 * An area's feed through the shared public reader (PublicComplaintsService.recentlyChanged): the one public filter
 * and privacy rules, so a feed never shows what the map or the public page would not.
 */
@QueryHandler(ListAreaFeedQuery)
export class ListAreaFeedHandler implements IQueryHandler<ListAreaFeedQuery> {
  constructor(private readonly reader: PublicComplaintsService) {}

  execute({ filter }: ListAreaFeedQuery): Promise<PublicComplaint[]> {
    return this.reader.recentlyChanged(filter);
  }
}
