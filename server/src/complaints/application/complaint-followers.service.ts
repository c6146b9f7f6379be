import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * Who follows a complaint (docs/adr/0149-following-a-complaint.md), read by the notifications worker for the
 * followers' emails and by the public page's Follow button. Reads only.
 */
@Injectable()
export class ComplaintFollowersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The account ids following the complaint with this public id, oldest follow first, its reporter never among them
   * (an account that filed it and followed before a claim gets the reporter's email only). One statement: the public
   * id through complaints_public_id_uq, the followers through complaint_follows_pkey (complaint first).
   */
  async followersOf(complaintId: string): Promise<string[]> {
    const rows: { user_id: string }[] = await this.dataSource.query(
      `SELECT f.user_id
         FROM complaints c
         JOIN complaint_follows f ON f.complaint_id = c.id
        WHERE c.public_id = $1 AND f.user_id IS DISTINCT FROM c.reporter_id
        ORDER BY f.created_at, f.user_id`,
      [complaintId],
    );
    return rows.map((r) => r.user_id);
  }

  /**
   * Whether `userId` follows the complaint and may follow it at all (not its reporter); null when no complaint has
   * this public id.
   */
  async stateOf(complaintId: string, userId: string): Promise<{ following: boolean; canFollow: boolean } | null> {
    const [row]: { mine: boolean; following: boolean }[] = await this.dataSource.query(
      `SELECT c.reporter_id IS NOT DISTINCT FROM $2::uuid AS mine,
              EXISTS (SELECT 1 FROM complaint_follows f WHERE f.complaint_id = c.id AND f.user_id = $2::uuid) AS following
         FROM complaints c
        WHERE c.public_id = $1`,
      [complaintId.trim().toUpperCase(), userId],
    );
    return row ? { following: row.following, canFollow: !row.mine } : null;
  }
}
