import { formatDateTime } from '../../i18n/format';
import { AuthorityAnswer, type HistoryAuthor } from './authority-answer';
import { PhotoGrid } from './photo-grid';
import { StatusBadge } from './status-badge';

/** One entry of a complaint's history as the reporter's and the authority's pages show it. */
export interface HistoryEntry extends HistoryAuthor {
  status: string;
  /** ISO 8601. */
  date: string;
  message?: string | null;
  photos?: string[] | null;
}

/**
 * A complaint's history, oldest first: status, time, who answered (an authority's entry), the words and the photos.
 * `photoAlt` names photo n (from 0) of the entry dated `date`; `fullSize` is the note on each photo's link.
 */
export function UpdateHistory({
  updates,
  testId,
  photoAlt,
  fullSize,
  gridClassName = 'mt-2 grid grid-cols-3 gap-2',
}: {
  updates: readonly HistoryEntry[];
  testId: string;
  photoAlt: (n: number, date: string) => string;
  fullSize: string;
  gridClassName?: string;
}) {
  return (
    <ol className="mt-3 space-y-3" data-testid={testId}>
      {updates.map((u, index) => (
        <li key={`${u.date}-${index}`} className="border-l-4 border-brand-100 pl-3">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={u.status} />
            <time dateTime={u.date} className="text-sm text-slate-600">
              {formatDateTime(u.date)}
            </time>
          </div>
          <AuthorityAnswer entry={u} className="mt-1 text-sm font-semibold text-slate-900" />
          {u.message && <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{u.message}</p>}
          {u.photos && u.photos.length > 0 && (
            <PhotoGrid
              photos={u.photos}
              alt={(n) => photoAlt(n, formatDateTime(u.date))}
              className={gridClassName}
              linkClassName="block"
              imageClassName="aspect-square w-full rounded object-cover"
              linkNote={fullSize}
            />
          )}
        </li>
      ))}
    </ol>
  );
}
