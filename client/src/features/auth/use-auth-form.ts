import { useState } from 'react';
import { fieldErrors } from '../../api';
import { focusField } from '../../components/ui/focus-field';
import { fieldBinder } from '../../components/ui/text-field';
import type { FieldErrors } from './auth-validation';

/**
 * The state of an account form (My Profile, password change): its values, the message under each field and the
 * banner. `field` binds a TextField to one of them; `check` shows the rules' messages and focuses the first invalid field (true when the form may be
 * sent); `showServerErrors` does the same with the server's field messages.
 */
export function useAuthForm<F extends string, V extends Record<F, string>>(initial: V, fields: readonly F[]) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: F) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const show = (form: HTMLFormElement, found: FieldErrors<F>) => {
    setErrors(found);
    const first = fields.find((f) => found[f]);
    focusField(form, first);
    return first === undefined;
  };

  const check = (form: HTMLFormElement, found: FieldErrors<F>): boolean => {
    setFailure(null);
    return show(form, found);
  };

  const showServerErrors = (form: HTMLFormElement, error: unknown) => {
    const server = fieldErrors(error);
    show(form, Object.fromEntries(fields.filter((f) => server[f]).map((f) => [f, server[f]])) as FieldErrors<F>);
  };

  /** A field's name, value, error and change handler for TextField: `<TextField label={…} {...field('email')} />`. */
  const field = fieldBinder(values, errors, (name, value) => set(name as unknown as F)({ target: { value } }));

  return { values, setValues, errors, failure, setFailure, set, field, check, showServerErrors };
}
