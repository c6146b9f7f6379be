import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/**
 * Update emails sent to one address for one key's complaints in one calendar month (India time), capped at the key's
 * perEmailMonthlyLimit so that a key cannot flood a stranger's inbox (docs/adr/0100-open311-integrator-reporters.md).
 */
@Entity('open311_reporter_mails')
@Check('open311_reporter_mails_sent_check', 'sent >= 0')
export class ReporterMailCount {
  @ForeignKey('IntegrationKey', { name: 'open311_reporter_mails_api_key_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'api_key_id', type: 'uuid' })
  apiKeyId: string;
  @PrimaryColumn({ type: 'text' }) email: string;
  /** The first day of the month, India time. */
  @PrimaryColumn({ type: 'date' }) month: string;
  @Column({ type: 'int', default: 0 }) sent: number;
}
