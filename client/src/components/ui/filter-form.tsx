import type { FormEvent, ReactNode } from 'react';
import { formValue } from './form-value';
import { SelectField, TextField, withAll } from './text-field';

/** One select of a filter form: its choices after 'All', and the value in force (from the address). */
export interface FilterSelect<N extends string> {
  name: N;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
}

/** The words of a filter form: the form's name, the search label and hint, 'All', 'Apply', and each select's label. */
export type FilterText<N extends string> = (key: 'label' | 'search' | 'searchHint' | 'all' | 'apply' | N) => string;

/**
 * The filter bar of an admin list applied with a button (admin spec section 2): a search field `q` with its
 * hint, selects that start with 'All', Apply, then `children` (more buttons). The fields start from the values
 * in force and start over when those change; `onApply` gets the form's values (`value('q')`). `text` gives the
 * words, usually from the page's `filters.*` keys.
 */
export function FilterForm<N extends string>({
  text,
  q,
  selects,
  onApply,
  children,
}: {
  text: FilterText<N>;
  /** The search in force. */
  q: string;
  selects: readonly FilterSelect<N>[];
  onApply: (value: (name: string) => string) => void;
  children?: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(formValue(event.currentTarget));
  };
  return (
    <form
      key={[q, ...selects.map((select) => select.value ?? '')].join('|')}
      onSubmit={submit}
      className="mt-6 flex flex-wrap items-end gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      aria-label={text('label')}
    >
      <TextField wrapperClassName="min-w-0 flex-1 basis-56" type="search" name="q" label={text('search')} hint={text('searchHint')} defaultValue={q} />
      {selects.map((select) => (
        <SelectField
          key={select.name}
          name={select.name}
          label={text(select.name)}
          defaultValue={select.value ?? ''}
          options={withAll(text('all'), select.options)}
        />
      ))}
      <button type="submit" className="btn btn-primary">
        {text('apply')}
      </button>
      {children}
    </form>
  );
}
