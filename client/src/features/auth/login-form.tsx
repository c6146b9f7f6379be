import { ErrorCode } from '@civic/contracts';
import { type FormEvent, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { isApiError, useLoginMutation, useRequestVerificationMutation, fieldErrors, messageFor } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { FormBanner, TextField } from '../../components/ui/text-field';
import { type FieldErrors, type LoginValues, validateLogin } from './auth-validation';
import { signedIn } from './session.slice';
import { focusField } from '../../components/ui/focus-field';
import { ModalFormFooter } from './modal-form-footer';
import { ModalEmailField } from './modal-email-field';
import { TwoFactorLoginForm, twoFactorChallenge } from './two-factor-login-form';

type Failure = { kind: 'unverified' } | { kind: 'message'; message: string };

/**
 * Login mode of the modal (citizen spec sections 4 and 8): EMAIL_NOT_VERIFIED shows 'Please verify your
 * email to sign in.' with a Resend verification button, PASSWORD_NOT_SET its own message, anything else
 * the server's message or 'Something went wrong'. TWO_FACTOR_REQUIRED turns the form into its second step (the code).
 */
export function LoginForm({
  email,
  onEmailChange,
  notice,
  onSignedIn,
  onForgotPassword,
  onSignUp,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  /** An information banner carried over from sign-up ('Account created. Please verify your email…'). */
  notice: string | null;
  onSignedIn: () => void;
  onForgotPassword: () => void;
  onSignUp: () => void;
}) {
  const { t } = useTranslation(['auth', 'messages']);
  const dispatch = useAppDispatch();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const [requestVerification, { isLoading: resending }] = useRequestVerificationMutation();
  const [challenge, setChallenge] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const found = validateLogin({ email, password }, t);
    setErrors(found);
    setFailure(null);
    const firstInvalid = (['email', 'password'] as const).find((f) => found[f]);
    if (firstInvalid) {
      focusField(event.currentTarget, firstInvalid);
      return;
    }
    try {
      const session = await login({ logInRequest: { email: email.trim(), password } }).unwrap();
      dispatch(signedIn({ token: session.token, user: session.user }));
      onSignedIn();
    } catch (error) {
      const challenge = twoFactorChallenge(error);
      if (challenge) setChallenge(challenge);
      else if (isApiError(error) && error.code === ErrorCode.EmailNotVerified) setFailure({ kind: 'unverified' });
      else if (isApiError(error) && error.code === ErrorCode.PasswordNotSet) setFailure({ kind: 'message', message: t('messages:auth.passwordNotSet') });
      else {
        const fields = fieldErrors(error);
        if (fields.email || fields.password) setErrors({ email: fields.email, password: fields.password });
        setFailure({ kind: 'message', message: messageFor(error, t('messages:common.somethingWentWrong')) });
      }
    }
  };

  const resend = async () => {
    try {
      await requestVerification({ emailOnlyRequest: { email: email.trim() } }).unwrap();
      toast.success(t('messages:auth.verificationSent'));
    } catch {
      toast.error(t('messages:auth.verificationSendFailed'));
    }
  };

  if (challenge) {
    return (
      <TwoFactorLoginForm
        challenge={challenge}
        onSignedIn={onSignedIn}
        onBack={() => {
          setChallenge(null);
          setPassword('');
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('login.form')}>
      {notice && <FormBanner tone="info">{notice}</FormBanner>}
      {failure?.kind === 'unverified' && (
        <FormBanner tone="error">
          <p>{t('messages:auth.emailNotVerified')}</p>
          <button type="button" className="btn btn-secondary mt-3" onClick={resend} disabled={resending}>
            {resending ? t('login.sending') : t('login.resend')}
          </button>
        </FormBanner>
      )}
      {failure?.kind === 'message' && <FormBanner tone="error">{failure.message}</FormBanner>}
      <ModalEmailField value={email} error={errors.email} onChange={onEmailChange} onClearError={() => setErrors((x) => ({ ...x, email: undefined }))} first />
      <TextField
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(e) => {
          setPassword(e.target.value);
          if (errors.password) setErrors((x) => ({ ...x, password: undefined }));
        }}
      />
      <div className="flex justify-end">
        <button type="button" className="text-sm font-semibold text-brand-700 hover:underline" onClick={onForgotPassword}>
          {t('login.forgot')}
        </button>
      </div>
      <ModalFormFooter busy={isLoading} submitLabel={t('login.submit')} busyLabel={t('login.submitting')} switchKey="login.newHere" onSwitch={onSignUp} />
    </form>
  );
}
