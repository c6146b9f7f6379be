import { on } from 'node:events';
import { InjectDataSource } from '@nestjs/typeorm';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ZipArchive } from 'archiver';
import type { DataSource } from 'typeorm';
import { Messages } from '@civic/contracts';
import { Clock } from '../../../../kernel/clock/clock.js';
import { NotFoundError } from '../../../../kernel/errors/domain-error.js';
import { PersonalDataRegistry, type PersonalDataFile } from '../../../../kernel/personal-data/personal-data.registry.js';
import { findUserById } from '../../user-lookup.js';
import { toUserView } from '../../user.view.js';
import { ExportMyDataQuery, type DataExport } from './export-my-data.query.js';

/**
 * The zip of a data export (Digital Personal Data Protection Act, 2023, section 11: the right to a summary of the
 * personal data held): `account.json` (the profile as the client sees it, with the dates and two-factor state; never
 * the password hash, the secret or the codes), one JSON per registered holder (`complaints.json`, `tickets.json`,
 * `billing.json`) and the files they list (the citizen's photos). Every record is read before the zip starts, so a
 * failed read answers an error, not a cut-off file; the files are read one at a time as the zip is sent (appendFiles).
 */
@QueryHandler(ExportMyDataQuery)
export class ExportMyDataHandler implements IQueryHandler<ExportMyDataQuery> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: PersonalDataRegistry,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: ExportMyDataQuery): Promise<DataExport> {
    const user = await findUserById(this.dataSource.manager, userId);
    if (!user) throw new NotFoundError(Messages.auth.accountNotFound);
    const subject = { id: user.id, email: user.email };
    const now = this.clock.now();
    const account = { ...toUserView(user), createdAt: user.createdAt.toISOString(), updatedAt: user.updatedAt.toISOString(), exportedAt: now.toISOString() };
    const sections: { name: string; records: unknown }[] = [];
    const files: PersonalDataFile[] = [];
    for (const holder of this.registry.holders()) {
      const section = await holder.collect(subject);
      sections.push({ name: holder.section, records: section.records });
      files.push(...section.files);
    }
    const zip = new ZipArchive({ zlib: { level: 6 } });
    zip.append(JSON.stringify(account, null, 2), { name: 'account.json', date: now });
    for (const section of sections) zip.append(JSON.stringify(section.records, null, 2), { name: `${section.name}.json`, date: now });
    void appendFiles(zip, files, now);
    return { filename: `goa-civic-my-data-${now.toISOString().slice(0, 10)}.zip`, stream: zip };
  }
}

/**
 * Appends the files to the zip one at a time, each read only once the one before has gone into the zip (its `entry`
 * event, which waits while the download is slower than the reading): a citizen's photos, a few hundred kilobytes each
 * and up to five per complaint, were all read into memory before the zip started. A file that cannot be read is
 * listed in `missing-files.json`, and the zip is finalized after the last one.
 */
async function appendFiles(zip: ZipArchive, files: readonly PersonalDataFile[], now: Date): Promise<void> {
  const missing: string[] = [];
  // A download abandoned half-way closes the zip: the wait for an entry ends with it.
  const closed = new AbortController();
  zip.once('close', () => closed.abort());
  try {
    for (const file of files) {
      const data = await file.read().catch(() => null);
      if (!data) {
        missing.push(file.path);
        continue;
      }
      const entries = on(zip, 'entry', { signal: closed.signal });
      zip.append(data, { name: file.path, date: now });
      for await (const [entry] of entries as AsyncIterable<[{ name: string }]>) if (entry.name === file.path) break;
    }
    if (missing.length) zip.append(JSON.stringify({ missingFiles: missing }, null, 2), { name: 'missing-files.json', date: now });
    await zip.finalize();
  } catch (error) {
    zip.destroy(error as Error);
  }
}
