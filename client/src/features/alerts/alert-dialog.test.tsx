import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { type FakeApi, installFakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import AlertDialog from './alert-dialog';

let fake: FakeApi | null = null;
afterEach(() => fake?.restore());

const CATEGORIES = [
  { key: 'roads', name: 'Roads & Potholes' },
  { key: 'garbage', name: 'Garbage' },
];

describe('Get alerts for this area (the map’s dialog)', () => {
  it('asks a visitor for an address and sends the map’s taluka, the ticked categories, the events, the frequency and the page’s language', async () => {
    fake = installFakeApi({ 'POST /api/alerts': () => ({ status: 201, body: { id: 'a1', status: 'pending', message: 'x' } }) });
    renderPage(
      <AlertDialog
        onClose={() => undefined}
        place={{ kind: 'taluka', code: '5610', name: 'Bardez' }}
        centre={{ lat: 15.5, lng: 73.8 }}
        category="roads"
        categories={CATEGORIES}
      />,
    );
    expect((screen.getByRole('radio', { name: 'Bardez (the chosen filter)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Roads & Potholes' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Changes of status' }));
    fireEvent.click(screen.getByRole('radio', { name: 'One daily digest' }));
    fireEvent.change(screen.getByLabelText(/Your email address/), { target: { value: 'asha@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get alerts' }));
    await waitFor(() => expect(screen.getByText('Check your email: open the link we sent to start your alerts.')).toBeTruthy());
    expect(fake.callsTo('POST /api/alerts')[0].body).toEqual({
      taluka: '5610',
      categories: ['roads'],
      events: ['new', 'updates'],
      frequency: 'daily',
      email: 'asha@example.in',
      locale: 'en',
    });
  });

  it('sends a circle around the map’s centre for a signed-in person, without an address, and shows the server’s refusal', async () => {
    fake = installFakeApi({
      'POST /api/alerts': () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'The centre of the circle must lie in Goa.',
            details: { fields: { lat: ['The centre of the circle must lie in Goa.'] } },
          },
        },
      }),
    });
    renderPage(<AlertDialog onClose={() => undefined} place={null} centre={{ lat: 15.51234567, lng: 73.77 }} category={undefined} categories={CATEGORIES} />, {
      as: { email: 'asha@example.in', role: 'user' },
    });
    expect(screen.queryByLabelText(/Your email address/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Radius'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get alerts' }));
    await waitFor(() => expect(screen.getAllByText('The centre of the circle must lie in Goa.').length).toBeGreaterThan(0));
    expect(fake.callsTo('POST /api/alerts')[0].body).toEqual({ lat: 15.51235, lng: 73.77, radius: 500, categories: [], events: ['new'], frequency: 'instant' });
  });

  it('offers one village of the map’s taluka, read from the geography, and sends its code', async () => {
    fake = installFakeApi({
      'GET /api/geo/villages': () => ({
        status: 200,
        body: {
          items: [
            { code: '626853', name: 'Candolim' },
            { code: '626854', name: 'Calangute' },
          ],
        },
      }),
      'POST /api/alerts': () => ({ status: 201, body: { id: 'a2', status: 'active', message: 'x' } }),
    });
    renderPage(
      <AlertDialog
        onClose={() => undefined}
        place={{ kind: 'taluka', code: '5610', name: 'Bardez' }}
        centre={{ lat: 15.5, lng: 73.8 }}
        category={undefined}
        categories={CATEGORIES}
      />,
      { as: { email: 'asha@example.in', role: 'user' } },
    );
    fireEvent.click(screen.getByRole('radio', { name: 'One village of Bardez' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Calangute' })).toBeTruthy());
    expect(fake.callsTo('GET /api/geo/villages')[0].query).toEqual({ subdistrict: '5610' });
    fireEvent.change(screen.getByLabelText('Village'), { target: { value: '626854' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get alerts' }));
    await waitFor(() => expect(fake!.callsTo('POST /api/alerts')).toHaveLength(1));
    expect(fake.callsTo('POST /api/alerts')[0].body).toEqual({ village: '626854', categories: [], events: ['new'], frequency: 'instant' });
  });
});
