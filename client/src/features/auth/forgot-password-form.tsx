import { ErrorCode, Messages } from '@civic/contracts';
import { type FormEvent, useState } from 'react';
import { isApiError, useForgotPasswordMutation } from '../../api';
import { FormBanner, TextField } from '../../components/ui/text-field';
import { validateForgotPassword } from './auth-validation';
import { fieldMessages } from './server-message';

type Outcome = { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

/**
 * Forgot-password mode of the modal (citizen spec sections 5 and 8): 'Enter your email', then
 * 'If the email exists, a reset link has been sent.' or 'Failed to send reset link'.
 */
export function ForgotPasswordForm({ email, onEmailChange, onLogin }: { email: string; onEmailChange: (email: string) => void; onLogin: () => void }) {
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const found = validateForgotPassword(email).email;
    setError(found);
    setOutcome(null);
    if (found) {
      const element = event.currentTarget.elements.namedItem('email');
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    try {
      await forgotPassword({ emailOnlyRequest: { email: email.trim() } }).unwrap();
      setOutcome({ kind: 'sent', message: Messages.auth.resetLinkSent });
    } catch (failure) {
      const field = fieldMessages(failure).email;
      if (field) setError(field);
      // A rate-limited request says how long to wait; any other failure uses the spec's message.
      const message = isApiError(failure) && failure.code === ErrorCode.RateLimited ? failure.message : Messages.auth.resetLinkFailed;
      setOutcome({ kind: 'failed', message });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Forgot password">
      <p className="text-sm text-slate-600">Enter the email address of your account and we will send you a link to choose a new password.</p>
      {outcome && <FormBanner tone={outcome.kind === 'sent' ? 'success' : 'error'}>{outcome.message}</FormBanner>}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        data-autofocus
        autoFocus
        value={email}
        error={error}
        onChange={(e) => {
          onEmailChange(e.target.value);
          if (error) setError(undefined);
        }}
      />
      <button type="submit" className="btn btn-primary w-full" disabled={isLoading}>
        {isLoading ? 'Sending...' : 'Send reset link'}
      </button>
      <p className="text-center text-sm text-slate-600">
        Remembered it?{' '}
        <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={onLogin}>
          Back to login
        </button>
      </p>
    </form>
  );
}
