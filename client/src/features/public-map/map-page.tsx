import { COMPLAINT_STATUSES } from '@civic/contracts';
import { Suspense, lazy, useId, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  type GetPublicMapApiArg,
  type MapFeature,
  useAnswerInTransition,
  useGetPublicMapQuery,
  useListCategoriesQuery,
  useListSubdistrictsQuery,
  useListUlbsQuery,
} from '../../api';
import { useAppSelector } from '../../app/hooks';
import { useMediaQuery } from '../../app/use-media-query';
import { useUrlFilters } from '../../app/use-url-filters';
import { StatusBadge, statusLabel } from '../../components/complaint/status-badge';
import { LoadError } from '../../components/ui/load-error';
import { Page } from '../../components/ui/page';
import { Pager } from '../../components/ui/pager';
import { formatDate, formatNumber } from '../../i18n/format';
import type { MapView } from './complaints-map';
import { FeedLink } from '../../components/ui/feed-link';
import { LICENCE_LINK } from '../../components/ui/licence-link';
import { DateInput } from '../../components/ui/date-input';
import { selectIsSignedIn } from '../auth';

const ComplaintsMap = lazy(() => import('./complaints-map'));
// The alerts dialog loads when it is opened: the map's first screen does not carry it.
const AlertDialog = lazy(() => import('../alerts').then((m) => ({ default: m.AlertDialog })));

/** The centre of a view's box ('west,south,east,north'), or null before the map has one. */
export function centreOf(view: MapView | null): { lat: number; lng: number } | null {
  const [west, south, east, north] = view?.bbox.split(',').map(Number) ?? [];
  return [west, south, east, north].every((v) => Number.isFinite(v)) ? { lat: (south + north) / 2, lng: (west + east) / 2 } : null;
}

/** Below this zoom the server answers clusters; the list asks for single complaints of the same area. */
export const LIST_ZOOM = 14;
/** The Atom feed of the map's area (GET /feeds/area.atom), with the map's filters. */
const AREA_FEED_PATH = '/feeds/area.atom';
/** My alerts (signed in). */
const MY_ALERTS_PATH = '/alerts';

/** Complaints per page of the list view. */
export const LIST_PAGE_SIZE = 20;
/** Tailwind's `sm` breakpoint (40rem), from which the filters show beside the map without a disclosure. */
const WIDE_QUERY = '(min-width: 40rem)';

let talukaCollator: Intl.Collator | undefined;
/**
 * Orders place names alphabetically. One collator for every comparison, made on first use: `localeCompare` builds
 * one per call, tens of milliseconds for a sort of Goa's 12 talukas on a mid-range phone.
 */
function byName(a: { name: string }, b: { name: string }): number {
  talukaCollator ??= new Intl.Collator('en');
  return talukaCollator.compare(a.name, b.name);
}

const FILTER_KEYS = ['category', 'status', 'taluka', 'ulb', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** The server's filters from the address (empty values left out). */
export function filtersFrom(params: URLSearchParams): Partial<Record<FilterKey, string>> {
  const filters: Partial<Record<FilterKey, string>> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

/** The open data links with the same filters. */
export function openDataHref(format: 'csv' | 'geojson', filters: Partial<Record<FilterKey, string>>): string {
  const query = new URLSearchParams(filters).toString();
  return `/api/public/complaints.${format}${query ? `?${query}` : ''}`;
}

/** One filter of the map: a labelled select whose first option, 'All', sets no filter. */
function FilterSelect(props: { label: string; all: string; value: string; options: { value: string; label: string }[]; onChange(value: string): void }) {
  return (
    <label className="text-sm">
      <span className="field-label">{props.label}</span>
      <select className="input" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.all}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * /map, the public map of complaints: anyone may look. Filters (category, status, taluka or ULB, dates)
 * live in the address so a view can be shared; the Leaflet map (lazy) shows the server's clusters and complaints;
 * the list below names every complaint of the visible area (a screen reader's and a small phone's view), each a
 * link to its public page. The open data links carry the same filters.
 */
export function MapPage() {
  const { t } = useTranslation(['complaints', 'common', 'messages']);
  const id = useId();
  const { params, setFilters } = useUrlFilters({ replace: true });
  const filters = filtersFrom(params);
  const [view, setView] = useState<MapView | null>(null);
  const [listPage, setListPage] = useState(1);
  // Below 640 px the filters fold behind a button (a disclosure), so that the map starts on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [alertsOpen, setAlertsOpen] = useState(false);
  const signedIn = useAppSelector(selectIsSignedIn);
  // Folded filters are not rendered at all: a phone does not build selects it hides at every start of the page.
  const filtersShown = useMediaQuery(WIDE_QUERY) || filtersOpen;
  const activeFilters = FILTER_KEYS.filter((key) => filters[key]).length;
  const categories = useListCategoriesQuery().data?.items ?? [];
  // The talukas and ULBs are asked for once something shows them: the filters, or a place filter of the address (its
  // name in the alerts dialog). A phone's first screen, filters folded, neither waits for them nor renders the page
  // again as each of the three answers arrives.
  const placesShown = filtersShown || Boolean(filters.taluka || filters.ulb);
  const north = useListSubdistrictsQuery({ district: '551' }, { skip: !placesShown }).data?.items;
  const south = useListSubdistrictsQuery({ district: '552' }, { skip: !placesShown }).data?.items;
  const talukas = useMemo(() => [...(north ?? []), ...(south ?? [])].sort(byName), [north, south]);
  const ulbs = useListUlbsQuery({}, { skip: !placesShown }).data?.items ?? [];

  const base: GetPublicMapApiArg = { ...filters, status: filters.status as GetPublicMapApiArg['status'], bbox: view?.bbox };
  // The markers and the list render many components: each answer renders as a transition, in slices.
  const mapQuery = useAnswerInTransition(useGetPublicMapQuery({ ...base, zoom: view?.zoom ?? 10 }, { skip: view === null }));
  const listQuery = useAnswerInTransition(useGetPublicMapQuery({ ...base, zoom: Math.max(view?.zoom ?? 0, LIST_ZOOM) }));
  const listed = (listQuery.data?.features ?? []).filter((f) => !f.properties.cluster);
  const pages = Math.max(1, Math.ceil(listed.length / LIST_PAGE_SIZE));
  const page = Math.min(listPage, pages);
  const shown = listed.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE);
  const alertPlace = filters.taluka
    ? { kind: 'taluka' as const, code: filters.taluka, name: talukas.find((p) => String(p.code) === filters.taluka)?.name ?? filters.taluka }
    : filters.ulb
      ? { kind: 'ulb' as const, code: filters.ulb, name: ulbs.find((p) => String(p.code) === filters.ulb)?.name ?? filters.ulb }
      : null;
  const categoryName = (key: string | undefined) => categories.find((c) => c.key === key)?.name ?? key ?? '';

  const onView = (next: MapView) => {
    setView(next);
    setListPage(1);
  };
  const change = (key: FilterKey, value: string) => {
    setFilters({ [key]: value, ...(key === 'taluka' && value ? { ulb: null } : {}), ...(key === 'ulb' && value ? { taluka: null } : {}) });
    setListPage(1);
  };
  const complaintLabel = (f: MapFeature) =>
    t('publicMap.markerLabel', {
      id: f.properties.id ?? '',
      category: categoryName(f.properties.categoryKey),
      status: statusLabel(f.properties.status ?? '', t),
    });

  return (
    <Page title={t('publicMap.title')} lead={t('publicMap.lead')} width="wide">
      <div className="mb-3 flex flex-wrap items-center gap-3 sm:hidden">
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={filtersOpen}
          aria-controls={`${id}-filters`}
          onClick={() => setFiltersOpen((open) => !open)}
          data-testid="map-filters-toggle"
        >
          {activeFilters ? t('publicMap.filtersActive', { count: activeFilters, n: formatNumber(activeFilters) }) : t('publicMap.filters')}
        </button>
      </div>
      {/* The count of active filters, announced when it changes (the button's name says it too). */}
      <p className="sr-only" aria-live="polite">
        {activeFilters ? t('publicMap.filtersActive', { count: activeFilters, n: formatNumber(activeFilters) }) : ''}
      </p>
      <form
        id={`${id}-filters`}
        className={`mb-4 grid-cols-1 gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-6 ${filtersOpen ? 'grid' : 'hidden'}`}
        aria-label={t('publicMap.filters')}
        onSubmit={(e) => e.preventDefault()}
      >
        {filtersShown && (
          <>
            <FilterSelect
              label={t('publicMap.category')}
              all={t('publicMap.all')}
              value={filters.category ?? ''}
              options={categories.map((c) => ({ value: c.key, label: c.name }))}
              onChange={(v) => change('category', v)}
            />
            <FilterSelect
              label={t('publicMap.status')}
              all={t('publicMap.all')}
              value={filters.status ?? ''}
              options={COMPLAINT_STATUSES.map((s) => ({ value: s, label: statusLabel(s, t) }))}
              onChange={(v) => change('status', v)}
            />
            <FilterSelect
              label={t('publicMap.taluka')}
              all={t('publicMap.all')}
              value={filters.taluka ?? ''}
              options={talukas.map((s) => ({ value: s.code, label: s.name }))}
              onChange={(v) => change('taluka', v)}
            />
            <FilterSelect
              label={t('publicMap.ulb')}
              all={t('publicMap.all')}
              value={filters.ulb ?? ''}
              options={ulbs.map((u) => ({ value: u.code, label: u.name }))}
              onChange={(v) => change('ulb', v)}
            />
            <label className="text-sm">
              <span className="field-label">{t('publicMap.from')}</span>
              <DateInput className="input" value={filters.from ?? ''} onChange={(v) => change('from', v)} />
            </label>
            <label className="text-sm">
              <span className="field-label">{t('publicMap.to')}</span>
              <DateInput className="input" value={filters.to ?? ''} onChange={(v) => change('to', v)} />
            </label>
          </>
        )}
      </form>

      {mapQuery.isError && <LoadError message={t('messages:publicMap.loadFailed')} onRetry={() => void mapQuery.refetch()} className="mb-3" />}
      {/* The fallback takes the map's own box (its border included), so nothing below moves when the map arrives. */}
      <Suspense fallback={<p className="h-[28rem] w-full rounded-xl border border-slate-300 p-3 text-slate-600">{t('common:loading')}</p>}>
        <ComplaintsMap
          label={t('publicMap.mapLabel')}
          features={mapQuery.data?.features ?? []}
          onView={onView}
          clusterLabel={(count) => t('publicMap.clusterLabel', { count, n: formatNumber(count) })}
          complaintLabel={complaintLabel}
        />
      </Suspense>
      <p className="mt-2 text-sm text-slate-600">
        <Trans
          t={t}
          i18nKey="publicMap.license"
          components={{
            licence: LICENCE_LINK,
            csv: <a href={openDataHref('csv', filters)} className="text-brand-700 underline" download />,
            geojson: <a href={openDataHref('geojson', filters)} className="text-brand-700 underline" download />,
          }}
        />{' '}
        <FeedLink path={AREA_FEED_PATH} params={filters}>
          {t('publicMap.feed')}
        </FeedLink>
      </p>
      <p className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className="btn btn-secondary" onClick={() => setAlertsOpen(true)}>
          {t('alerts.open')}
        </button>
        {signedIn && (
          <Link to={MY_ALERTS_PATH} className="text-sm text-brand-700 underline">
            {t('alerts.manage')}
          </Link>
        )}
      </p>
      {alertsOpen && (
        <Suspense fallback={null}>
          <AlertDialog onClose={() => setAlertsOpen(false)} place={alertPlace} centre={centreOf(view)} category={filters.category} categories={categories} />
        </Suspense>
      )}

      <section aria-labelledby={`${id}-list`} className="mt-8">
        <h2 id={`${id}-list`} className="text-xl font-semibold text-slate-900">
          {t('publicMap.listTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600" aria-live="polite" data-testid="map-list-count">
          {listQuery.isFetching ? t('common:loading') : t('publicMap.listCount', { count: listed.length, n: formatNumber(listed.length) })}
        </p>
        {listQuery.isError && <LoadError message={t('messages:publicMap.loadFailed')} onRetry={() => void listQuery.refetch()} className="mt-3" />}
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {shown.map((f) => {
            const category = categoryName(f.properties.categoryKey);
            const title = f.properties.title;
            const details = [title ? category : '', f.properties.place ?? '', t('publicMap.filed', { date: formatDate(f.properties.createdAt ?? '') })].filter(
              Boolean,
            );
            return (
              <li key={f.properties.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div className="min-w-0">
                  {/* What the complaint is: the reporter's title where they shared it, else its category. */}
                  <Link to={`/c/${f.properties.id}`} className="font-semibold break-words text-brand-700 hover:underline">
                    {title || category}
                  </Link>
                  <p className="text-sm text-slate-700">{details.join(' · ')}</p>
                  <p className="font-mono text-xs text-slate-600">{f.properties.id}</p>
                </div>
                <StatusBadge status={f.properties.status ?? ''} />
              </li>
            );
          })}
        </ul>
        {pages > 1 && <Pager page={page} pages={pages} onPage={setListPage} label={t('publicMap.listPager')} total={listed.length} />}
      </section>
    </Page>
  );
}
