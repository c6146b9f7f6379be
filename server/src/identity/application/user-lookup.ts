import { Messages } from '@civic/contracts';
import type { EntityManager } from 'typeorm';
import { NotFoundError } from '../../kernel/errors/domain-error.js';
import { User } from '../domain/user.entity.js';
import { findLockedByIdOrFail, lockForUpdate } from '../../kernel/database/lock-or-404.js';

/** The account of an email, compared case-insensitively (uses the unique index on lower(email)). */
export function findUserByEmail(manager: EntityManager, email: string, options: { withPassword?: boolean; lock?: boolean } = {}): Promise<User | null> {
  const qb = manager.createQueryBuilder(User, 'u').where('lower(u.email) = lower(:email)', { email: email.trim() });
  if (options.withPassword) qb.addSelect('u.passwordHash');
  if (options.lock) lockForUpdate(qb);
  return qb.getOne();
}

/** The account of an id, with its password hash when asked. */
export function findUserById(manager: EntityManager, id: string, options: { withPassword?: boolean; lock?: boolean } = {}): Promise<User | null> {
  const qb = manager.createQueryBuilder(User, 'u').where('u.id = :id', { id });
  if (options.withPassword) qb.addSelect('u.passwordHash');
  if (options.lock) lockForUpdate(qb);
  return qb.getOne();
}

/** The admin or superadmin of an id, locked for a change; a citizen or an unknown id is 404 'Admin not found'. */
export async function lockAdminOrFail(manager: EntityManager, id: string): Promise<User> {
  const user = await findLockedByIdOrFail(manager, User, id, Messages.admin.admins.notFound);
  if (!user.isAdmin) throw new NotFoundError(Messages.admin.admins.notFound);
  return user;
}
