import { Messages } from '@civic/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { type FormEvent, useId, useState } from 'react';
import { type RoutingTestResponse, type TestRoutingApiArg, useListCategoriesQuery, useTestRoutingQuery } from '../../api';
import { type LocationSelection, LocationPickerModal } from '../../components/location-picker/LocationPickerModal';
import { RoutingFrame } from './routing-frame';
import { shownError } from './shown-error';

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

const OUTCOME_TEXT: Record<RoutingTestResponse['attempts'][number]['outcome'], string> = {
  matched: 'matched',
  inactive: 'inactive contact, skipped',
  no_email: 'no email, skipped',
  missing: 'no contact',
};

/**
 * Test Routing (/admin/routing/test, admin spec section 2): a location picker, an optional category and a
 * Test button; the contact the location resolves to (falling back village → taluka → district, or ULB →
 * district), or 'No contact found for the selected location.'
 */
export function TestRoutingPage() {
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
      setLocationError(Messages.admin.routing.locationRequired);
      return;
    }
    const next = testArgs(location, categoryKey);
    if (args && JSON.stringify(args) === JSON.stringify(next)) void test.refetch();
    else setArgs(next);
  };

  const data = test.currentData;
  const result = data?.result ?? null;
  return (
    <RoutingFrame title="Test Routing" lead="Check which authority a complaint from a location would be forwarded to.">
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-[2fr_1fr_auto] md:items-end"
      >
        <div>
          <span id={`${id}-location-label`} className="field-label">
            Location
          </span>
          <div className="flex flex-wrap items-center gap-3">
            <span
              aria-labelledby={`${id}-location-label`}
              data-testid="test-routing-location"
              className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-900"
            >
              {location ? location.label : 'No location chosen'}
            </span>
            <button
              type="button"
              className="btn btn-secondary"
              aria-invalid={locationError ? 'true' : undefined}
              aria-describedby={locationError ? `${id}-location-error` : undefined}
              onClick={() => setPicking(true)}
            >
              {location ? 'Change location' : 'Choose location'}
            </button>
          </div>
          {locationError && (
            <p id={`${id}-location-error`} className="field-error">
              {locationError}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-category`} className="field-label">
            Category <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <select id={`${id}-category`} className="field-input" value={categoryKey} onChange={(e) => setCategoryKey(e.target.value)}>
            <option value="">Default (no category)</option>
            {(categories.data?.items ?? []).map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary" disabled={test.isFetching}>
          {test.isFetching ? 'Testing…' : 'Test'}
        </button>
      </form>

      <div className="mt-6" aria-live="polite">
        {test.isError && !test.isFetching && (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {shownError(test.error, Messages.admin.routing.testFailed)}
          </div>
        )}
        {data && !test.isFetching && !result && (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700" data-testid="test-routing-result">
            {Messages.admin.routing.noContact}
          </p>
        )}
        {data && result && !test.isFetching && (
          <section aria-labelledby={`${id}-result`} className="rounded-xl border border-green-200 bg-white p-6 shadow-sm" data-testid="test-routing-result">
            <h2 id={`${id}-result`} className="text-lg font-semibold text-slate-900">
              Contact found at {result.level} level
            </h2>
            {!result.isDeepest && (
              <p className="mt-1 text-sm text-amber-800">
                No contact at the {result.expectedLevel} level: the complaint falls back to the {result.level} ({result.location}).
              </p>
            )}
            <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-medium text-slate-600">Authority Email</dt>
              <dd className="text-slate-900">{result.authorityEmail}</dd>
              <dt className="font-medium text-slate-600">Name</dt>
              <dd className="text-slate-900">{result.authorityName || '—'}</dd>
              <dt className="font-medium text-slate-600">Designation</dt>
              <dd className="text-slate-900">{result.authorityDesignation || '—'}</dd>
              {result.authorityDepartment && (
                <>
                  <dt className="font-medium text-slate-600">Department</dt>
                  <dd className="text-slate-900">{result.authorityDepartment}</dd>
                </>
              )}
              <dt className="font-medium text-slate-600">Phone</dt>
              <dd className="text-slate-900">{result.phone || '—'}</dd>
              <dt className="font-medium text-slate-600">Level</dt>
              <dd className="text-slate-900">{result.level}</dd>
              <dt className="font-medium text-slate-600">Location</dt>
              <dd className="text-slate-900">{result.location}</dd>
              <dt className="font-medium text-slate-600">Category</dt>
              <dd className="text-slate-900">{result.categoryKey ?? 'Default'}</dd>
            </dl>
            <h3 className="mt-5 text-sm font-semibold text-slate-900">Forward recipients</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-800">
              {result.forwardRecipients.map((r, i) => (
                <li key={r.authorityEmail}>
                  {r.authorityEmail}
                  {[r.authorityName, r.authorityDesignation].filter(Boolean).length > 0 && (
                    <span className="text-slate-600"> — {[r.authorityName, r.authorityDesignation].filter(Boolean).join(', ')}</span>
                  )}
                  <span className="ml-1 text-xs text-slate-500">{i === 0 ? '(primary)' : '(copy)'}</span>
                </li>
              ))}
            </ol>
          </section>
        )}
        {data && !test.isFetching && data.attempts.length > 0 && (
          <details className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-sm">
            <summary className="cursor-pointer font-semibold text-slate-800">Steps tried</summary>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
              {data.attempts.map((a, i) => (
                <li key={i}>
                  {a.level} {a.location} ({a.categoryKey ?? 'Default'}): {OUTCOME_TEXT[a.outcome]}
                </li>
              ))}
            </ol>
          </details>
        )}
      </div>

      <LocationPickerModal
        open={picking}
        title="Location to test"
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
