import { ErrorCode, Messages } from '@civic/contracts';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { isApiError, useLoginMutation, useRequestVerificationMutation } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { FormBanner, TextField } from '../../components/ui/text-field';
import { type FieldErrors, type LoginValues, validateLogin } from './auth-validation';
import { fieldMessages, serverMessageOr } from './server-message';
import { signedIn } from './session.slice';

type Failure = { kind: 'unverified' } | { kind: 'message'; message: string };

/**
 * Login mode of the modal (citizen spec sections 4 and 8): EMAIL_NOT_VERIFIED shows 'Please verify your
 * email to sign in.' with a Resend verification button, PASSWORD_NOT_SET its own message, anything else
 * the server's message or 'Something went wrong'.
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
  const dispatch = useAppDispatch();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const [requestVerification, { isLoading: resending }] = useRequestVerificationMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const found = validateLogin({ email, password });
    setErrors(found);
    setFailure(null);
    const firstInvalid = (['email', 'password'] as const).find((f) => found[f]);
    if (firstInvalid) {
      const element = event.currentTarget.elements.namedItem(firstInvalid);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    try {
      const session = await login({ logInRequest: { email: email.trim(), password } }).unwrap();
      dispatch(signedIn({ token: session.token, user: session.user }));
      onSignedIn();
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.EmailNotVerified) setFailure({ kind: 'unverified' });
      else if (isApiError(error) && error.code === ErrorCode.PasswordNotSet) setFailure({ kind: 'message', message: Messages.auth.passwordNotSet });
      else {
        const fields = fieldMessages(error);
        if (fields.email || fields.password) setErrors({ email: fields.email, password: fields.password });
        setFailure({ kind: 'message', message: serverMessageOr(error, Messages.common.somethingWentWrong) });
      }
    }
  };

  const resend = async () => {
    try {
      await requestVerification({ emailOnlyRequest: { email: email.trim() } }).unwrap();
      toast.success(Messages.auth.verificationSent);
    } catch {
      toast.error(Messages.auth.verificationSendFailed);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Log in">
      {notice && <FormBanner tone="info">{notice}</FormBanner>}
      {failure?.kind === 'unverified' && (
        <FormBanner tone="error">
          <p>{Messages.auth.emailNotVerified}</p>
          <button type="button" className="btn btn-secondary mt-3" onClick={resend} disabled={resending}>
            {resending ? 'Sending...' : 'Resend verification'}
          </button>
        </FormBanner>
      )}
      {failure?.kind === 'message' && <FormBanner tone="error">{failure.message}</FormBanner>}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        data-autofocus
        autoFocus
        value={email}
        error={errors.email}
        onChange={(e) => {
          onEmailChange(e.target.value);
          if (errors.email) setErrors((x) => ({ ...x, email: undefined }));
        }}
      />
      <TextField
        label="Password"
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
          Forgot password?
        </button>
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={isLoading}>
        {isLoading ? 'Logging in...' : 'Log in'}
      </button>
      <p className="text-center text-sm text-slate-600">
        New here?{' '}
        <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={onSignUp}>
          Create an account
        </button>
      </p>
    </form>
  );
}
