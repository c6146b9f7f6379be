import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Provider } from 'react-redux';
import type { PlaceItemResponse } from '../../api';
import { makeStore } from '../../app/store';
import { type FakeHandler, apiError, fakeApiPerTest } from '../../../test/fake-api';
import { detectDeviceLocation } from './device-location';
import { i18n } from '../../i18n/i18n';
import { PlaceSearch, searchTerm } from './place-search';

afterEach(() => {
  jest.useRealTimers();
});
const api = fakeApiPerTest();

const place = (name: string, lat = 15.49, lng = 73.82): PlaceItemResponse => ({ name, label: `${name}, North Goa`, lat, lng, type: 'village', code: name });

function renderSearch(handler: FakeHandler) {
  api.install({ 'GET /api/geo/search': handler });
  const chosen: PlaceItemResponse[] = [];
  render(
    <Provider store={makeStore()}>
      <PlaceSearch onSelect={(p) => chosen.push(p)} />
    </Provider>,
  );
  return { input: screen.getByRole('combobox', { name: 'Search for a place' }) as HTMLInputElement, chosen };
}

/** Moves the (fake) clock on and lets the answers of calls made meanwhile arrive. */
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('place search (citizen spec sections 7 to 9)', () => {
  it('searches only from 3 characters, trimmed', () => {
    expect(searchTerm('Pa')).toBeNull();
    expect(searchTerm('  Pa  ')).toBeNull();
    expect(searchTerm(' Pan ')).toBe('Pan');
  });

  it('waits 450 ms after typing, shows at most 5 places and picks one with the keyboard', async () => {
    jest.useFakeTimers();
    const { input, chosen } = renderSearch(({ query }) => ({
      body: { source: 'gazetteer', items: ['Panaji', 'Panelim', 'Pangim', 'Pandavado', 'Panchwadi', 'Pankhal'].map((n) => place(`${n} (${query.q})`)) },
    }));
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Pa' } });
    await advance(1000);
    expect(api.current.callsTo('GET /api/geo/search')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'Pan' } });
    await advance(300);
    fireEvent.change(input, { target: { value: 'Pana' } });
    await advance(449);
    expect(api.current.callsTo('GET /api/geo/search')).toHaveLength(0);
    await advance(1);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5));
    expect(api.current.callsTo('GET /api/geo/search').map((c) => c.query.q)).toEqual(['Pana']);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1].id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(chosen.map((p) => p.name)).toEqual(['Panelim (Pana)']);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('closes the suggestions 150 ms after the field loses focus', async () => {
    jest.useFakeTimers();
    const { input } = renderSearch(() => ({ body: { source: 'gazetteer', items: [place('Panaji')] } }));
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Panaji' } });
    await advance(450);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    fireEvent.blur(input);
    await advance(149);
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await advance(1);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('says Failed to look up location and shows no results when the call fails', async () => {
    const { input } = renderSearch(() => apiError(502, 'BAD_GATEWAY', 'Geocoder down'));
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Calangute' } });
    expect(await screen.findByText('Failed to look up location')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});

describe('device location (citizen spec sections 8 and 9)', () => {
  it('asks for a 10 s, high-accuracy fix at most 30 s old and gives the point with its accuracy', async () => {
    let options: PositionOptions | undefined;
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback, _fail: PositionErrorCallback, opts?: PositionOptions) => {
        options = opts;
        ok({ coords: { latitude: 15.5, longitude: 73.9, accuracy: 12.5 } } as GeolocationPosition);
      },
    } as unknown as Geolocation;
    await expect(detectDeviceLocation(i18n.t, geolocation)).resolves.toEqual({ lat: 15.5, lng: 73.9, accuracy: 12.5 });
    expect(options).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 });
  });

  it('reports an unsupported device and a failed fix with the spec’s messages', async () => {
    await expect(detectDeviceLocation(i18n.t, undefined)).rejects.toThrow('Geolocation is not supported on this device.');
    const failing = { getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 3 } as GeolocationPositionError) };
    await expect(detectDeviceLocation(i18n.t, failing as unknown as Geolocation)).rejects.toThrow('Could not detect location. Please try dropping a pin.');
  });
});
