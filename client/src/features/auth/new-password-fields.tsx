import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/text-field';

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
  return (
    <>
      <TextField
        label={t('fields.newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint={t('fields.atLeast6')}
        value={values.newPassword}
        error={errors.newPassword}
        onChange={onChange('newPassword')}
      />
      <TextField
        label={t('fields.confirmNewPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={onChange('confirmPassword')}
      />
    </>
  );
}
