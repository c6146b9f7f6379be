import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { DataTable } from '../../components/ui/data-table';
import { ListState, type ListStateQuery } from '../../components/ui/list-state';
import { Pager } from '../../components/ui/pager';

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

/** The words of a billing panel, under `purchases.*` or `users.*` of the admin-billing catalogue. */
export type PanelText = (key: 'title' | 'search' | 'searchPlaceholder' | 'apply' | 'loading' | 'empty' | 'caption' | 'pager') => string;

/**
 * A billing panel (admin spec section 7): its heading with the search box, then the list (loading, load error
 * with Retry, empty card, or the table of `rows` with `columns`) and the pager; `children` (the panel's dialogs)
 * last. The search and the page live in the address under the names the caller reads (`onSearch`, `onPage`).
 */
export function SearchPanel({
  titleId,
  text,
  q,
  onSearch,
  list,
  failure,
  page,
  onPage,
  columns,
  rows,
  children,
}: {
  titleId: string;
  text: PanelText;
  q: string;
  onSearch: (q: string) => void;
  list: ListStateQuery & { data?: { items: readonly unknown[]; pages: number; total: number } };
  /** The load error when the server gives no message. */
  failure: string;
  page: number;
  onPage: (page: number) => void;
  columns: readonly ReactNode[];
  rows: ReactNode;
  children?: ReactNode;
}) {
  const { data } = list;
  return (
    <section aria-labelledby={titleId}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold text-slate-900">
          {text('title')}
        </h2>
        <SearchBox label={text('search')} placeholder={text('searchPlaceholder')} button={text('apply')} value={q} onSearch={onSearch} />
      </div>
      <ListState
        query={list}
        loadingText={text('loading')}
        failure={failure}
        empty={(data?.items.length ?? 0) === 0}
        emptyText={text('empty')}
        footer={data && <Pager label={text('pager')} page={page} pages={data.pages} total={data.total} onPage={onPage} />}
      >
        <DataTable look="report" label={text('caption')} columns={columns}>
          {rows}
        </DataTable>
      </ListState>
      {children}
    </section>
  );
}
