import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A complaint category (admin spec section 3). Disabled categories are hidden from citizens. */
@Entity('categories')
@Index('categories_order_idx', ['order'])
export class Category {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** Lowercase letters, digits, underscores; at most 50 characters (admin spec section 5). */
  @Index('categories_key_uq', { unique: true }) @Column({ type: 'text' }) key: string;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', default: '' }) description: string;
  @Column({ type: 'text', default: '' }) icon: string;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) subcategories: string[];
  @Column({ type: 'boolean', default: true }) enabled: boolean;
  @Column({ type: 'int', default: 0 }) order: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
