import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

const numeric = { to: (v: number) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

/** A pricing plan (admin spec section 3). Amounts in paise; gstRate a fraction (0.18 = 18 %). */
@Entity('plans')
@Check('plans_amount_check', 'amount >= 0')
@Check('plans_complaint_limit_check', 'complaint_limit IS NULL OR complaint_limit >= 0')
@Index('plans_order_idx', ['order'])
export class Plan {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Index('plans_name_uq', { unique: true }) @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', default: '' }) description: string;
  /** Price before GST in paise (1 rupee = 100 paise). */
  @Column({ type: 'int', default: 0 }) amount: number;
  @Column({ type: 'text', default: 'INR' }) currency: string;
  @Column({ name: 'gst_rate', type: 'numeric', precision: 5, scale: 4, default: () => '0.18', transformer: numeric }) gstRate: number;
  @Column({ type: 'text', default: 'blue' }) color: string;
  @Column({ type: 'boolean', default: false }) popular: boolean;
  @Column({ type: 'boolean', default: true }) enabled: boolean;
  @Column({ type: 'int', default: 0 }) order: number;
  @Column({ name: 'allow_one_time', type: 'boolean', default: true }) allowOneTime: boolean;
  @Column({ name: 'allow_recurring', type: 'boolean', default: true }) allowRecurring: boolean;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) features: string[];
  @Column({ type: 'text', array: true, default: () => "'{}'" }) limitations: string[];
  /** Complaints per calendar month; null = unlimited. */
  @Column({ name: 'complaint_limit', type: 'int', nullable: true }) complaintLimit: number | null;
  /** Photos per complaint. */
  @Column({ name: 'photo_limit', type: 'int', default: 1 }) photoLimit: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
