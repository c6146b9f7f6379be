import { type FormEvent, useId, useState } from 'react';

/** A search field with its button; the query is applied on submit (Enter or the button). Starts from `value` (the address). */
export function SearchBox({
  label,
  placeholder,
  button,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  button: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 sm:flex-none">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <input id={id} type="search" className="field-input sm:w-80" placeholder={placeholder} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <button type="submit" className="btn btn-secondary">
        {button}
      </button>
    </form>
  );
}

/** A panel's heading (naming its section) with the panel's search box at the other end of the row. */
export function PanelHeader({ titleId, title, ...search }: { titleId: string; title: string } & Parameters<typeof SearchBox>[0]) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <SearchBox {...search} />
    </div>
  );
}
