import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

/** What every labelled field takes besides its control's own attributes. */
interface FieldFrameProps {
  /** The visible label (every input has one). */
  label: ReactNode;
  /** The control's name: forms find the first invalid field by it. */
  name: string;
  /** The field's error message, shown under it and announced with the control. */
  error?: string;
  /** A short hint under the control. */
  hint?: ReactNode;
  /** Class of the wrapper. */
  wrapperClassName?: string;
}

export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'name'>;

/** The label, hint and error around one control: the ids that tie them together, and the frame. */
function useFieldFrame({ id, name, hint, error }: { id?: string; name: string; hint?: ReactNode; error?: string }) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-${name}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const frame = (label: ReactNode, control: ReactNode, wrapperClassName?: string) => (
    <div className={wrapperClassName}>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      {control}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
  return { inputId, describedBy, frame, invalid: error ? ('true' as const) : undefined };
}

/** A labelled text input with its hint and error tied to it (aria-describedby, aria-invalid). */
export function TextField({ label, name, error, hint, wrapperClassName, id, className = 'field-input', ...input }: TextFieldProps) {
  const { inputId, describedBy, frame, invalid } = useFieldFrame({ id, name, hint, error });
  return frame(
    label,
    <input id={inputId} name={name} className={className} aria-invalid={invalid} aria-describedby={describedBy} {...input} />,
    wrapperClassName,
  );
}

export type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children' | 'name'>;

/** A labelled text area, like TextField. */
export function TextAreaField({ label, name, error, hint, wrapperClassName, id, className = 'field-input', ...area }: TextAreaFieldProps) {
  const { inputId, describedBy, frame, invalid } = useFieldFrame({ id, name, hint, error });
  return frame(
    label,
    <textarea id={inputId} name={name} className={className} aria-invalid={invalid} aria-describedby={describedBy} {...area} />,
    wrapperClassName,
  );
}

export interface SelectFieldProps extends FieldFrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'name'> {
  /** The choices in order; a `value: ''` option stands for 'all' or 'none'. */
  options: readonly { value: string; label: string }[];
}

/** A filter's choices after its first, empty one ('All'). */
export function withAll(all: string, options: readonly { value: string; label: string }[]): { value: string; label: string }[] {
  return [{ value: '', label: all }, ...options];
}

/** A labelled select, like TextField. */
export function SelectField({ label, name, options, error, hint, wrapperClassName, id, className = 'field-input', ...select }: SelectFieldProps) {
  const { inputId, describedBy, frame, invalid } = useFieldFrame({ id, name, hint, error });
  return frame(
    label,
    <select id={inputId} name={name} className={className} aria-invalid={invalid} aria-describedby={describedBy} {...select}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>,
    wrapperClassName,
  );
}

/** A checkbox inside its label (the label's text after the box). */
export function CheckboxField({ label, className, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & { label: ReactNode }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" className={className} {...input} />
      {label}
    </label>
  );
}

/** The keys of `V` whose values are strings (the text fields of a form's values). */
type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * Binds a form's text fields to TextField, TextAreaField or SelectField: `field('email')` gives the name, the
 * value, the error and the change handler (`change(name)` makes the handler from the typed value).
 */
export function fieldBinder<V extends object>(values: V, errors: Partial<Record<string, string>>, change: (name: TextKeys<V>, value: string) => void) {
  return <K extends TextKeys<V>>(name: K) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => change(name, event.target.value),
  });
}

/** A banner inside a form: red for errors (an alert), green for success and blue for information (status). */
export function FormBanner({ tone, children, className = '' }: { tone: 'error' | 'success' | 'info'; children: ReactNode; className?: string }) {
  const colours =
    tone === 'error'
      ? 'border-red-300 bg-red-50 text-red-800'
      : tone === 'success'
        ? 'border-green-300 bg-green-50 text-green-800'
        : 'border-brand-100 bg-brand-50 text-brand-900';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 text-sm font-medium ${colours} ${className}`}>
      {children}
    </div>
  );
}
