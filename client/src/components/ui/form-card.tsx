import type { FormEvent, ReactNode } from 'react';
import { FormBanner } from './text-field';

/**
 * A form in a white card: its heading (naming the form), an optional lead line, the error banner, the fields
 * and the submit button at the end (disabled while `busy`). Used by My Profile's forms and Create admin.
 */
export function FormCard({
  titleId,
  title,
  lead,
  failure,
  onSubmit,
  submitLabel,
  busy,
  children,
}: {
  /** The heading's id (the form is labelled by it). */
  titleId: string;
  title: ReactNode;
  lead?: ReactNode;
  /** The banner's message; none when null. */
  failure: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: ReactNode;
  busy: boolean;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={titleId} className="text-xl font-semibold text-slate-900">
      {title}
    </h2>
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      {lead ? (
        <div>
          {heading}
          <p className="mt-1 text-sm text-slate-600">{lead}</p>
        </div>
      ) : (
        heading
      )}
      {failure && <FormBanner tone="error">{failure}</FormBanner>}
      {children}
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
