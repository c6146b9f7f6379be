import { ADMIN_MODULES, type AdminModule, MIN_PASSWORD_LENGTH } from '@civic/contracts';
import { type FormEvent, useId, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api';
import { useCreateAdminMutation } from '../../api/admin';
import { FormCard } from '../../components/ui/form-card';
import { CheckboxField, TextField, fieldBinder } from '../../components/ui/text-field';
import type { Translate } from '../../i18n/i18n';

interface CreateAdminValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  modules: AdminModule[];
}

const EMPTY: CreateAdminValues = { firstName: '', lastName: '', email: '', password: '', modules: [] };

/** The Create Admin form's rules (admin spec section 5): every text field required, the password at least 6 characters. */
export function validateCreateAdmin(values: Omit<CreateAdminValues, 'modules'>, t: Translate): string | null {
  if (!values.firstName.trim() || !values.lastName.trim() || !values.email.trim() || !values.password) return t('messages:admin.admins.allFieldsRequired');
  if (values.password.length < MIN_PASSWORD_LENGTH) return t('messages:admin.admins.passwordMin');
  return null;
}

/** Create Admin (admin spec section 2): first name, last name, email, temporary password and module checkboxes. */
export function CreateAdminForm() {
  const { t } = useTranslation(['admin-management', 'admin', 'messages']);
  const id = useId();
  const [values, setValues] = useState<CreateAdminValues>(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const [createAdmin, { isLoading }] = useCreateAdminMutation();

  const set = (field: Exclude<keyof CreateAdminValues, 'modules'>) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (failure) setFailure(null);
  };
  const toggle = (module: AdminModule, on: boolean) =>
    setValues((v) => ({ ...v, modules: on ? [...v.modules, module] : v.modules.filter((m) => m !== module) }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const invalid = validateCreateAdmin(values, t);
    if (invalid) {
      setFailure(invalid);
      toast.error(invalid);
      return;
    }
    setFailure(null);
    try {
      await createAdmin({
        createAdminRequest: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          password: values.password,
          modules: ADMIN_MODULES.filter((m) => values.modules.includes(m)),
        },
      }).unwrap();
      toast.success(t('messages:admin.admins.created'));
      setValues(EMPTY);
    } catch (error) {
      const message = messageFor(error, t('messages:admin.admins.createFailed'));
      setFailure(message);
      toast.error(message);
    }
  };

  const field = fieldBinder(values, {}, (name, value) => set(name)({ target: { value } }));

  return (
    <FormCard
      titleId={`${id}-title`}
      title={t('create.title')}
      failure={failure}
      onSubmit={onSubmit}
      submitLabel={isLoading ? t('create.creating') : t('create.submit')}
      busy={isLoading}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('create.firstName')} autoComplete="off" {...field('firstName')} />
        <TextField label={t('create.lastName')} autoComplete="off" {...field('lastName')} />
        <TextField label={t('create.email')} type="email" autoComplete="off" {...field('email')} />
        <TextField label={t('create.password')} type="password" autoComplete="new-password" hint={t('create.passwordHint')} {...field('password')} />
      </div>
      <fieldset>
        <legend className="field-label">{t('create.modules')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {ADMIN_MODULES.map((module) => (
            <CheckboxField
              key={module}
              label={t(`admin:modules.${module}`)}
              className="h-4 w-4 rounded border-slate-300"
              checked={values.modules.includes(module)}
              onChange={(e) => toggle(module, e.target.checked)}
            />
          ))}
        </div>
      </fieldset>
    </FormCard>
  );
}
