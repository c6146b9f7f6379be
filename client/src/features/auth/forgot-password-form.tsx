import { ErrorCode } from '@civic/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useForgotPasswordMutation, fieldErrors } from '../../api';
import { FormBanner } from '../../components/ui/text-field';
import { validateForgotPassword } from './auth-validation';
import { focusField } from '../../components/ui/focus-field';
import { ModalFormFooter } from './modal-form-footer';
import { ModalEmailField } from './modal-email-field';

type Outcome = { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

/**
 * Forgot-password mode of the modal (citizen spec sections 5 and 8): 'Enter your email', then
 * 'If the email exists, a reset link has been sent.' or 'Failed to send reset link'.
 */
export function ForgotPasswordForm({ email, onEmailChange, onLogin }: { email: string; onEmailChange: (email: string) => void; onLogin: () => void }) {
  const { t } = useTranslation(['auth', 'messages']);
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const found = validateForgotPassword(email, t).email;
    setError(found);
    setOutcome(null);
    if (found) {
      focusField(event.currentTarget, 'email');
      return;
    }
    try {
      await forgotPassword({ emailOnlyRequest: { email: email.trim() } }).unwrap();
      setOutcome({ kind: 'sent', message: t('messages:auth.resetLinkSent') });
    } catch (failure) {
      const field = fieldErrors(failure).email;
      if (field) setError(field);
      // A rate-limited request says how long to wait; any other failure uses the spec's message.
      const message = isApiError(failure) && failure.code === ErrorCode.RateLimited ? failure.message : t('messages:auth.resetLinkFailed');
      setOutcome({ kind: 'failed', message });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('forgot.form')}>
      <p className="text-sm text-slate-600">{t('forgot.lead')}</p>
      {outcome && <FormBanner tone={outcome.kind === 'sent' ? 'success' : 'error'}>{outcome.message}</FormBanner>}
      <ModalEmailField value={email} error={error} onChange={onEmailChange} onClearError={() => setError(undefined)} first />
      <ModalFormFooter busy={isLoading} submitLabel={t('forgot.submit')} busyLabel={t('forgot.sending')} switchKey="forgot.remembered" onSwitch={onLogin} />
    </form>
  );
}
