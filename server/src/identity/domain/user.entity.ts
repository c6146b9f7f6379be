import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { FREE_PLAN_NAME, type AdminModule, type Role } from '@civic/contracts';

/** A portal account: citizen, admin or superadmin (citizen spec section 3). The password hash is never returned. */
@Entity('users')
@Index('users_email_lower_uq', { synchronize: false })
export class User {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'first_name', type: 'text' }) firstName: string;
  @Column({ name: 'last_name', type: 'text' }) lastName: string;
  /** Stored lowercased; unique case-insensitively. */
  @Column({ type: 'text' }) email: string;
  @Column({ type: 'text', default: '' }) phone: string;
  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false }) passwordHash: string | null;
  @Column({ name: 'auth_provider', type: 'text', default: 'local' }) authProvider: 'local' | 'google';
  @Column({ name: 'google_sub', type: 'text', nullable: true }) googleSub: string | null;
  @Column({ name: 'has_password', type: 'boolean', default: false }) hasPassword: boolean;
  @Column({ name: 'email_verified', type: 'boolean', default: false }) emailVerified: boolean;
  @Column({ type: 'boolean', default: false }) blocked: boolean;
  @Column({ type: 'text', default: 'user' }) role: Role;
  @Column({ name: 'admin_modules', type: 'text', array: true, default: () => "'{}'" }) adminModules: AdminModule[];
  @Column({ type: 'text', default: FREE_PLAN_NAME }) plan: string;
  @Column({ name: 'is_premium', type: 'boolean', default: false }) isPremium: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;

  get name(): string {
    return `${this.firstName} ${this.lastName}`.trim();
  }

  get isAdmin(): boolean {
    return this.role === 'admin' || this.role === 'superadmin';
  }
}
