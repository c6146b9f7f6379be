import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { User } from '../domain/user.entity.js';
import { toUserView, type UserView } from './user-view.js';

/** What other contexts may know of a user (exported by IdentityModule; never the password hash): the client's view with `id`. */
export type UserProfile = Omit<UserView, '_id' | 'authProvider' | 'hasPassword'> & { id: string };

function toProfile(user: User): UserProfile {
  const { _id: id, authProvider: _provider, hasPassword: _hasPassword, ...profile } = toUserView(user);
  return { id, ...profile };
}

/** Read access to user accounts for other bounded contexts. */
@Injectable()
export class UserAccountsService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async getProfile(id: string): Promise<UserProfile | null> {
    const user = await this.users.findOne({ where: { id } });
    return user ? toProfile(user) : null;
  }

  /** Profiles of several users in one query (no N+1), keyed by id. */
  async getProfiles(ids: readonly string[]): Promise<Map<string, UserProfile>> {
    const unique = [...new Set(ids)].filter(Boolean);
    if (unique.length === 0) return new Map();
    const users = await this.users.find({ where: { id: In(unique) } });
    return new Map(users.map((u) => [u.id, toProfile(u)]));
  }
}
