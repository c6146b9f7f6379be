import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from '../../components/ui/notify';
import {
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
import { userUpdated } from './session.slice';

/**
 * Two-factor sign-in on My Profile (docs/adr/0115-staff-two-factor-sign-in.md): set-up with the QR code and the key
 * (shown once, while setting up), the first code to turn it on, the 10 recovery codes shown once, and turning it off
 * with a code. `required`: a staff account that must enrol before the admin pages open.
 */
export function TwoFactorSection({ user, required }: { user: AuthUserResponse; required: boolean }) {
  const { t } = useTranslation(['auth', 'messages']);
  const id = useId();
  const dispatch = useAppDispatch();
  const [setup, setSetup] = useState<TwoFactorSetUpResponse | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [setUpTwoFactor, { isLoading: starting }] = useSetUpTwoFactorMutation();
  const [enableTwoFactor, { isLoading: confirming }] = useEnableTwoFactorMutation();
  const [disableTwoFactor, { isLoading: disabling }] = useDisableTwoFactorMutation();

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
    if (!code.trim()) {
      setCodeError(t('messages:twoFactor.codeRequired'));
      return;
    }
    try {
      if (action === 'enable') {
        const answer = await enableTwoFactor({ twoFactorCodeRequest: { code: code.trim() } }).unwrap();
        setRecoveryCodes(answer.recoveryCodes);
        setSetup(null);
        dispatch(userUpdated({ ...user, twoFactorEnabled: true }));
        toast.success(t('messages:twoFactor.enabled'));
      } else {
        await disableTwoFactor({ twoFactorCodeRequest: { code: code.trim() } }).unwrap();
        dispatch(userUpdated({ ...user, twoFactorEnabled: false }));
        toast.success(t('messages:twoFactor.disabled'));
      }
      setCode('');
    } catch (error) {
      setCodeError(fieldErrors(error).code);
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
