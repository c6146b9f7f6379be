import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { Messages, type AdminModule } from '@civic/contracts';
import { ConflictError, NotFoundError } from '../../kernel/errors/domain-error.js';
import { OutboxService } from '../../kernel/events/outbox.service.js';
import { User } from '../domain/user.entity.js';
import { IdentityEvent, identityEvent, type Actor } from '../identity.events.js';
import { passwordHasher } from '../infrastructure/password-hasher.js';
import { isForeignKeyViolation, isUniqueViolation } from '../infrastructure/postgres-errors.js';
import { findUserByEmail } from './user-lookup.js';

/** An admin account as Admin Management shows it (admin spec section 3, "Admin user"). */
export interface AdminAccount {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'admin' | 'superadmin';
  adminModules: AdminModule[];
}

/** What a superadmin enters to create an admin (admin spec section 7, POST /api/admin/admins). */
export interface NewAdmin {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  modules: readonly string[];
}

function toAdminAccount(user: User): AdminAccount {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role as 'admin' | 'superadmin',
    adminModules: [...user.adminModules],
  };
}

/**
 * Admin accounts for the admin context (admin spec sections 2, 5, 6 and 7: Admin Management), exported by
 * IdentityModule. Each change is one transaction that appends its audited event. Access (superadmin only) is
 * checked by the caller's route; `actor` is the signed-in superadmin.
 */
@Injectable()
export class AdminAccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** Superadmins first, then admins, each by email. */
  async list(): Promise<AdminAccount[]> {
    const admins = await this.dataSource.getRepository(User).find({ where: { role: In(['admin', 'superadmin']) } });
    const rank = (u: User) => (u.role === 'superadmin' ? 0 : 1);
    return admins.sort((a, b) => rank(a) - rank(b) || a.email.localeCompare(b.email)).map(toAdminAccount);
  }

  /**
   * Creates an admin with a temporary password, a verified email and the normalised modules (AdminCreated).
   * An email that already has an account, citizen or admin, is 409 CONFLICT: citizens are not promoted
   * (docs/decisions.md "Admin Management").
   */
  async create(input: NewAdmin, actor: Actor): Promise<AdminAccount> {
    const passwordHash = await passwordHasher.hash(input.password);
    try {
      return await this.outbox.transaction(async (manager) => {
        if (await findUserByEmail(manager, input.email)) throw new ConflictError(Messages.auth.emailTaken);
        const admin = await manager.save(
          User.registerAdmin({ firstName: input.firstName, lastName: input.lastName, email: input.email, phone: '', passwordHash, modules: input.modules }),
        );
        return {
          result: toAdminAccount(admin),
          events: [identityEvent(IdentityEvent.AdminCreated, actor, admin.id, { email: admin.email, modules: [...admin.adminModules] })],
        };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_lower_uq')) throw new ConflictError(Messages.auth.emailTaken);
      throw error;
    }
  }

  /** Replaces an admin's modules (AdminModulesChanged). A superadmin's cannot be changed (403). */
  async setModules(adminId: string, modules: readonly string[], actor: Actor): Promise<AdminAccount> {
    return this.outbox.transaction(async (manager) => {
      const admin = await this.loadAdmin(manager, adminId);
      const { before, after } = admin.setAdminModules(modules);
      await manager.save(admin);
      return {
        result: toAdminAccount(admin),
        events: [identityEvent(IdentityEvent.AdminModulesChanged, actor, admin.id, { email: admin.email, before, after })],
      };
    });
  }

  /** Deletes an admin account (AdminDeleted): 'Cannot delete a superadmin' (403); 409 while other records still reference it. */
  async delete(adminId: string, actor: Actor): Promise<void> {
    try {
      await this.outbox.transaction(async (manager) => {
        const admin = await this.loadAdmin(manager, adminId);
        admin.assertDeletableAdmin();
        await manager.delete(User, { id: admin.id });
        return {
          result: undefined,
          events: [identityEvent(IdentityEvent.AdminDeleted, actor, admin.id, { email: admin.email, modules: [...admin.adminModules] })],
        };
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new ConflictError(Messages.admin.admins.stillReferenced);
      throw error;
    }
  }

  /** Sets a new password for an admin or superadmin (AdminPasswordReset) and signs out that account's sessions. */
  async resetPassword(adminId: string, password: string, actor: Actor): Promise<void> {
    const hash = await passwordHasher.hash(password);
    await this.outbox.transaction(async (manager) => {
      const admin = await this.loadAdmin(manager, adminId);
      admin.setPasswordHash(hash);
      await manager.save(admin);
      return { result: undefined, events: [identityEvent(IdentityEvent.AdminPasswordReset, actor, admin.id, { email: admin.email })] };
    });
  }

  /** The admin or superadmin of an id, locked; a citizen or an unknown id is 404 'Admin not found'. */
  private async loadAdmin(manager: EntityManager, id: string): Promise<User> {
    const user = await manager.findOne(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!user || !user.isAdmin) throw new NotFoundError(Messages.admin.admins.notFound);
    return user;
  }
}
