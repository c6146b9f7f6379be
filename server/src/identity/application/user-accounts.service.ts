import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { AdminModule, Role } from '@civic/contracts';
import { User } from '../domain/user.entity.js';

/** What other contexts may know of a user (exported by IdentityModule; never the password hash). */
export interface UserProfile {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string;
  plan: string;
  isPremium: boolean;
  role: Role;
  adminModules: AdminModule[];
  blocked: boolean;
  emailVerified: boolean;
}

function toProfile(user: User): UserProfile {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    name: user.name,
    email: user.email,
    phone: user.phone,
    plan: user.plan,
    isPremium: user.isPremium,
    role: user.role,
    adminModules: user.adminModules,
    blocked: user.blocked,
    emailVerified: user.emailVerified,
  };
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
