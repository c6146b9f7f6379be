import { skipToken } from '@reduxjs/toolkit/query';
import { type FormEvent, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useListCategoriesQuery, messageFor } from '../../api';
import { type TestRoutingApiArg, useTestRoutingQuery } from '../../api/admin';
import { type LocationSelection, LocationPickerModal } from '../../components/location-picker/location-picker-modal';
import { LocationField } from './location-field';
import { RoutingFrame } from './routing-frame';

/** The test call's query for a location and an optional category. */
export function testArgs(location: LocationSelection, categoryKey: string): TestRoutingApiArg {
  const args: TestRoutingApiArg = { district: location.districtCode };
  if (location.scope === 'Urban') {
    if (location.ulbCode) args.ulb = location.ulbCode;
  } else {
    if (location.subdistrictCode) args.subdistrict = location.subdistrictCode;
    if (location.villageCode) args.village = location.villageCode;
  }
  if (categoryKey) args.category = categoryKey;
  return args;
}

/**
 * Test Routing (/admin/routing/test, admin spec section 2): a location picker, an optional category and a
 * Test button; the contact the location resolves to (falling back village → taluka → district, or ULB →
 * district), or 'No contact found for the selected location.'
 */
export function TestRoutingPage() {
  const { t } = useTranslation(['routing', 'common', 'messages']);
  const id = useId();
  const [location, setLocation] = useState<LocationSelection | null>(null);
  const [categoryKey, setCategoryKey] = useState('');
  const [picking, setPicking] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);
  const [args, setArgs] = useState<TestRoutingApiArg | null>(null);
  const categories = useListCategoriesQuery();
  const test = useTestRoutingQuery(args ?? skipToken);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!location) {
      setLocationError(t('messages:admin.routing.locationRequired'));
      return;
    }
    const next = testArgs(location, categoryKey);
    if (args && JSON.stringify(args) === JSON.stringify(next)) void test.refetch();
    else setArgs(next);
  };

  const data = test.currentData;
  const result = data?.result ?? null;
  return (
    <RoutingFrame title={t('test.title')} lead={t('test.lead')}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-[2fr_1fr_auto] md:items-end"
      >
        <LocationField id={id} location={location} error={locationError} testId="test-routing-location" onChoose={() => setPicking(true)} />
        <div>
          <label htmlFor={`${id}-category`} className="field-label">
            <Trans t={t} i18nKey="categoryOptional" components={{ optional: <span className="font-normal text-slate-500" /> }} />
          </label>
          <select id={`${id}-category`} className="field-input" value={categoryKey} onChange={(e) => setCategoryKey(e.target.value)}>
            <option value="">{t('test.defaultCategory')}</option>
            {(categories.data?.items ?? []).map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary" disabled={test.isFetching}>
          {test.isFetching ? t('test.testing') : t('test.test')}
        </button>
      </form>

      <div className="mt-6" aria-live="polite">
        {test.isError && !test.isFetching && (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {messageFor(test.error, t('messages:admin.routing.testFailed'))}
          </div>
        )}
        {data && !test.isFetching && !result && (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700" data-testid="test-routing-result">
            {t('messages:admin.routing.noContact')}
          </p>
        )}
        {data && result && !test.isFetching && (
          <section aria-labelledby={`${id}-result`} className="rounded-xl border border-green-200 bg-white p-6 shadow-sm" data-testid="test-routing-result">
            <h2 id={`${id}-result`} className="text-lg font-semibold text-slate-900">
              {t('test.found', { level: t(`common:routingLevel.${result.level}`) })}
            </h2>
            {!result.isDeepest && (
              <p className="mt-1 text-sm text-amber-800">
                {t('test.fallback', {
                  expected: result.expectedLevel ? t(`common:routingLevel.${result.expectedLevel}`) : '',
                  level: t(`common:routingLevel.${result.level}`),
                  location: result.location,
                })}
              </p>
            )}
            <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-medium text-slate-600">{t('test.email')}</dt>
              <dd className="text-slate-900">{result.authorityEmail}</dd>
              <dt className="font-medium text-slate-600">{t('test.name')}</dt>
              <dd className="text-slate-900">{result.authorityName || t('common:dash')}</dd>
              <dt className="font-medium text-slate-600">{t('test.designation')}</dt>
              <dd className="text-slate-900">{result.authorityDesignation || t('common:dash')}</dd>
              {result.authorityDepartment && (
                <>
                  <dt className="font-medium text-slate-600">{t('test.department')}</dt>
                  <dd className="text-slate-900">{result.authorityDepartment}</dd>
                </>
              )}
              <dt className="font-medium text-slate-600">{t('test.phone')}</dt>
              <dd className="text-slate-900">{result.phone || t('common:dash')}</dd>
              <dt className="font-medium text-slate-600">{t('test.level')}</dt>
              <dd className="text-slate-900">{t(`common:routingLevel.${result.level}`)}</dd>
              <dt className="font-medium text-slate-600">{t('test.location')}</dt>
              <dd className="text-slate-900">{result.location}</dd>
              <dt className="font-medium text-slate-600">{t('test.category')}</dt>
              <dd className="text-slate-900">{result.categoryKey ?? t('defaultCategory')}</dd>
            </dl>
            <h3 className="mt-5 text-sm font-semibold text-slate-900">{t('test.recipients')}</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-800">
              {result.forwardRecipients.map((r, i) => (
                <li key={r.authorityEmail}>
                  {r.authorityEmail}
                  {[r.authorityName, r.authorityDesignation].filter(Boolean).length > 0 && (
                    <span className="text-slate-600">
                      {t('test.recipientDetails', { details: [r.authorityName, r.authorityDesignation].filter(Boolean).join(', ') })}
                    </span>
                  )}
                  <span className="ml-1 text-xs text-slate-500">{i === 0 ? t('test.primary') : t('test.copy')}</span>
                </li>
              ))}
            </ol>
          </section>
        )}
        {data && !test.isFetching && data.attempts.length > 0 && (
          <details className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-sm">
            <summary className="cursor-pointer font-semibold text-slate-800">{t('test.steps')}</summary>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
              {data.attempts.map((a, i) => (
                <li key={i}>
                  {t('test.step', {
                    level: t(`common:routingLevel.${a.level}`),
                    location: a.location,
                    category: a.categoryKey ?? t('defaultCategory'),
                    outcome: t(`test.outcome.${a.outcome}`),
                  })}
                </li>
              ))}
            </ol>
          </details>
        )}
      </div>

      <LocationPickerModal
        open={picking}
        title={t('test.pickerTitle')}
        initial={location}
        minDepth="district"
        onClose={() => setPicking(false)}
        onSelect={(selection) => {
          setLocation(selection);
          setLocationError(null);
          setPicking(false);
        }}
      />
    </RoutingFrame>
  );
}
