import { Module, type OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../kernel/config/app-config.js';
import { EventSubscriptions } from '../kernel/events/event-subscriptions.js';
import { IdentityEvent, USER_DELETED_PERSONAL_KEYS } from './domain/events/user.events.js';
import { AuthLinksWriter } from './application/auth-links.writer.js';
import { ChangeAdminModulesHandler } from './application/commands/change-admin-modules/change-admin-modules.handler.js';
import { ChangePasswordHandler } from './application/commands/change-password/change-password.handler.js';
import { LogOutHandler } from './application/commands/log-out/log-out.handler.js';
import { LogOutEverywhereHandler } from './application/commands/log-out-everywhere/log-out-everywhere.handler.js';
import { CreateAdminHandler } from './application/commands/create-admin/create-admin.handler.js';
import { DeleteAdminHandler } from './application/commands/delete-admin/delete-admin.handler.js';
import { LogInHandler } from './application/commands/log-in/log-in.handler.js';
import { RequestPasswordResetHandler } from './application/commands/request-password-reset/request-password-reset.handler.js';
import { RequestVerificationHandler } from './application/commands/request-verification/request-verification.handler.js';
import { ResetAdminPasswordHandler } from './application/commands/reset-admin-password/reset-admin-password.handler.js';
import { ResetPasswordHandler } from './application/commands/reset-password/reset-password.handler.js';
import { SignInWithGoogleHandler } from './application/commands/sign-in-with-google/sign-in-with-google.handler.js';
import { SignUpHandler } from './application/commands/sign-up/sign-up.handler.js';
import { RegisterWhatsAppCitizenHandler } from './application/commands/register-whatsapp-citizen/register-whatsapp-citizen.handler.js';
import { UpdateProfileHandler } from './application/commands/update-profile/update-profile.handler.js';
import { VerifyEmailHandler } from './application/commands/verify-email/verify-email.handler.js';
import { GetMeHandler } from './application/queries/get-me/get-me.handler.js';
import { ListAdminsHandler } from './application/queries/list-admins/list-admins.handler.js';
import { SessionTokens } from './application/session-tokens.service.js';
import { UserAccountsService } from './application/user-accounts.service.js';
import { UserPlansWriter } from './application/user-plans.writer.js';
import { UserWhatsAppWriter } from './application/user-whatsapp.writer.js';
import { AuthToken } from './domain/auth-token.entity.js';
import { User } from './domain/user.entity.js';
import { AdminAccountsController } from './http/admin-accounts.controller.js';
import { AdminUsersController } from './http/admin-users.controller.js';
import { DeleteUserHandler } from './application/commands/delete-user/delete-user.handler.js';
import { SetUserBlockedHandler } from './application/commands/set-user-blocked/set-user-blocked.handler.js';
import { SetUserEmailVerifiedHandler } from './application/commands/set-user-email-verified/set-user-email-verified.handler.js';
import { ListUsersHandler } from './application/queries/list-users/list-users.handler.js';
import { AuthController } from './http/auth.controller.js';
import { AuthGuard } from './http/auth.guard.js';
import { GOOGLE_CERTS_SOURCE, GoogleFederatedCerts, GoogleIdTokenVerifier } from './infrastructure/google-id-token.verifier.js';
import { resolveJwtSecret } from './infrastructure/jwt-secret.js';
import { LoginDelays } from './infrastructure/login-delays.js';
import { CurrentPasswordCheck } from './application/current-password.js';
import { JwtStrategy } from './infrastructure/jwt.strategy.js';
import { SuperadminSeeder } from './infrastructure/superadmin.seeder.js';
import { AUTH_LINK_KEY, deriveAuthLinkKey } from './infrastructure/auth-link-key.js';
import { ServerKeys } from './application/server-keys.service.js';
import { AuthLinkUrls } from './application/auth-link-urls.service.js';
import { DeleteMyAccountHandler } from './application/commands/delete-my-account/delete-my-account.handler.js';
import { DisableTwoFactorHandler } from './application/commands/disable-two-factor/disable-two-factor.handler.js';
import { EnableTwoFactorHandler } from './application/commands/enable-two-factor/enable-two-factor.handler.js';
import { LogInWithTwoFactorHandler } from './application/commands/log-in-with-two-factor/log-in-with-two-factor.handler.js';
import { RequestAccountDeletionCodeHandler } from './application/commands/request-account-deletion-code/request-account-deletion-code.handler.js';
import { ResetTwoFactorHandler } from './application/commands/reset-two-factor/reset-two-factor.handler.js';
import { SetUpTwoFactorHandler } from './application/commands/set-up-two-factor/set-up-two-factor.handler.js';
import { ExportMyDataHandler } from './application/queries/export-my-data/export-my-data.handler.js';
import { TwoFactorChallenges } from './application/two-factor-challenges.service.js';
import { TwoFactorChallengesWriter } from './application/two-factor-challenges.writer.js';
import { TwoFactorWriter } from './application/two-factor.writer.js';
import { RecoveryCode } from './domain/recovery-code.entity.js';
import { AccountDeletionCode } from './domain/account-deletion-code.entity.js';
import { UserTwoFactor } from './domain/two-factor.entity.js';
import { DataRightsController } from './http/data-rights.controller.js';
import { TwoFactorController } from './http/two-factor.controller.js';
import { NotificationSettingsController } from './http/notification-settings.controller.js';
import { PhoneVerificationCode } from './domain/phone-verification-code.entity.js';
import { RevokedSession } from './domain/revoked-session.entity.js';
import { ChooseNotificationChannelsHandler } from './application/commands/choose-notification-channels/choose-notification-channels.handler.js';
import { ConfirmPhoneHandler } from './application/commands/confirm-phone/confirm-phone.handler.js';
import { RequestPhoneVerificationHandler } from './application/commands/request-phone-verification/request-phone-verification.handler.js';
import { TWO_FACTOR_SECRETS, TwoFactorSecrets } from './infrastructure/two-factor-secrets.js';

const COMMAND_HANDLERS = [
  SignUpHandler,
  RegisterWhatsAppCitizenHandler,
  LogInHandler,
  SignInWithGoogleHandler,
  RequestVerificationHandler,
  VerifyEmailHandler,
  RequestPasswordResetHandler,
  ResetPasswordHandler,
  UpdateProfileHandler,
  ChangePasswordHandler,
  LogOutHandler,
  LogOutEverywhereHandler,
  CreateAdminHandler,
  ChangeAdminModulesHandler,
  DeleteAdminHandler,
  ResetAdminPasswordHandler,
  SetUserBlockedHandler,
  SetUserEmailVerifiedHandler,
  DeleteUserHandler,
  SetUpTwoFactorHandler,
  EnableTwoFactorHandler,
  DisableTwoFactorHandler,
  LogInWithTwoFactorHandler,
  ResetTwoFactorHandler,
  DeleteMyAccountHandler,
  RequestAccountDeletionCodeHandler,
  RequestPhoneVerificationHandler,
  ConfirmPhoneHandler,
  ChooseNotificationChannelsHandler,
];

const QUERY_HANDLERS = [GetMeHandler, ListAdminsHandler, ListUsersHandler, ExportMyDataHandler];

/**
 * Identity: users, roles, admin modules, sign-up, login, Google sign-in, email verification, password reset,
 * profile, JWT, the global access guard, and admin accounts (Admin Management; the DESIGN.md "admin" context is
 * folded in here, since an admin account is a user with a role). Exports UserAccountsService, the read access
 * for other contexts (docs/architecture.md).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([User, AuthToken, UserTwoFactor, RecoveryCode, AccountDeletionCode, PhoneVerificationCode, RevokedSession]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig, getDataSourceToken()],
      useFactory: async (config: AppConfig, dataSource: DataSource) => ({
        secret: await resolveJwtSecret(dataSource, config),
        signOptions: { expiresIn: config.JWT_EXPIRES_IN as `${number}d` },
      }),
    }),
  ],
  controllers: [AuthController, AdminAccountsController, AdminUsersController, TwoFactorController, DataRightsController, NotificationSettingsController],
  providers: [
    { provide: APP_GUARD, useClass: AuthGuard },
    UserPlansWriter,
    UserWhatsAppWriter,
    {
      provide: JwtStrategy,
      inject: [AppConfig, getDataSourceToken(), UserAccountsService],
      useFactory: async (config: AppConfig, dataSource: DataSource, accounts: UserAccountsService) =>
        new JwtStrategy(await resolveJwtSecret(dataSource, config), accounts),
    },
    SuperadminSeeder,
    UserAccountsService,
    SessionTokens,
    AuthLinksWriter,
    AuthLinkUrls,
    LoginDelays,
    CurrentPasswordCheck,
    ServerKeys,
    {
      provide: AUTH_LINK_KEY,
      inject: [AppConfig, getDataSourceToken()],
      useFactory: async (config: AppConfig, dataSource: DataSource) => deriveAuthLinkKey(await resolveJwtSecret(dataSource, config)),
    },
    {
      provide: TWO_FACTOR_SECRETS,
      inject: [AppConfig, getDataSourceToken()],
      useFactory: async (config: AppConfig, dataSource: DataSource) => new TwoFactorSecrets(await resolveJwtSecret(dataSource, config)),
    },
    TwoFactorWriter,
    TwoFactorChallenges,
    TwoFactorChallengesWriter,
    GoogleIdTokenVerifier,
    { provide: GOOGLE_CERTS_SOURCE, useClass: GoogleFederatedCerts },
    ...COMMAND_HANDLERS,
    ...QUERY_HANDLERS,
  ],
  exports: [UserAccountsService, AuthLinkUrls, UserPlansWriter, UserWhatsAppWriter, ServerKeys],
})
export class IdentityModule implements OnModuleInit {
  constructor(private readonly subscriptions: EventSubscriptions) {}

  /** What UserDeleted carries to identify the person stays in its outbox row only until every reaction has run. */
  onModuleInit(): void {
    this.subscriptions.eraseWhenHandled(IdentityEvent.UserDeleted, USER_DELETED_PERSONAL_KEYS);
  }
}
