import { ADMIN_MODULES, ADMIN_MODULE_LABELS, type AdminModule, MIN_PASSWORD_LENGTH, Messages } from '@civic/contracts';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useCreateAdminMutation } from '../../api';
import { FormBanner, TextField } from '../../components/ui/text-field';
import { serverMessage } from './server-message';

interface CreateAdminValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  modules: AdminModule[];
}

const EMPTY: CreateAdminValues = { firstName: '', lastName: '', email: '', password: '', modules: [] };

/** The Create Admin form's rules (admin spec section 5): every text field required, the password at least 6 characters. */
export function validateCreateAdmin(values: Omit<CreateAdminValues, 'modules'>): string | null {
  if (!values.firstName.trim() || !values.lastName.trim() || !values.email.trim() || !values.password) return Messages.admin.admins.allFieldsRequired;
  if (values.password.length < MIN_PASSWORD_LENGTH) return Messages.admin.admins.passwordMin;
  return null;
}

/** Create Admin (admin spec section 2): first name, last name, email, temporary password and module checkboxes. */
export function CreateAdminForm() {
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
    const invalid = validateCreateAdmin(values);
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
      toast.success(Messages.admin.admins.created);
      setValues(EMPTY);
    } catch (error) {
      const message = serverMessage(error, Messages.admin.admins.createFailed);
      setFailure(message);
      toast.error(message);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        Create Admin
      </h2>
      {failure && <FormBanner tone="error">{failure}</FormBanner>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" name="firstName" autoComplete="off" value={values.firstName} onChange={set('firstName')} />
        <TextField label="Last name" name="lastName" autoComplete="off" value={values.lastName} onChange={set('lastName')} />
        <TextField label="Email" name="email" type="email" autoComplete="off" value={values.email} onChange={set('email')} />
        <TextField
          label="Temporary password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters; share it with the new admin."
          value={values.password}
          onChange={set('password')}
        />
      </div>
      <fieldset>
        <legend className="field-label">Modules</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {ADMIN_MODULES.map((module) => (
            <label key={module} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300"
                checked={values.modules.includes(module)}
                onChange={(e) => toggle(module, e.target.checked)}
              />
              {ADMIN_MODULE_LABELS[module]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {isLoading ? 'Creating...' : 'Create Admin'}
        </button>
      </div>
    </form>
  );
}
