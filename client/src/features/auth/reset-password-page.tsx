import { Messages } from '@civic/contracts';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useResetPasswordMutation } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { openAuthModal } from '../../app/ui.slice';
import { Page } from '../../components/ui/page';
import { FormBanner, TextField } from '../../components/ui/text-field';
import { type FieldErrors, type ResetPasswordValues, validateResetPassword } from './auth-validation';
import { fieldMessages, serverMessageOr } from './server-message';

/**
 * /reset-password?token= (citizen spec sections 5 and 8): without a token it shows 'Missing token' and the
 * button is disabled; the new password needs 6 characters and a matching confirmation. On success the
 * user goes home and the login modal opens.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<ResetPasswordValues>({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof ResetPasswordValues>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();

  const set = (field: keyof ResetPasswordValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token || isLoading) return;
    const found = validateResetPassword(values);
    setErrors(found);
    setFailure(null);
    const firstInvalid = (['newPassword', 'confirmPassword'] as const).find((f) => found[f]);
    if (firstInvalid) {
      const element = event.currentTarget.elements.namedItem(firstInvalid);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    try {
      const result = await resetPassword({ resetPasswordRequest: { token, newPassword: values.newPassword } }).unwrap();
      toast.success(result?.message || Messages.auth.passwordUpdated);
      navigate('/');
      dispatch(openAuthModal('login'));
    } catch (error) {
      const field = fieldMessages(error).newPassword;
      if (field) setErrors({ newPassword: field });
      setFailure(serverMessageOr(error, Messages.common.somethingWentWrong));
    }
  };

  return (
    <Page title="Reset Password" lead="Choose a new password for your account.">
      <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-label="Reset password">
        {!token && <FormBanner tone="error">{Messages.auth.missingToken}</FormBanner>}
        {failure && <FormBanner tone="error">{failure}</FormBanner>}
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters"
          value={values.newPassword}
          error={errors.newPassword}
          onChange={set('newPassword')}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={set('confirmPassword')}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={!token || isLoading}>
          {isLoading ? 'Saving...' : 'Reset password'}
        </button>
      </form>
    </Page>
  );
}
