import type { Translate } from '../../i18n/i18n';
import { useTranslation } from 'react-i18next';

/** "Page X of Y", X kept between 1 and Y. */
export function pageLabel(page: number, pages: number, t: Translate): string {
  const total = Math.max(1, pages);
  return t('common:pager.page', { page: Math.min(Math.max(1, page), total), pages: total });
}
/** Prev and Next with 'Page X of Y' under a paged list (admin spec section 2), and the list's total when given. */
export function Pager({ page, pages, onPage, label, total }: { page: number; pages: number; onPage: (page: number) => void; label: string; total?: number }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={label}
      className={`mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-700 ${total === undefined ? 'justify-end' : 'justify-between'}`}
    >
      {total !== undefined && <span>{t('pager.total', { total })}</span>}
      <div className="flex items-center gap-3">
        <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pager.prev')}
        </button>
        <span aria-live="polite" data-testid="page-label">
          {pageLabel(page, pages, t)}
        </span>
        <button type="button" className="btn btn-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('pager.next')}
        </button>
      </div>
    </nav>
  );
}
