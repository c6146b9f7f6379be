import { type CategoryDefault, DEFAULT_CATEGORIES, isLocale, type Locale, localisedCategoryTexts } from '@civic/contracts';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/ui/rich-text';
import { Link } from 'react-router-dom';
import { type CategoryResponse, useAnswerInTransition, useListCategoriesQuery } from '../../api';
import { CategoryIcon } from '../../components/category/category-icon';

/**
 * The categories to show: enabled ones from GET /api/categories (in the reader's language already), or the eight
 * defaults in `language` when the call fails or the list is empty (citizen spec section 3).
 */
export function categoriesForDisplay(
  items: readonly CategoryResponse[] | undefined,
  language: Locale = 'en',
): ((CategoryResponse | CategoryDefault) & { language: Locale })[] {
  const enabled = (items ?? []).filter((c) => c.enabled !== false);
  const list = enabled.length > 0 ? enabled : DEFAULT_CATEGORIES.map((c) => ({ ...c, ...localisedCategoryTexts(c, language) }));
  return [...list].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** The category grid (#categories). */
export function CategoryGrid() {
  const { t, i18n } = useTranslation('home');
  const { data, isLoading } = useAnswerInTransition(useListCategoriesQuery());
  const categories = categoriesForDisplay(data?.items, isLocale(i18n.language) ? i18n.language : 'en');
  return (
    <section id="categories" aria-labelledby="categories-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="categories-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t('categories.title')}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{t('categories.lead')}</p>
        </div>
        {isLoading ? (
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true" aria-label={t('categories.loading')}>
            {DEFAULT_CATEGORIES.map((c) => (
              <li key={c.key} className="h-44 animate-pulse rounded-2xl bg-slate-200" />
            ))}
          </ul>
        ) : (
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="category-grid">
            {categories.map((category) => (
              <li key={category.key}>
                <Link
                  to={`/complaint?category=${encodeURIComponent(category.key)}`}
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md"
                >
                  <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-2xl text-brand-700" aria-hidden="true">
                    <CategoryIcon category={category} className="h-7 w-7" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-slate-900 group-hover:text-brand-700" lang={category.language}>
                    {category.name}
                  </h3>
                  {category.description && (
                    <p className="mt-2 flex-1 text-sm leading-6 text-slate-600" lang={category.language}>
                      {category.description}
                    </p>
                  )}
                  <span className="mt-4 text-sm font-semibold text-brand-700">
                    <RichText text={t('categories.report')} components={{ arrow: <span aria-hidden="true" /> }} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
