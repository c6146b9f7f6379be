import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { fakeApiPerTest } from '../../../test/fake-api';
import type { PinChoice } from './pin-map-dialog';
import { PinField } from './pin-field';

const api = fakeApiPerTest();

describe('the exact location without the map: place search and the device location beside the summary', () => {
  it('a place chosen by name becomes the pin (source search), without opening the map', async () => {
    api.install({
      'GET /api/geo/search': () => ({
        body: {
          source: 'gazetteer',
          items: [{ name: 'Calangute', label: 'Calangute, Bardez, North Goa', lat: 15.5439, lng: 73.7553, type: 'village', code: '626695' }],
        },
      }),
    });
    const chosen: PinChoice[] = [];
    render(
      <Provider store={makeStore()}>
        <PinField pin={null} notice={null} hint={undefined} onChoose={(choice) => chosen.push(choice)} />
      </Provider>,
    );
    // The summary is a polite live region: what each way chooses is announced there.
    expect(screen.getByTestId('pin-summary').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name: 'Detect my location' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Drop a pin on the map' })).toBeTruthy();

    const search = screen.getByRole('combobox', { name: 'Find the place by name' });
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'Calan' } });
    const option = await screen.findByRole('option', { name: /Calangute/ }, { timeout: 3000 });
    fireEvent.click(option);
    await waitFor(() => expect(chosen).toEqual([{ point: { lat: 15.5439, lng: 73.7553 }, source: 'search' }]));
    // The map dialog never opened.
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
