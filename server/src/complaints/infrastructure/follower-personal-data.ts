import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { PersonalDataRegistry, type PersonalDataSection, type PersonalDataSubject } from '../../kernel/personal-data/personal-data.registry.js';
import { ComplaintFollow } from '../domain/complaint-follow.entity.js';

/**
 * The complaints an account follows are the account's data (docs/adr/0117-citizens-data-rights.md,
 * docs/adr/0149-following-a-complaint.md): the export lists them (`follows.json`: public id and since when), and the
 * deletion removes them in its transaction, before the account row goes (its ON DELETE CASCADE would too; erasing
 * here keeps the rule where the data is).
 */
@Injectable()
export class FollowerPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      section: 'follows',
      collect: (subject) => this.collect(subject),
      erase: (subject, manager) => this.erase(subject, manager),
    });
  }

  private async collect({ id }: PersonalDataSubject): Promise<PersonalDataSection> {
    const rows: { complaint_id: string; since: Date }[] = await this.dataSource.query(
      `SELECT c.public_id AS complaint_id, f.created_at AS since
         FROM complaint_follows f JOIN complaints c ON c.id = f.complaint_id
        WHERE f.user_id = $1
        ORDER BY f.created_at, c.public_id`,
      [id],
    );
    return { records: rows.map((r) => ({ complaintId: r.complaint_id, since: new Date(r.since).toISOString() })), files: [] };
  }

  private async erase({ id }: PersonalDataSubject, manager: EntityManager): Promise<void> {
    await manager.delete(ComplaintFollow, { userId: id });
  }
}
