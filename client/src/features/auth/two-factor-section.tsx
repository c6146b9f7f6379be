import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from '../../components/ui/notify';
import {
  api,
  type AuthSessionResponse,
  type AuthUserResponse,
  type TwoFactorSetUpResponse,
  fieldErrors,
  messageFor,
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useSetUpTwoFactorMutation,
} from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { FormBanner, TextField } from '../../components/ui/text-field';
import { signedIn } from './session.slice';

/**
 * Two-factor sign-in on My Profile (docs/adr/0115-staff-two-factor-sign-in.md): set-up with the QR code and the key
 * (shown once, while setting up), the first code to turn it on, the 10 recovery codes shown once, and turning it off
 * with the password (when the account has one) and a code. Either change ends the account's other sessions: the
 * answer's fresh token replaces this session's (docs/adr/0131-two-factor-bound-to-the-session.md). `required`: a
 * staff account that must enrol before the admin pages open.
 */
export function TwoFactorSection({ user, required }: { user: AuthUserResponse; required: boolean }) {
  const { t } = useTranslation(['auth', 'messages']);
  const id = useId();
  const dispatch = useAppDispatch();
  const [setup, setSetup] = useState<TwoFactorSetUpResponse | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [setUpTwoFactor, { isLoading: starting }] = useSetUpTwoFactorMutation();
  const [enableTwoFactor, { isLoading: confirming }] = useEnableTwoFactorMutation();
  const [disableTwoFactor, { isLoading: disabling }] = useDisableTwoFactorMutation();

  /** The answer's fresh session replaces this one (the server ended every earlier token), and its user the profile's. */
  const keep = (session: AuthSessionResponse) => {
    dispatch(signedIn({ token: session.token, user: session.user }));
    dispatch(api.util.upsertQueryData('getMe', undefined, session.user));
  };

  const start = async () => {
    setFailure(null);
    try {
      setSetup(await setUpTwoFactor().unwrap());
      setCode('');
    } catch (error) {
      setFailure(messageFor(error, t('messages:twoFactor.setupFailed')));
    }
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>, action: 'enable' | 'disable') => {
    event.preventDefault();
    if (confirming || disabling) return;
    setFailure(null);
    // Both turning it on and off need the password: a session alone (left open, or taken) must not change the second
    // factor.
    const needsPassword = user.hasPassword;
    const missingCode = !code.trim();
    const missingPassword = needsPassword && !password;
    setCodeError(missingCode ? t('messages:twoFactor.codeRequired') : undefined);
    setPasswordError(missingPassword ? t('messages:auth.enterCurrentPassword') : undefined);
    if (missingCode || missingPassword) return;
    try {
      if (action === 'enable') {
        const answer = await enableTwoFactor({ twoFactorWithPasswordRequest: { code: code.trim(), ...(needsPassword ? { password } : {}) } }).unwrap();
        setRecoveryCodes(answer.recoveryCodes);
        setSetup(null);
        keep(answer);
        toast.success(t('messages:twoFactor.enabled'));
      } else {
        const answer = await disableTwoFactor({ twoFactorWithPasswordRequest: { code: code.trim(), ...(needsPassword ? { password } : {}) } }).unwrap();
        keep(answer);
        toast.success(t('messages:twoFactor.disabled'));
      }
      setCode('');
      setPassword('');
    } catch (error) {
      const fields = fieldErrors(error);
      setCodeError(fields.code);
      setPasswordError(fields.password);
      setFailure(messageFor(error, t('messages:common.somethingWentWrong')));
    }
  };

  const codeField = (label: string, appCodeOnly: boolean) => (
    <TextField
      id={`${id}-code`}
      name="code"
      label={label}
      inputMode={appCodeOnly ? 'numeric' : undefined}
      autoComplete="one-time-code"
      hint={appCodeOnly ? t('twoFactor.codeHint') : undefined}
      value={code}
      error={codeError}
      onChange={(e) => {
        setCode(e.target.value);
        setCodeError(undefined);
      }}
    />
  );

  const passwordField = user.hasPassword && (
    <TextField
      id={`${id}-password`}
      name="password"
      type="password"
      label={t('fields.currentPassword')}
      autoComplete="current-password"
      value={password}
      error={passwordError}
      onChange={(e) => {
        setPassword(e.target.value);
        setPasswordError(undefined);
      }}
    />
  );

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="two-factor">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
          {t('twoFactor.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{user.twoFactorEnabled ? t('twoFactor.leadOn') : t('twoFactor.leadOff')}</p>
      </div>
      {required && !user.twoFactorEnabled && <FormBanner tone="info">{t('twoFactor.required')}</FormBanner>}
      {failure && <FormBanner tone="error">{failure}</FormBanner>}

      {recoveryCodes && (
        <div className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200" data-testid="recovery-codes">
          <h3 className="font-semibold text-slate-900">{t('twoFactor.recoveryTitle')}</h3>
          <p className="text-sm text-slate-700">{t('twoFactor.recoveryLead')}</p>
          <ul className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
            {recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <button type="button" className="btn btn-secondary" onClick={() => setRecoveryCodes(null)}>
            {t('twoFactor.recoveryDone')}
          </button>
        </div>
      )}

      {!user.twoFactorEnabled && !setup && (
        <button type="button" className="btn btn-primary" onClick={() => void start()} disabled={starting}>
          {starting ? t('twoFactor.starting') : t('twoFactor.start')}
        </button>
      )}

      {!user.twoFactorEnabled && setup && (
        <form noValidate onSubmit={(e) => void submitCode(e, 'enable')} className="space-y-4" aria-labelledby={`${id}-title`}>
          <p className="text-sm text-slate-700">{t('twoFactor.scan')}</p>
          <img src={setup.qrDataUrl} alt={t('twoFactor.qrAlt')} width={240} height={240} className="h-auto max-w-full rounded-lg ring-1 ring-slate-200" />
          <p className="text-sm text-slate-700">
            {t('twoFactor.secret')}:{' '}
            <code className="font-mono break-all text-slate-900" data-testid="two-factor-secret">
              {setup.secret}
            </code>
          </p>
          {passwordField}
          {codeField(t('twoFactor.code'), true)}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn btn-secondary" onClick={() => setSetup(null)}>
              {t('twoFactor.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={confirming}>
              {confirming ? t('twoFactor.confirming') : t('twoFactor.confirm')}
            </button>
          </div>
        </form>
      )}

      {user.twoFactorEnabled && !recoveryCodes && (
        <form noValidate onSubmit={(e) => void submitCode(e, 'disable')} className="space-y-4" aria-labelledby={`${id}-title`}>
          <p className="text-sm text-slate-700">{t('twoFactor.disableLead')}</p>
          {passwordField}
          {codeField(t('twoFactor.disableCode'), false)}
          <div className="flex justify-end">
            <button type="submit" className="btn btn-secondary" disabled={disabling}>
              {disabling ? t('twoFactor.disabling') : t('twoFactor.disable')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
