import { useTranslation } from 'react-i18next';
import { TextField, fieldBinder } from '../../components/ui/text-field';

type Field = 'newPassword' | 'confirmPassword';

/** New password (at least 6 characters) and its confirmation: My Profile's password form and the reset-password page. */
export function NewPasswordFields({
  values,
  errors,
  onChange,
}: {
  values: Record<Field, string>;
  errors: Partial<Record<Field, string>>;
  onChange: (field: Field) => (event: { target: { value: string } }) => void;
}) {
  const { t } = useTranslation('auth');
  const field = fieldBinder(values, errors, (name, value) => onChange(name)({ target: { value } }));
  return (
    <>
      <TextField label={t('fields.newPassword')} type="password" autoComplete="new-password" hint={t('fields.atLeast6')} {...field('newPassword')} />
      <TextField label={t('fields.confirmNewPassword')} type="password" autoComplete="new-password" {...field('confirmPassword')} />
    </>
  );
}
