import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../kernel/config/app-config.js';
import { AdminAccountsService } from './application/admin-accounts.service.js';
import { AuthLinks } from './application/auth-links.service.js';
import { ChangePasswordHandler } from './application/commands/change-password/change-password.handler.js';
import { LogInHandler } from './application/commands/log-in/log-in.handler.js';
import { RequestPasswordResetHandler } from './application/commands/request-password-reset/request-password-reset.handler.js';
import { RequestVerificationHandler } from './application/commands/request-verification/request-verification.handler.js';
import { ResetPasswordHandler } from './application/commands/reset-password/reset-password.handler.js';
import { SignInWithGoogleHandler } from './application/commands/sign-in-with-google/sign-in-with-google.handler.js';
import { SignUpHandler } from './application/commands/sign-up/sign-up.handler.js';
import { UpdateProfileHandler } from './application/commands/update-profile/update-profile.handler.js';
import { VerifyEmailHandler } from './application/commands/verify-email/verify-email.handler.js';
import { GetMeHandler } from './application/queries/get-me/get-me.handler.js';
import { SessionTokens } from './application/session-tokens.service.js';
import { UserAccountsService } from './application/user-accounts.service.js';
import { AuthToken } from './domain/auth-token.entity.js';
import { User } from './domain/user.entity.js';
import { AuthController } from './http/auth.controller.js';
import { AuthGuard } from './http/auth.guard.js';
import { RATE_LIMIT_WINDOW_MS } from './http/rate-limit.decorator.js';
import { GOOGLE_CERTS_SOURCE, GoogleFederatedCerts, GoogleIdTokenVerifier } from './infrastructure/google-id-token.verifier.js';
import { resolveJwtSecret } from './infrastructure/jwt-secret.js';
import { RedisThrottlerStorage } from './infrastructure/redis-throttler.storage.js';
import { SuperadminSeeder } from './infrastructure/superadmin.seeder.js';

const COMMAND_HANDLERS = [
  SignUpHandler,
  LogInHandler,
  SignInWithGoogleHandler,
  RequestVerificationHandler,
  VerifyEmailHandler,
  RequestPasswordResetHandler,
  ResetPasswordHandler,
  UpdateProfileHandler,
  ChangePasswordHandler,
];

/**
 * Identity: users, roles, admin modules, sign-up, login, Google sign-in, email verification, password reset,
 * profile, JWT, the global access guard and the rate limits (DESIGN.md). Exports UserAccountsService (read
 * access for other contexts) and AdminAccountsService (Admin Management for the admin context).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([User, AuthToken]),
    JwtModule.registerAsync({
      inject: [AppConfig, getDataSourceToken()],
      useFactory: async (config: AppConfig, dataSource: DataSource) => ({
        secret: await resolveJwtSecret(dataSource, config.JWT_SECRET),
        signOptions: { expiresIn: config.JWT_EXPIRES_IN as `${number}d` },
      }),
    }),
    // Limits apply only where @RateLimited() says so; counters live in Redis, shared by every API process.
    ThrottlerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        throttlers: [{ name: 'default', ttl: RATE_LIMIT_WINDOW_MS, limit: config.RATE_LIMIT_PER_MINUTE }],
        storage: new RedisThrottlerStorage(config.REDIS_URL, config.QUEUE_PREFIX),
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    { provide: APP_GUARD, useClass: AuthGuard },
    SuperadminSeeder,
    UserAccountsService,
    AdminAccountsService,
    SessionTokens,
    AuthLinks,
    GoogleIdTokenVerifier,
    { provide: GOOGLE_CERTS_SOURCE, useClass: GoogleFederatedCerts },
    ...COMMAND_HANDLERS,
    GetMeHandler,
  ],
  exports: [JwtModule, UserAccountsService, AdminAccountsService],
})
export class IdentityModule {}
