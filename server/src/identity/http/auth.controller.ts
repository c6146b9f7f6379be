import { Body, Get, HttpCode, HttpStatus, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { ChangePasswordCommand } from '../application/commands/change-password/change-password.command.js';
import { LogInCommand } from '../application/commands/log-in/log-in.command.js';
import { LogOutCommand } from '../application/commands/log-out/log-out.command.js';
import { LogOutEverywhereCommand } from '../application/commands/log-out-everywhere/log-out-everywhere.command.js';
import { REVOKED_SESSIONS_MAX } from '../application/commands/log-out/log-out.handler.js';
import { RequestPasswordResetCommand } from '../application/commands/request-password-reset/request-password-reset.command.js';
import { RequestVerificationCommand } from '../application/commands/request-verification/request-verification.command.js';
import { ResetPasswordCommand } from '../application/commands/reset-password/reset-password.command.js';
import { SignInWithGoogleCommand } from '../application/commands/sign-in-with-google/sign-in-with-google.command.js';
import { SignUpCommand } from '../application/commands/sign-up/sign-up.command.js';
import { UpdateProfileCommand } from '../application/commands/update-profile/update-profile.command.js';
import { VerifyEmailCommand } from '../application/commands/verify-email/verify-email.command.js';
import { GetMeQuery } from '../application/queries/get-me/get-me.query.js';
import { GoogleIdTokenVerifier } from '../infrastructure/google-id-token.verifier.js';
import { CurrentUser, Public, SignedIn, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import {
  ChangePasswordRequest,
  EmailOnlyRequest,
  GoogleSignInRequest,
  LogInRequest,
  ResetPasswordRequest,
  SignUpRequest,
  UpdateProfileRequest,
  VerifyEmailQuery,
} from './dto/auth.request.dto.js';
import {
  AuthConfigResponse,
  AuthMessageResponse,
  AuthSessionResponse,
  AuthUserResponse,
  ChangePasswordResponse,
  SignUpResponse,
  UpdateProfileResponse,
} from './dto/auth.response.dto.js';
import { RateLimited } from '../../kernel/http/rate-limit.decorator.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';

const VALIDATION = 'VALIDATION_FAILED with details.fields = { field: [message] } in the spec’s words';

/** Sign-up, sign-in, email verification, password reset, profile (citizen spec sections 4, 5, 7 and 8). */
@ApiController('auth', 'auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly google: GoogleIdTokenVerifier,
  ) {}

  /** Creates a local citizen account and emails a verification link; no token until the email is verified. */
  @Post('signup')
  @Public()
  @RateLimited()
  @ApiOperation({
    summary: 'Sign up with email and password',
    description:
      'Citizen spec section 7. Creates an unverified local account (email lowercased, unique case-insensitively) and emails ' +
      'auth_verify_email with a link valid VERIFY_TOKEN_TTL_HOURS hours. The response has no token: the user verifies first. ' +
      'An address that already has an account (staff included) gets the same answer, status and timing, so that sign-up does not ' +
      'tell who has an account; that account is not changed, and its owner is emailed auth_signup_existing_account.',
  })
  @Answers({
    created: SignUpResponse,
    badRequest: `${VALIDATION}: '${Messages.auth.phoneRequired}', '${Messages.auth.resetPasswordTooShort}', '${Messages.auth.passwordTooCommon}'…`,
  })
  async signUp(@Body() body: SignUpRequest): Promise<SignUpResponse> {
    await this.commands.execute(new SignUpCommand(body.firstName, body.lastName, body.email, body.phone, body.password));
    return { message: Messages.auth.signupCheckEmail };
  }

  /** Password sign-in. */
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @Public()
  @RateLimited()
  @ApiOperation({ summary: 'Sign in with email and password', description: 'Citizen spec sections 7 and 8. Returns a bearer token and the user.' })
  @Answers({ ok: AuthSessionResponse })
  @ApiUnauthorizedResponse({ description: `UNAUTHORIZED: '${Messages.auth.invalidCredentials}' (unknown email or wrong password)` })
  @Answers({
    badRequest: `PASSWORD_NOT_SET: '${Messages.auth.passwordNotSet}' (Google account without a password); ${VALIDATION}`,
    forbidden: `EMAIL_NOT_VERIFIED: '${Messages.auth.emailNotVerified}'; ACCOUNT_BLOCKED: '${Messages.auth.accountBlocked}'`,
  })
  async login(@Body() body: LogInRequest): Promise<AuthSessionResponse> {
    return this.commands.execute(new LogInCommand(body.email, body.password));
  }

  /** Google sign-in: creates or links the account. */
  @Post('google')
  @HttpCode(HttpStatus.OK)
  @Public()
  @ApiOperation({
    summary: 'Sign in with Google',
    description:
      'Citizen spec section 7. Verifies the Google ID token (signature, issuer, audience GOOGLE_CLIENT_ID, expiry, verified email), then signs in ' +
      'the linked account, links the account of the same email, or creates a verified citizen (authProvider google, no password).',
  })
  @Answers({ ok: AuthSessionResponse, badRequest: `BAD_REQUEST: '${Messages.auth.googleNotConfigured}' when GOOGLE_CLIENT_ID is unset; ${VALIDATION}` })
  @ApiUnauthorizedResponse({ description: `UNAUTHORIZED: '${Messages.auth.googleUnable}' (token refused)` })
  @Answers({ forbidden: `ACCOUNT_BLOCKED: '${Messages.auth.accountBlocked}'` })
  async googleSignIn(@Body() body: GoogleSignInRequest): Promise<AuthSessionResponse> {
    return this.commands.execute(new SignInWithGoogleCommand(body.credential));
  }

  /** What the sign-in dialog needs: the Google client id, or null to hide the Google button. */
  @Get('config')
  @Public()
  @ApiOperation({ summary: 'Sign-in options', description: 'googleClientId is null when Google sign-in is off (DESIGN.md: "Google sign-in: hidden").' })
  @Answers({ ok: AuthConfigResponse })
  getAuthConfig(): AuthConfigResponse {
    return { googleClientId: this.google.clientId };
  }

  /** Sends a new verification link when the account exists and is unverified; the same answer otherwise. */
  @Post('request-verification')
  @HttpCode(HttpStatus.OK)
  @Public()
  @RateLimited()
  @ApiOperation({
    summary: 'Resend the verification email',
    description: 'Citizen spec sections 7 and 8 (Resend verification). Answers the same whether or not an unverified account exists.',
  })
  @ApiOkResponse({ type: AuthMessageResponse, description: `{ message: '${Messages.auth.verificationSent}' }` })
  @Answers({ badRequest: `${VALIDATION}: '${Messages.auth.enterEmail}'` })
  async requestVerification(@Body() body: EmailOnlyRequest): Promise<AuthMessageResponse> {
    await this.commands.execute(new RequestVerificationCommand(body.email));
    return { message: Messages.auth.verificationSent };
  }

  /** Opens a verification link (single use). */
  @Get('verify-email')
  @Public()
  @ApiOperation({
    summary: 'Verify an email address',
    description: 'Citizen spec sections 4 and 7. The link is single-use and expires after VERIFY_TOKEN_TTL_HOURS hours.',
  })
  @ApiOkResponse({ type: AuthMessageResponse, description: `{ message: '${Messages.auth.emailVerified}' }` })
  @ApiBadRequestResponse({
    description: `INVALID_TOKEN: '${Messages.auth.invalidOrExpiredLink}' (invalid, used or expired); ${VALIDATION}: '${Messages.auth.missingToken}'`,
  })
  async verifyEmail(@Query() query: VerifyEmailQuery): Promise<AuthMessageResponse> {
    await this.commands.execute(new VerifyEmailCommand(query.token));
    return { message: Messages.auth.emailVerified };
  }

  /** Emails a reset link when the account exists; always the same answer. */
  @Post('forgot-password')
  @HttpCode(HttpStatus.OK)
  @Public()
  @RateLimited()
  @ApiOperation({
    summary: 'Email a password reset link',
    description: 'Citizen spec sections 7 and 8. Sends auth_reset_password (link valid RESET_TOKEN_TTL_MINUTES minutes) only when the account exists.',
  })
  @ApiOkResponse({ type: AuthMessageResponse, description: `{ message: '${Messages.auth.resetLinkSent}' }` })
  @Answers({ badRequest: `${VALIDATION}: '${Messages.auth.enterEmail}'` })
  async forgotPassword(@Body() body: EmailOnlyRequest): Promise<AuthMessageResponse> {
    await this.commands.execute(new RequestPasswordResetCommand(body.email));
    return { message: Messages.auth.resetLinkSent };
  }

  /** Sets a new password from a reset link (single use; other reset links and sessions end). */
  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  @Public()
  @RateLimited()
  @ApiOperation({
    summary: 'Reset the password with an emailed link',
    description: 'Citizen spec sections 5 and 7. Single-use; revokes the other reset links and signs out every session of the account.',
  })
  @ApiOkResponse({ type: AuthMessageResponse, description: `{ message: '${Messages.auth.passwordUpdated}' }` })
  @ApiBadRequestResponse({
    description: `INVALID_TOKEN: '${Messages.auth.invalidOrExpiredLink}'; ${VALIDATION}: '${Messages.auth.missingToken}', '${Messages.auth.resetPasswordTooShort}'`,
  })
  async resetPassword(@Body() body: ResetPasswordRequest): Promise<AuthMessageResponse> {
    await this.commands.execute(new ResetPasswordCommand(body.token, body.newPassword));
    return { message: Messages.auth.passwordUpdated };
  }

  /** The signed-in user. */
  @Get('me')
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in user', description: 'Citizen spec sections 3 and 7. A deleted account is 404 NOT_FOUND; a blocked one 401.' })
  @Answers({ ok: AuthUserResponse })
  async getMe(@CurrentUser() caller: AuthenticatedUser): Promise<AuthUserResponse> {
    return this.queries.execute(new GetMeQuery(caller.id));
  }

  /**
   * Ends the request's session on the server: its token is refused from then on by every API process (401
   * UNAUTHORIZED '…session has expired…'), though it has not expired. Other sessions of the account go on.
   */
  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @ApiOperation({
    summary: 'Log out',
    description:
      'Citizen spec section 4 (Logout clears the session). The bearer token of this request is refused from now on, by every API ' +
      'process, until it would have expired (its `sid` is kept until its `exp`). Other sessions of the account stay signed in. A token ' +
      `issued before sessions had an id, or a logout while ${REVOKED_SESSIONS_MAX} ended sessions are still kept, ends every session of the account. ` +
      `Answers { message: '${Messages.auth.loggedOut}' }; the client clears its stored session whatever the answer.`,
  })
  @Answers({ ok: AuthMessageResponse })
  async logOut(@CurrentUser() caller: AuthenticatedUser): Promise<AuthMessageResponse> {
    // The guard sets the session of every token it accepts; a caller without one cannot reach a @SignedIn route.
    const session = caller.session ?? { id: undefined, expiresAt: new Date() };
    await this.commands.execute(new LogOutCommand(caller.id, session.id, session.expiresAt));
    return { message: Messages.auth.loggedOut };
  }

  /** Ends every session of the account, the caller's included. */
  @Post('logout-all')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @ApiOperation({
    summary: 'Log out on every device',
    description:
      'Ends every session of the signed-in account, this one included (the session version rises, as a password change makes it): ' +
      'every token issued before is refused by every API process from its next request (401 UNAUTHORIZED). For a lost phone or a ' +
      `shared computer left signed in. Answers { message: '${Messages.auth.loggedOutEverywhere}' }; the client then clears its session.`,
  })
  @Answers({ ok: AuthMessageResponse })
  async logOutEverywhere(@CurrentUser() caller: AuthenticatedUser): Promise<AuthMessageResponse> {
    await this.commands.execute(new LogOutEverywhereCommand(caller.id));
    return { message: Messages.auth.loggedOutEverywhere };
  }

  /** Saves the profile; a new email waits for its link to be opened before it replaces the old one. Returns a fresh session. */
  @Patch('profile')
  @SignedIn()
  @ApiOperation({
    summary: 'Update my profile',
    description:
      'Citizen spec sections 5 and 7. First name, last name, email and phone are all required, unless the body is only `{ locale }` ' +
      '(en, kok, mr or hi), which saves the language alone. A new email needs the current password (accounts that have one) and ' +
      'replaces the current address only once the link sent to it is opened; the old address is then told. pendingEmail says it waits.',
  })
  @Answers({ ok: UpdateProfileResponse })
  @ApiBadRequestResponse({ description: VALIDATION })
  @Answers({
    forbidden: `RECENT_SIGN_IN_REQUIRED: '${Messages.auth.recentSignInRequired}' (a new email for an account without a password, 10 minutes after sign-in)`,
    conflict: `CONFLICT: '${Messages.auth.emailTaken}'`,
  })
  async updateProfile(@CurrentUser() caller: AuthenticatedUser, @Body() body: UpdateProfileRequest): Promise<UpdateProfileResponse> {
    return this.commands.execute(
      new UpdateProfileCommand(
        caller.id,
        {
          fields:
            body.firstName === undefined && body.lastName === undefined && body.email === undefined && body.phone === undefined
              ? undefined
              : { firstName: body.firstName ?? '', lastName: body.lastName ?? '', email: body.email ?? '', phone: body.phone ?? '' },
          locale: body.locale,
        },
        body.currentPassword,
        caller.amr ?? ['pwd'],
        caller.session,
      ),
    );
  }

  /** Changes the password, or creates one for a Google account; every session then signs in again. */
  @Post('change-password')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @RateLimited()
  @ApiOperation({
    summary: 'Change or create my password',
    description:
      'Citizen spec sections 5 and 7. The current password is required when the account has one. Every session, this one included, ' +
      `ends: the client shows '${Messages.auth.passwordUpdated}'.`,
  })
  @Answers({
    ok: ChangePasswordResponse,
    forbidden: `RECENT_SIGN_IN_REQUIRED: '${Messages.auth.recentSignInRequired}' (creating a password, 10 minutes after sign-in)`,
  })
  @ApiBadRequestResponse({
    description: `${VALIDATION}: '${Messages.auth.enterCurrentPassword}', '${Messages.auth.wrongCurrentPassword}', '${Messages.auth.newPasswordTooShort}'`,
  })
  async changePassword(@CurrentUser() caller: AuthenticatedUser, @Body() body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
    return this.commands.execute(new ChangePasswordCommand(caller.id, body.newPassword, body.currentPassword, caller.session));
  }
}
