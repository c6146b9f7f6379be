import { Query } from '@nestjs/cqrs';
import type { Readable } from 'node:stream';

/** A citizen's data export: a zip stream and its file name. */
export interface DataExport {
  filename: string;
  stream: Readable;
}

/** GET /api/auth/me/export: everything the portal holds about the signed-in account, as a zip. */
export class ExportMyDataQuery extends Query<DataExport> {
  constructor(readonly userId: string) {
    super();
  }
}
