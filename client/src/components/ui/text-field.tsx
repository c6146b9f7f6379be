import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** The visible label (every input has one). */
  label: ReactNode;
  /** The input's name: forms find the first invalid field by it. */
  name: string;
  /** The field's error message, shown under it and announced with the input. */
  error?: string;
  /** A short hint under the input. */
  hint?: ReactNode;
  /** Class of the wrapper. */
  wrapperClassName?: string;
}

/** A labelled text input with its hint and error tied to it (aria-describedby, aria-invalid). */
export function TextField({ label, name, error, hint, wrapperClassName, id, className = 'field-input', ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-${name}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wrapperClassName}>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <input id={inputId} name={name} className={className} aria-invalid={error ? 'true' : undefined} aria-describedby={describedBy} {...input} />
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
