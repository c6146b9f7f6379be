import type { EntityManager } from 'typeorm';
import { User } from '../domain/user.entity.js';

/** The account of an email, compared case-insensitively (uses the unique index on lower(email)). */
export function findUserByEmail(manager: EntityManager, email: string, options: { withPassword?: boolean; lock?: boolean } = {}): Promise<User | null> {
  const qb = manager.createQueryBuilder(User, 'u').where('lower(u.email) = lower(:email)', { email: email.trim() });
  if (options.withPassword) qb.addSelect('u.passwordHash');
  if (options.lock) qb.setLock('pessimistic_write');
  return qb.getOne();
}

/** The account of an id, with its password hash when asked. */
export function findUserById(manager: EntityManager, id: string, options: { withPassword?: boolean; lock?: boolean } = {}): Promise<User | null> {
  const qb = manager.createQueryBuilder(User, 'u').where('u.id = :id', { id });
  if (options.withPassword) qb.addSelect('u.passwordHash');
  if (options.lock) qb.setLock('pessimistic_write');
  return qb.getOne();
}
