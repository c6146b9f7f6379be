import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An authority address a delivery status notification reported as failing (a bounce of a forward, reminder or
 * escalation): shown beside every routing contact with that address, so an admin corrects it. Keyed by the address,
 * lower case: correcting a contact's address leaves the mark behind with the old one.
 */
@Entity('routing_failing_addresses')
export class FailingAddress {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'routing_failing_addresses_pkey' }) email: string;
  /** When the latest bounce was received. */
  @Column({ name: 'failed_at', type: 'timestamptz' }) failedAt: Date;
  /** The bounce's status and diagnostic, e.g. '5.1.1 user unknown'. */
  @Column({ type: 'text', default: '' }) reason: string;
}
