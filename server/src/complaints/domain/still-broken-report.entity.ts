import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * "Still broken" (docs/adr/0148; migration 1763804400000): a signed-in person's report that a resolved public complaint
 * is not fixed, with a photo whose EXIF GPS (read by the server at upload) lies within STILL_BROKEN_RADIUS_METRES of the
 * pin. The desk shows them on the complaint; an admin may reopen it. One report per person and resolution.
 */
@Entity('still_broken_reports')
@Index('still_broken_reports_once_uq', ['complaintId', 'resolvedAt', 'reporterId'], { unique: true })
@Index('still_broken_reports_reporter_idx', ['reporterId'])
export class StillBrokenReport {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'still_broken_reports_pkey' }) id: string;
  @ForeignKey('Complaint', { name: 'still_broken_reports_complaint_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'complaint_id', type: 'uuid' })
  complaintId: string;
  /** The resolution reported on (Complaint.resolvedAt then). */
  @Column({ name: 'resolved_at', type: 'timestamptz' }) resolvedAt: Date;
  /** Who reported; the report goes with their account. */
  @ForeignKey('User', { name: 'still_broken_reports_reporter_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'reporter_id', type: 'uuid' })
  reporterId: string;
  /** The photo's URL ('/uploads/<name>'). */
  @Column({ type: 'text' }) photo: string;
  /** Whole metres from the photo's EXIF position to the pin. */
  @Column({ name: 'distance_m', type: 'int' }) distanceMetres: number;
  /** What the person added, as typed ('' without). */
  @Column({ type: 'text', default: '' }) note: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
