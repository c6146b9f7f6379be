import { type FormEvent, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useResetPasswordMutation, fieldErrors, messageFor } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { openAuthModal } from '../../app/ui.slice';
import { Page } from '../../components/ui/page';
import { FormBanner } from '../../components/ui/text-field';
import { type FieldErrors, type ResetPasswordValues, validateResetPassword } from './auth-validation';
import { NewPasswordFields } from './new-password-fields';
import { focusField } from '../../components/ui/focus-field';

/**
 * /reset-password?token= (citizen spec sections 5 and 8): without a token it shows 'Missing token' and the
 * button is disabled; the new password needs 6 characters and a matching confirmation. On success the
 * user goes home and the login modal opens.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'messages']);
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
    const found = validateResetPassword(values, t);
    setErrors(found);
    setFailure(null);
    const firstInvalid = (['newPassword', 'confirmPassword'] as const).find((f) => found[f]);
    if (firstInvalid) {
      focusField(event.currentTarget, firstInvalid);
      return;
    }
    try {
      const result = await resetPassword({ resetPasswordRequest: { token, newPassword: values.newPassword } }).unwrap();
      toast.success(result?.message || t('messages:auth.passwordUpdated'));
      navigate('/');
      dispatch(openAuthModal('login'));
    } catch (error) {
      const field = fieldErrors(error).newPassword;
      if (field) setErrors({ newPassword: field });
      setFailure(messageFor(error, t('messages:common.somethingWentWrong')));
    }
  };

  return (
    <Page title={t('reset.title')} lead={t('reset.lead')}>
      <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-label={t('reset.form')}>
        {!token && <FormBanner tone="error">{t('messages:auth.missingToken')}</FormBanner>}
        {failure && <FormBanner tone="error">{failure}</FormBanner>}
        <NewPasswordFields values={values} errors={errors} onChange={set} />
        <button type="submit" className="btn btn-primary w-full" disabled={!token || isLoading}>
          {isLoading ? t('reset.saving') : t('reset.submit')}
        </button>
      </form>
    </Page>
  );
}
