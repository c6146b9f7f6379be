import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { TestimonialResponse } from '../../api/admin';
import { type FakeHandler, apiError, fakeApiPerTest } from '../../../test/fake-api';
import { renderPage, type, SUPERADMIN } from '../../../test/render';
import { AdminTestimonialsPage } from './admin-testimonials-page';
import { toTestimonialRequest } from './testimonial-form';

const FERNANDES: TestimonialResponse = {
  _id: 'a',
  quote: 'The streetlight on our lane was fixed in a week.',
  name: 'A. Fernandes',
  place: 'Mapusa',
  consent: true,
  consentRecordedAt: '2026-11-20T09:00:00.000Z',
  enabled: true,
  order: 10,
};

const api = fakeApiPerTest();

function renderAdmin(routes: Record<string, FakeHandler>) {
  api.install(routes);
  renderPage(<AdminTestimonialsPage />, { url: '/admin/testimonials', as: SUPERADMIN, toaster: true });
  return api.current;
}

describe('testimonial body', () => {
  it('trims texts and sends order only when given', () => {
    expect(toTestimonialRequest({ quote: ' Q ', name: ' N ', place: ' ', consent: true, enabled: false, order: '' })).toEqual({
      quote: 'Q',
      name: 'N',
      place: '',
      consent: true,
      enabled: false,
    });
    expect(toTestimonialRequest({ quote: 'Q', name: 'N', place: 'P', consent: false, enabled: true, order: '20' }).order).toBe(20);
  });
});

describe('Testimonials admin (/admin/testimonials)', () => {
  it('lists testimonials with consent, shown and order; says so when there are none', async () => {
    renderAdmin({ 'GET /api/admin/testimonials': () => ({ body: { items: [FERNANDES] } }) });
    const row = within(await screen.findByTestId('testimonial-row'));
    expect(row.getByText('A. Fernandes')).toBeTruthy();
    expect(row.getByText('20 Nov 2026')).toBeTruthy();
    api.current.restore();
    document.body.innerHTML = '';
    renderAdmin({ 'GET /api/admin/testimonials': () => ({ body: { items: [] } }) });
    expect(await screen.findByText(/No testimonials yet/)).toBeTruthy();
  });

  it("creates one, showing the server's refusal first, then success; without consent it is listed as not shown", async () => {
    let items: TestimonialResponse[] = [];
    const api = renderAdmin({
      'GET /api/admin/testimonials': () => ({ body: { items } }),
      'POST /api/admin/testimonials': (call) => {
        const body = call.body as { consent: boolean; quote: string; name: string; place: string };
        if (!body.name) return apiError(400, 'VALIDATION_FAILED', 'Name is required', { fields: { name: ['Name is required'] } });
        const created = { ...FERNANDES, ...body, _id: 'n1', consentRecordedAt: null };
        items = [created];
        return { status: 201, body: created };
      },
    });
    await screen.findByText(/No testimonials yet/);
    const form = within(screen.getByRole('region', { name: 'New testimonial' }));
    type(form.getByLabelText('Quote'), 'The streetlight on our lane was fixed in a week.');
    type(form.getByLabelText('Place'), 'Mapusa');
    fireEvent.click(form.getByRole('button', { name: 'Add testimonial' }));
    expect((await form.findByRole('alert')).textContent).toBe('Name is required');
    expect(form.getAllByText('Name is required')).toHaveLength(2);
    type(form.getByLabelText('Name as the person agreed to be named'), 'A. Fernandes');
    fireEvent.click(form.getByRole('button', { name: 'Add testimonial' }));
    expect(await screen.findByText('Testimonial created')).toBeTruthy();
    expect((await screen.findByTestId('testimonial-shown')).textContent).toBe('Not until consent is recorded');
    expect(api.callsTo('POST /api/admin/testimonials')[1].body).toEqual({
      quote: 'The streetlight on our lane was fixed in a week.',
      name: 'A. Fernandes',
      place: 'Mapusa',
      consent: false,
      enabled: true,
    });
    expect((form.getByLabelText('Quote') as HTMLTextAreaElement).value).toBe('');
  });

  it('edits in a dialog and deletes after a confirm', async () => {
    let items = [FERNANDES];
    const api = renderAdmin({
      'GET /api/admin/testimonials': () => ({ body: { items } }),
      'PATCH /api/admin/testimonials/a': (call) => {
        items = [{ ...FERNANDES, ...(call.body as object) }];
        return { body: items[0] };
      },
      'DELETE /api/admin/testimonials/a': () => {
        items = [];
        return { status: 200 };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the testimonial of A. Fernandes' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit testimonial' }));
    fireEvent.click(dialog.getByLabelText('Shown on the home page'));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect((api.callsTo('PATCH /api/admin/testimonials/a')[0].body as { enabled: boolean }).enabled).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete the testimonial of A. Fernandes' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('testimonial-row')).toBeNull());
  });
});
