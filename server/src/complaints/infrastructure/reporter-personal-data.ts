import { readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  PersonalDataRegistry,
  type PersonalDataFile,
  type PersonalDataSection,
  type PersonalDataSubject,
} from '../../kernel/personal-data/personal-data.registry.js';
import { UploadsService } from '../application/uploads.service.js';
import { ComplaintSupport } from '../domain/complaint-support.entity.js';
import { Complaint } from '../domain/complaint.entity.js';

/**
 * The complaints' part of a citizen's data rights (docs/adr/0117-citizens-data-rights.md).
 *
 * Export: every complaint the citizen filed with its status history, and the complaints they said 'Me too' to; the
 * photos they uploaded that this server stores (the local provider) go into the zip under
 * `photos/<complaint number>/`, those kept by ImageKit, Cloudinary or S3 are listed by address.
 *
 * Deletion: the complaints stay as public records. The link to the reporter goes with the account (reporter_id ON
 * DELETE SET NULL), and with it the name, email and phone every view read through it. The reporter's private words
 * go too: on a complaint the reporter did not choose to show publicly, the description, landmark and 'other' text
 * are erased and the title becomes the subcategory, so that what is left is what the public may already know
 * (category, place, status, dates, photos of the place).
 */
@Injectable()
export class ReporterPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly uploads: UploadsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      section: 'complaints',
      collect: (subject) => this.collect(subject),
      erase: (subject, manager) => this.erase(subject, manager),
    });
  }

  private async collect({ id }: PersonalDataSubject): Promise<PersonalDataSection> {
    const manager = this.dataSource.manager;
    const complaints = await manager.find(Complaint, { where: { reporterId: id }, order: { createdAt: 'ASC', id: 'ASC' } });
    const supported = await manager
      .createQueryBuilder(ComplaintSupport, 's')
      .innerJoin(Complaint, 'c', 'c.id = s.complaint_id')
      .select(['c.public_id AS "complaintId"', 's.created_at AS "at"'])
      .where('s.user_id = :id', { id })
      .orderBy('s.created_at', 'ASC')
      .getRawMany<{ complaintId: string; at: Date }>();
    const files: PersonalDataFile[] = [];
    const records = [];
    for (const c of complaints) {
      const photos: { url: string; file: string | null }[] = [];
      for (const [index, url] of [...c.photos, ...(c.fixPhoto ? [c.fixPhoto] : [])].entries()) {
        if (await this.uploads.localStore.holds(url)) {
          const path = `photos/${c.publicId}/${index + 1}${extname(basename(url)) || '.jpg'}`;
          const source = join(this.uploads.localDir, basename(url));
          files.push({ path, read: () => readFile(source) });
          photos.push({ url, file: path });
        } else {
          photos.push({ url, file: null });
        }
      }
      records.push({
        complaintId: c.publicId,
        category: c.categoryKey,
        subcategory: c.subcategory,
        otherText: c.otherText,
        title: c.title,
        description: c.description,
        location: c.location,
        landmark: c.landmark,
        lat: c.lat,
        lng: c.lng,
        urgency: c.urgency,
        anonymous: c.anonymous,
        showPublicly: c.showPublicly,
        status: c.status,
        archived: c.archived,
        createdAt: c.createdAt.toISOString(),
        history: c.updates,
        photos,
      });
    }
    return { records: { filed: records, meToo: supported.map((s) => ({ complaintId: s.complaintId, at: new Date(s.at).toISOString() })) }, files };
  }

  private async erase({ id }: PersonalDataSubject, manager: EntityManager): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(Complaint)
      .set({ title: () => 'subcategory', description: '', landmark: '', otherText: null })
      .where('reporter_id = :id AND NOT show_publicly', { id })
      .execute();
  }
}
