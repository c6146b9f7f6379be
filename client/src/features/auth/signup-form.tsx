import { type FormEvent, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSignUpMutation, fieldErrors, messageFor } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { FormBanner, TextField } from '../../components/ui/text-field';
import { EMPTY_SIGNUP, type FieldErrors, SIGNUP_FIELDS, type SignupField, type SignupValues, toSignupRequest, validateSignup } from './auth-validation';
import { type SessionUser, signedIn } from './session.slice';
import { focusField } from '../../components/ui/focus-field';
import { ModalFormFooter } from './modal-form-footer';
import { ModalEmailField } from './modal-email-field';

/**
 * Sign-up mode of the modal (citizen spec sections 4 and 5): every field required, matching passwords,
 * the terms checkbox. When the answer carries a token the user is signed in; otherwise (the server
 * sends none until the email is verified) `onVerifyEmail` moves to login with the server's message.
 */
export function SignupForm({
  email,
  onEmailChange,
  onSignedIn,
  onVerifyEmail,
  onLogin,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSignedIn: () => void;
  onVerifyEmail: (message: string) => void;
  onLogin: () => void;
}) {
  const { t } = useTranslation(['auth', 'messages']);
  const dispatch = useAppDispatch();
  const id = useId();
  const [values, setValues] = useState<Omit<SignupValues, 'email'>>(() => {
    const { email: _email, ...rest } = EMPTY_SIGNUP;
    return rest;
  });
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [signUp, { isLoading }] = useSignUpMutation();

  const set = <F extends Exclude<SignupField, 'email'>>(field: F, value: SignupValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const all: SignupValues = { ...values, email };
    const found = validateSignup(all, t);
    setErrors(found);
    setFailure(null);
    const firstInvalid = SIGNUP_FIELDS.find((f) => found[f]);
    if (firstInvalid) {
      focusField(event.currentTarget, firstInvalid);
      return;
    }
    try {
      const result: { message?: string; token?: string; user?: SessionUser } = await signUp({ signUpRequest: toSignupRequest(all) }).unwrap();
      if (typeof result.token === 'string' && result.token && result.user) {
        dispatch(signedIn({ token: result.token, user: result.user }));
        onSignedIn();
        return;
      }
      onVerifyEmail(result.message || t('messages:auth.signupCheckEmail'));
    } catch (error) {
      const fields = fieldErrors(error);
      const mapped: FieldErrors<SignupField> = {};
      for (const field of SIGNUP_FIELDS) if (fields[field]) mapped[field] = fields[field];
      setErrors(mapped);
      setFailure(messageFor(error, t('messages:common.somethingWentWrong')));
    }
  };

  const textProps = (field: Exclude<SignupField, 'email' | 'acceptTerms'>) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('signup.form')}>
      {failure && <FormBanner tone="error">{failure}</FormBanner>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.firstName')} autoComplete="given-name" data-autofocus autoFocus {...textProps('firstName')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" {...textProps('lastName')} />
      </div>
      <ModalEmailField value={email} error={errors.email} onChange={onEmailChange} onClearError={() => setErrors((x) => ({ ...x, email: undefined }))} />
      <TextField label={t('fields.phone')} type="tel" autoComplete="tel" placeholder={t('fields.phonePlaceholder')} {...textProps('phone')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.password')} type="password" autoComplete="new-password" hint={t('fields.atLeast6')} {...textProps('password')} />
        <TextField label={t('fields.confirmPassword')} type="password" autoComplete="new-password" {...textProps('confirmPassword')} />
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-terms`}
            name="acceptTerms"
            type="checkbox"
            className="mt-1 h-4 w-4 shrink-0 rounded border-slate-300"
            checked={values.acceptTerms}
            onChange={(e) => set('acceptTerms', e.target.checked)}
            aria-invalid={errors.acceptTerms ? 'true' : undefined}
            aria-describedby={errors.acceptTerms ? `${id}-terms-error` : undefined}
          />
          <label htmlFor={`${id}-terms`} className="text-sm text-slate-700">
            <Trans
              t={t}
              i18nKey="signup.terms"
              components={{
                terms: <Link to="/terms" target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline" />,
                privacy: <Link to="/privacy" target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline" />,
              }}
            />
          </label>
        </div>
        {errors.acceptTerms && (
          <p id={`${id}-terms-error`} className="field-error">
            {errors.acceptTerms}
          </p>
        )}
      </div>
      <ModalFormFooter busy={isLoading} submitLabel={t('signup.submit')} busyLabel={t('signup.submitting')} switchKey="signup.haveAccount" onSwitch={onLogin} />
    </form>
  );
}
