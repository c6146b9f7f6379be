import { Body, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { CurrentUser, Public, SignedIn, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController, BusController } from '../../kernel/http/api-controller.js';
import { RateLimited } from '../../kernel/http/rate-limit.decorator.js';
import { DisableTwoFactorCommand } from '../application/commands/disable-two-factor/disable-two-factor.command.js';
import { EnableTwoFactorCommand } from '../application/commands/enable-two-factor/enable-two-factor.command.js';
import { LogInWithTwoFactorCommand } from '../application/commands/log-in-with-two-factor/log-in-with-two-factor.command.js';
import { SetUpTwoFactorCommand } from '../application/commands/set-up-two-factor/set-up-two-factor.command.js';
import { TwoFactorWithPasswordRequest, TwoFactorLogInRequest } from './dto/auth.request.dto.js';
import { AuthSessionResponse, TwoFactorDisabledResponse, TwoFactorRecoveryCodesResponse, TwoFactorSetUpResponse } from './dto/auth.response.dto.js';

const WRONG_CODE =
  `INVALID_TWO_FACTOR_CODE: '${Messages.twoFactor.invalidCode}' (wrong, already used or expired); ` + `VALIDATION_FAILED: '${Messages.twoFactor.codeRequired}'`;
const LOCKED = `RATE_LIMITED: '${Messages.twoFactor.tooManyAttempts}' after 5 wrong codes in a row, for 15 minutes, per account, with Retry-After in seconds`;
const RECENT_SIGN_IN = `RECENT_SIGN_IN_REQUIRED: '${Messages.auth.recentSignInRequired}' (an account without a password whose session signed in more than 10 minutes ago)`;
const SESSIONS_END = "Every other session of the account ends; the answer carries this session's fresh token, which the client keeps";

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238): set-up with a QR code, confirmation with a first
 * code and 10 recovery codes, turning it off, and the second step of sign-in (docs/adr/0115-staff-two-factor-sign-in.md).
 */
@ApiController('auth', 'auth')
export class TwoFactorController extends BusController {
  /** A new secret and its QR code; two-factor sign-in is on only once /2fa/enable confirms a code. */
  @Post('2fa/setup')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @ApiOperation({
    summary: 'Start two-factor set-up',
    description:
      'Any signed-in account (staff must, citizens may). Answers a new TOTP secret (shown this once: it is stored encrypted and never ' +
      'returned again), its otpauth:// URI and a QR code; a second call replaces an unconfirmed set-up.',
  })
  @Answers({ ok: TwoFactorSetUpResponse, conflict: `CONFLICT: '${Messages.twoFactor.alreadyEnabled}'` })
  async setUpTwoFactor(@CurrentUser() caller: AuthenticatedUser): Promise<TwoFactorSetUpResponse> {
    return this.commands.execute(new SetUpTwoFactorCommand(caller.id));
  }

  /** Confirms the set-up with a code from the app; answers the recovery codes once. */
  @Post('2fa/enable')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @ApiOperation({
    summary: 'Turn on two-factor sign-in',
    description:
      "The account's password (when it has one: a session alone cannot enrol an authenticator) and the first code of the app set up by " +
      `/2fa/setup. Answers 10 single-use recovery codes, shown this once. ${SESSIONS_END}. ${LOCKED}.`,
  })
  @Answers({
    ok: TwoFactorRecoveryCodesResponse,
    badRequest: `${WRONG_CODE}; VALIDATION_FAILED on password: '${Messages.auth.enterCurrentPassword}', '${Messages.auth.wrongCurrentPassword}'`,
    forbidden: RECENT_SIGN_IN,
    conflict: `CONFLICT: '${Messages.twoFactor.alreadyEnabled}' or '${Messages.twoFactor.setupFirst}' (no set-up)`,
  })
  async enableTwoFactor(@CurrentUser() caller: AuthenticatedUser, @Body() body: TwoFactorWithPasswordRequest): Promise<TwoFactorRecoveryCodesResponse> {
    return this.commands.execute(new EnableTwoFactorCommand(caller.id, body.code, body.password, caller.amr ?? ['pwd'], caller.session));
  }

  /** Turns two-factor sign-in off with the password and a current or recovery code. */
  @Post('2fa/disable')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @RateLimited()
  @ApiOperation({
    summary: 'Turn off two-factor sign-in',
    description:
      "The account's password (when it has one) and a code from the app or a recovery code. The secret and recovery codes are deleted. " +
      `${SESSIONS_END}. ${LOCKED}.`,
  })
  @Answers({
    ok: TwoFactorDisabledResponse,
    badRequest: `${WRONG_CODE}; VALIDATION_FAILED on password: '${Messages.auth.enterCurrentPassword}', '${Messages.auth.wrongCurrentPassword}'`,
    forbidden: RECENT_SIGN_IN,
    conflict: `CONFLICT: '${Messages.twoFactor.notEnabled}'`,
  })
  async disableTwoFactor(@CurrentUser() caller: AuthenticatedUser, @Body() body: TwoFactorWithPasswordRequest): Promise<TwoFactorDisabledResponse> {
    const session = await this.commands.execute(new DisableTwoFactorCommand(caller.id, body.code, body.password, caller.amr ?? ['pwd'], caller.session));
    return { message: Messages.twoFactor.disabled, ...session };
  }

  /** The second sign-in step. */
  @Post('login/2fa')
  @HttpCode(HttpStatus.OK)
  @Public()
  @RateLimited()
  @ApiOperation({
    summary: 'Sign in: the two-factor code',
    description:
      'After POST /api/auth/login answered 401 TWO_FACTOR_REQUIRED with details.challenge (valid 5 minutes): the challenge and a TOTP ' +
      'code (each accepted once: a challenge that completed a sign-in is spent) or a recovery code (single use). Answers { token, user }; ' +
      `the token's amr claim holds the first factor and 'otp'. ${LOCKED}.`,
  })
  @Answers({ ok: AuthSessionResponse, badRequest: WRONG_CODE, forbidden: `ACCOUNT_BLOCKED: '${Messages.auth.accountBlocked}'` })
  @ApiUnauthorizedResponse({
    description: `UNAUTHORIZED: '${Messages.twoFactor.challengeExpired}' (challenge expired, forged, already used, or the password or two-factor sign-in changed since)`,
  })
  async logInWithTwoFactor(@Body() body: TwoFactorLogInRequest): Promise<AuthSessionResponse> {
    return this.commands.execute(new LogInWithTwoFactorCommand(body.challenge, body.code));
  }
}
