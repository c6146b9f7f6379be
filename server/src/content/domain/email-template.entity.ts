import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** An admin's override of a built-in email template (admin spec section 3). Deleting it restores the default. */
@Entity('email_templates')
export class EmailTemplate {
  @PrimaryColumn({ type: 'text' }) key: string;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text' }) subject: string;
  @Column({ type: 'text' }) html: string;
  @Column({ type: 'text' }) text: string;
  @Column({ type: 'boolean', default: true }) enabled: boolean;
  @Column({ name: 'updated_by_email', type: 'text', nullable: true }) updatedByEmail: string | null;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
