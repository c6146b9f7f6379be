import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

const numeric = {
  to: (v: number) => v,
  from: (v: string) => Number(v),
};

/**
 * Where a photo uploaded to the server was taken (confirm fix; migration 1763801400000): the EXIF GPS of
 * the original bytes, read before the stored copy drops its metadata. Only photos that carried a position have a row.
 * The server decides with it whether an after-photo was taken at the complaint's pin; a position the browser sends
 * is never trusted. Deleted with the uploading account.
 */
@Entity('photo_points')
@Check('photo_points_lat_check', 'lat BETWEEN -90 AND 90')
@Check('photo_points_lng_check', 'lng BETWEEN -180 AND 180')
@Index('photo_points_uploader_id_idx', ['uploaderId'])
@Index('photo_points_response_link_id_idx', ['responseLinkId'])
@Check('photo_points_owner_check', 'uploader_id IS NOT NULL OR response_link_id IS NOT NULL')
export class PhotoPoint {
  /** The photo's URL as a complaint carries it ('/uploads/<name>'). */
  @PrimaryColumn('text') url: string;
  @ForeignKey('User', { name: 'photo_points_uploader_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'uploader_id', type: 'uuid', nullable: true })
  uploaderId: string | null;
  /** The response link an authority uploaded the photo through (an after-photo); null for a user's upload. */
  @ForeignKey('ResponseLink', { name: 'photo_points_response_link_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'response_link_id', type: 'uuid', nullable: true })
  responseLinkId: string | null;
  /** Degrees, 6 decimals. */
  @Column({ type: 'numeric', precision: 9, scale: 6, transformer: numeric }) lat: number;
  /** Degrees, 6 decimals. */
  @Column({ type: 'numeric', precision: 9, scale: 6, transformer: numeric }) lng: number;
  /** Upload time (the Clock's). */
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
