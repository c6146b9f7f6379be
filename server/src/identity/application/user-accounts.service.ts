import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { DEFAULT_LOCALE, type Locale } from '@civic/contracts';
import { TableCache, TableNotifications } from '../../kernel/cache/table-notifications.js';
import { escapeLike } from '../../kernel/database/paged-rows.js';
import { PreparedReads, PreparedStatement } from '../../kernel/database/prepared-reads.js';
import { PhoneVerificationCode } from '../domain/phone-verification-code.entity.js';
import { personName, User } from '../domain/user.entity.js';
import { toUserView, type UserView } from './user.view.js';

/** What other contexts may know of a user (exported by IdentityModule; never the password hash): the client's view with `id`. */
/** A pending phone verification as its SMS needs it: the number (E.164) and the account's language. */
export interface PendingPhoneVerification {
  phone: string;
  locale: Locale;
}

export type UserProfile = Omit<UserView, '_id' | 'authProvider' | 'hasPassword'> & { id: string };

function toProfile(user: User): UserProfile {
  const { _id: id, authProvider: _provider, hasPassword: _hasPassword, ...profile } = toUserView(user);
  return { id, ...profile };
}

/**
 * The fields every signed-in request checks (the JwtStrategy: blocked, role, session version, the sessions ended by
 * Logout whose tokens have not expired) and hands on (id, email, admin modules, name), plus the plan of the quota read
 * and filing and the language of the filing's acknowledgement, by primary key (bench/baseline-server.mjs runs it). The
 * revoked sessions come from `revoked_sessions_user_expires_idx`; LogOutHandler keeps them to REVOKED_SESSIONS_MAX.
 */
export const LOAD_ACCOUNT_SQL =
  'SELECT id, email, role, blocked, session_version, admin_modules, first_name, last_name, plan, locale, two_factor_enabled, ' +
  'ARRAY(SELECT r.session_id::text FROM revoked_sessions r WHERE r.user_id = users.id AND r.expires_at > now()) AS revoked_sessions ' +
  'FROM users WHERE id = $1';
/** The email and name of several accounts, by primary key (contactsOf), prepared once per connection. $1 ids. */
const ACCOUNT_CONTACTS = new PreparedStatement('account-contacts', 'SELECT id, email, first_name, last_name FROM users WHERE id = ANY($1::uuid[])');

/** An account as a signed-in request needs it (LOAD_ACCOUNT_SQL's row). */
export interface SessionAccount {
  id: string;
  email: string;
  role: User['role'];
  blocked: boolean;
  sessionVersion: number;
  adminModules: User['adminModules'];
  name: string;
  plan: string;
  /** The language of the account's emails. */
  locale: Locale;
  /** Two-factor sign-in is on. */
  twoFactorEnabled: boolean;
  /** The ids of the sessions ended by Logout whose tokens have not expired (the guard refuses them). */
  revokedSessions: readonly string[];
}

interface AccountRow {
  id: string;
  email: string;
  role: User['role'];
  blocked: boolean;
  session_version: number;
  admin_modules: User['adminModules'];
  first_name: string;
  last_name: string;
  plan: string;
  locale: Locale;
  two_factor_enabled: boolean;
  revoked_sessions: string[];
}

/**
 * Read access to user accounts for other bounded contexts. The session account of an id is cached until the users
 * table or the revoked sessions change (TableNotifications): every signed-in request reads it (the auth guard), and a
 * filing and its acknowledgement read it again. A block, a role change, a new session version or a logout empties the
 * cache of every API process when it commits, so it counts from the next request. The other reads go to the database.
 * Callers get copies.
 */
@Injectable()
export class UserAccountsService {
  /** Session accounts by user id (null: no such account). */
  private readonly sessions: TableCache<SessionAccount | null>;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(PhoneVerificationCode) private readonly phoneCodes: Repository<PhoneVerificationCode>,
    private readonly prepared: PreparedReads,
    notifications: TableNotifications,
  ) {
    this.sessions = notifications.cacheOf(['users', 'revoked_sessions'], { name: 'session accounts', max: 20_000 });
  }

  /** The account of a signed-in request, or null when it does not exist (one narrow statement, cached). */
  async sessionAccount(id: string): Promise<SessionAccount | null> {
    const account = await this.sessions.get(id, async () => {
      const [row] = (await this.users.query(LOAD_ACCOUNT_SQL, [id])) as AccountRow[];
      if (!row) return null;
      return {
        id: row.id,
        email: row.email,
        role: row.role,
        blocked: row.blocked,
        sessionVersion: row.session_version,
        adminModules: row.admin_modules,
        name: personName(row.first_name, row.last_name),
        plan: row.plan,
        locale: row.locale,
        twoFactorEnabled: row.two_factor_enabled,
        revokedSessions: row.revoked_sessions,
      } satisfies SessionAccount;
    });
    return account && { ...account, adminModules: [...account.adminModules] };
  }

  /** The plan name of an account, or null when it does not exist (the quota read; from the cached session account). */
  async planOf(id: string): Promise<string | null> {
    return (await this.sessionAccount(id))?.plan ?? null;
  }

  /**
   * The number a phone verification code `codeId` is to be sent to, with the account's language; null when that code
   * is no longer the pending one (a newer request replaced it, or it was confirmed): its SMS is then not sent.
   */
  async pendingPhoneVerification(userId: string, codeId: string): Promise<PendingPhoneVerification | null> {
    const pending = await this.phoneCodes.findOne({ where: { userId, id: codeId } });
    if (!pending) return null;
    const account = await this.sessionAccount(userId);
    return account ? { phone: pending.phone, locale: account.locale } : null;
  }

  /** The profile of an account, or null when it does not exist (primary key). */
  async getProfile(id: string): Promise<UserProfile | null> {
    const user = await this.users.findOne({ where: { id } });
    return user ? toProfile(user) : null;
  }

  /**
   * The language of the account of an email address: emails go out in the recipient's language, by the
   * unique index on lower(email); English for an address with no account (an authority, a visitor's ticket).
   */
  async localeOfEmail(email: string): Promise<Locale> {
    const address = email.trim().toLowerCase();
    const row = await this.users
      .createQueryBuilder('u')
      .select('u.locale', 'locale')
      .where('lower(u.email) = :email', { email: address })
      .getRawOne<{ locale: Locale }>();
    return row?.locale ?? DEFAULT_LOCALE;
  }

  /** The account with this email (case-insensitive, the users_email_lower_uq index), or null. */
  async findByEmail(email: string): Promise<UserProfile | null> {
    const user = await this.users.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email: email.trim() }).getOne();
    return user ? toProfile(user) : null;
  }

  /**
   * Admins who hold `module` and every superadmin, not blocked, oldest account first (the daily digest of new
   * overdue complaints goes to the complaints desk's admins).
   */
  async adminsHolding(module: string): Promise<UserProfile[]> {
    const users = await this.users
      .createQueryBuilder('u')
      .where("(u.role = 'superadmin' OR (u.role = 'admin' AND :module = ANY(u.admin_modules))) AND NOT u.blocked", { module })
      .orderBy('u.createdAt', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .getMany();
    return users.map(toProfile);
  }

  /**
   * The email and name of several users, keyed by id, in one statement on the primary key: what a list of other
   * people's records shows of each (the desk's reporters), without reading and hydrating whole accounts. An id with no
   * account (deleted) is absent.
   */
  async contactsOf(ids: readonly string[]): Promise<Map<string, { email: string; name: string }>> {
    const unique = [...new Set(ids)].filter(Boolean);
    if (unique.length === 0) return new Map();
    const rows = await this.prepared.query<{ id: string; email: string; first_name: string; last_name: string }>(ACCOUNT_CONTACTS, [unique]);
    return new Map(rows.map((r) => [r.id, { email: r.email, name: personName(r.first_name, r.last_name) }]));
  }

  /** Profiles of several users, keyed by id, in one statement (no N+1). */
  async getProfiles(ids: readonly string[]): Promise<Map<string, UserProfile>> {
    const unique = [...new Set(ids)].filter(Boolean);
    if (unique.length === 0) return new Map();
    const users = await this.users.find({ where: { id: In(unique) } });
    return new Map(users.map((u) => [u.id, toProfile(u)]));
  }

  /**
   * Citizens (role user) newest first, searched case-insensitively over email, first and last name (billing's admin
   * page, admin spec section 7: GET /api/admin/billing/users).
   */
  async searchCitizens(q: string | undefined, offset: number, limit: number): Promise<{ items: UserProfile[]; total: number }> {
    const qb = this.users.createQueryBuilder('u').where("u.role = 'user'");
    if (q) {
      const like = `%${escapeLike(q)}%`;
      qb.andWhere("(u.email ILIKE :like OR u.first_name ILIKE :like OR u.last_name ILIKE :like OR (u.first_name || ' ' || u.last_name) ILIKE :like)", { like });
    }
    const [users, total] = await qb.orderBy('u.createdAt', 'DESC').addOrderBy('u.id', 'DESC').skip(offset).take(limit).getManyAndCount();
    return { items: users.map(toProfile), total };
  }
}
