import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Repository } from 'typeorm';
import { ErrorCode, Messages } from '@civic/contracts';
import { DomainError, UnauthorizedError } from '../../kernel/errors/domain-error.js';
import type { AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import type { JwtPayload } from '../application/session-tokens.service.js';
import type { User } from '../domain/user.entity.js';

/** The account fields the strategy checks and hands on, by primary key (bench/baseline-server.mjs runs it too). */
export const LOAD_ACCOUNT_SQL = 'SELECT id, email, role, blocked, session_version, admin_modules, first_name, last_name FROM users WHERE id = $1';

interface AccountRow {
  id: string;
  email: string;
  role: User['role'];
  blocked: boolean;
  session_version: number;
  admin_modules: User['adminModules'];
  first_name: string;
  last_name: string;
}

/** The name the global guard authenticates with. */
export const JWT_STRATEGY = 'jwt';

/**
 * The passport-jwt strategy (@nestjs/passport, as the Nest samples' auth): the bearer token of the Authorization
 * header, signed with the JWT secret (HS256), not expired. `validate` then loads the account on every request, so
 * that a deleted account gets NOT_FOUND and a blocked or demoted one, or a token issued before the last password
 * change (session version `sv`), is refused at once with 401 (docs/decisions.md, "Sessions end when a password
 * changes"). Built by a factory in IdentityModule, since the secret may come from the database.
 */
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    secret: string,
    private readonly users: Repository<User>,
  ) {
    // A KeyObject, made once: given the string, jsonwebtoken tries createPublicKey() on it (and fails) on every
    // request before making the same secret key (issue 14's CPU profile).
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: createSecretKey(Buffer.from(secret)) as unknown as string,
      ignoreExpiration: false,
      algorithms: ['HS256'],
    });
  }

  async validate(payload: JwtPayload): Promise<AuthenticatedUser> {
    // One narrow statement straight into the checked fields (issue 14): no entity hydration on every signed-in call.
    const [user] = (await this.users.query(LOAD_ACCOUNT_SQL, [payload.sub])) as AccountRow[];
    if (!user) throw new DomainError(ErrorCode.NotFound, Messages.auth.accountNotFound);
    if (user.blocked) throw new UnauthorizedError(Messages.auth.accountBlocked);
    if (user.role !== payload.role) throw new UnauthorizedError(Messages.auth.roleChanged);
    if ((payload.sv ?? 0) !== user.session_version) throw new UnauthorizedError(Messages.auth.sessionExpired);
    return {
      id: user.id,
      email: user.email,
      role: user.role,
      adminModules: user.admin_modules,
      name: `${user.first_name} ${user.last_name}`.trim(),
    };
  }
}
