import { ErrorCode } from '@civic/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, isApiError, messageFor, useLogInWithTwoFactorMutation } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { FormBanner, TextField } from '../../components/ui/text-field';
import { signedIn } from './session.slice';

/** The challenge of a 401 TWO_FACTOR_REQUIRED answer (`details.challenge`), or null for any other failure. */
export function twoFactorChallenge(error: unknown): string | null {
  if (!isApiError(error) || error.code !== ErrorCode.TwoFactorRequired) return null;
  const details = error.details as { challenge?: unknown } | null | undefined;
  return typeof details?.challenge === 'string' ? details.challenge : null;
}

/**
 * The second step of sign-in (docs/adr/0115-staff-two-factor-sign-in.md): a code from the authenticator app or a
 * recovery code, sent with the password step's challenge to POST /api/auth/login/2fa. An expired challenge (5
 * minutes) says so; 'Back to login' starts over.
 */
export function TwoFactorLoginForm({ challenge, onSignedIn, onBack }: { challenge: string; onSignedIn: () => void; onBack: () => void }) {
  const { t } = useTranslation(['auth', 'messages']);
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [logIn, { isLoading }] = useLogInWithTwoFactorMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setFailure(null);
    if (!code.trim()) {
      setError(t('messages:twoFactor.codeRequired'));
      return;
    }
    try {
      const session = await logIn({ twoFactorLogInRequest: { challenge, code: code.trim() } }).unwrap();
      dispatch(signedIn({ token: session.token, user: session.user }));
      onSignedIn();
    } catch (failed) {
      setError(fieldErrors(failed).code);
      setFailure(messageFor(failed, t('messages:common.somethingWentWrong')));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('loginTwoFactor.form')}>
      <p className="text-sm text-slate-700">{t('loginTwoFactor.lead')}</p>
      {failure && <FormBanner tone="error">{failure}</FormBanner>}
      <TextField
        label={t('loginTwoFactor.code')}
        name="code"
        autoComplete="one-time-code"
        value={code}
        error={error}
        data-autofocus
        onChange={(e) => {
          setCode(e.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button type="button" className="text-sm font-semibold text-brand-700 hover:underline" onClick={onBack}>
          {t('loginTwoFactor.back')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {isLoading ? t('loginTwoFactor.submitting') : t('loginTwoFactor.submit')}
        </button>
      </div>
    </form>
  );
}
