import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A photo the simulator page sent, served to the Graph client as Meta's media endpoints serve one. */
@Entity('whatsapp_simulator_media')
export class WhatsAppSimulatorMedia {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'mime_type', type: 'text' }) mimeType: string;
  @Column({ type: 'bytea' }) content: Buffer;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
