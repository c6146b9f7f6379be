import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PublicComplaint } from '../../public-complaint.view.js';
import { PublicComplaintsService, type PublicListCursor } from '../../public-complaints.service.js';
import { ListOpenDataQuery, OPEN_DATA_FIRST_BATCH_SIZE } from './list-open-data.query.js';

/**
 * The open data files' complaints in batches, read one batch at a time as the consumer asks for it: each batch is the
 * next `batchSize` complaints after the last one yielded (PublicComplaintsService.listAfter: keyset paging on filing
 * time then public id, through complaints_created_public_idx), so the first batch leaves after one short statement
 * however many complaints match, and a download holds one batch in memory at a time
 * (docs/adr/0080-memory-limits-and-streamed-open-data.md). Complaints filed after the first batch was read are not
 * included (they sort before it). Nothing is read before the consumer asks for the first batch.
 */
@QueryHandler(ListOpenDataQuery)
export class ListOpenDataHandler implements IQueryHandler<ListOpenDataQuery> {
  constructor(private readonly reader: PublicComplaintsService) {}

  execute({ filter, batchSize }: ListOpenDataQuery): Promise<AsyncGenerator<PublicComplaint[]>> {
    return Promise.resolve(this.batches(filter, batchSize));
  }

  private async *batches(filter: ListOpenDataQuery['filter'], batchSize: number): AsyncGenerator<PublicComplaint[]> {
    let after: PublicListCursor | null = null;
    for (let left = filter.limit; left > 0;) {
      const take = Math.min(after ? batchSize : Math.min(batchSize, OPEN_DATA_FIRST_BATCH_SIZE), left);
      const { items, next } = await this.reader.listAfter({ ...filter, limit: take }, after);
      if (items.length === 0) return;
      yield items;
      if (items.length < take) return;
      left -= items.length;
      after = next;
    }
  }
}
