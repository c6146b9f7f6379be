import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { ReactElement } from 'react';
import type { MyTicketResponse } from '../../api';
import { makeStore } from '../../app/store';
import { SITE } from '../../app/site-info';
import { type FakeHandler, apiError, fakeApiPerTest } from '../../../test/fake-api';
import { ASHA } from '../../../test/fixtures';
import { renderPage, type } from '../../../test/render';
import { canSendContact, toContactRequest } from './contact-form';
import { ContactPage } from './contact-page';
import { MySupportPage } from './my-support-page';

const api = fakeApiPerTest();

function renderWith(element: ReactElement, routes: Record<string, FakeHandler>, signedIn = false) {
  api.install(routes);
  const store = makeStore(signedIn ? { session: { token: 'jwt', user: ASHA } } : undefined);
  renderPage(element, { store });
  return api.current;
}

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;

describe('contact form rules (citizen spec section 5)', () => {
  const valid = { name: '', email: 'a@b.in', category: 'Support' as const, subject: 'Map', message: 'Hello' };
  it('needs an email, a subject of 3 and a message of 5 characters after trimming; the name is optional', () => {
    expect(canSendContact(valid)).toBe(true);
    expect(canSendContact({ ...valid, email: '' })).toBe(false);
    expect(canSendContact({ ...valid, email: 'not-an-email' })).toBe(false);
    expect(canSendContact({ ...valid, subject: ' ab  ' })).toBe(false);
    expect(canSendContact({ ...valid, message: '  Hell ' })).toBe(false);
  });
  it('trims values and leaves an empty name out', () => {
    expect(toContactRequest({ ...valid, name: '  ', subject: ' Map ', message: ' Hello there ' })).toEqual({
      email: 'a@b.in',
      category: 'Support',
      subject: 'Map',
      message: 'Hello there',
    });
    expect(toContactRequest({ ...valid, name: ' Asha ' }).name).toBe('Asha');
  });
});

describe('/contact (citizen spec sections 2, 5 and 8)', () => {
  it('shows the office address, the support email and a mobile number without any build-time setting', () => {
    renderWith(<ContactPage />, {});
    expect(screen.getByText('Panaji, Goa 403001')).toBeTruthy();
    expect(screen.getByTestId('contact-email').textContent).toContain(SITE.email);
    expect(screen.getByTestId('contact-phone').textContent).toContain(SITE.phone);
    expect(SITE.phone).toBeTruthy();
  });

  it('keeps Send disabled until valid, sends the ticket and says its code', async () => {
    const api = renderWith(<ContactPage />, {
      'POST /api/support/contact': () => ({ status: 201, body: { _id: 't1', code: 'SUP-7KQ2M', status: 'open' } }),
    });
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    type(field('Email'), 'visitor@example.in');
    type(field('Subject'), 'Ma');
    type(screen.getByLabelText('Message'), 'The map is grey.');
    expect(send.disabled).toBe(true);
    type(field('Subject'), 'Map does not load');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Bug' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect((await screen.findByRole('status')).textContent).toBe('Your message was sent. Ticket SUP-7KQ2M.');
    expect(api.callsTo('POST /api/support/contact')[0].body).toEqual({
      email: 'visitor@example.in',
      category: 'Bug',
      subject: 'Map does not load',
      message: 'The map is grey.',
    });
    // Subject and message are cleared for another message; the email stays.
    expect(field('Subject').value).toBe('');
    expect(field('Email').value).toBe('visitor@example.in');
  });

  it('prefills name and email from the signed-in user and sends the bearer token', async () => {
    const api = renderWith(
      <ContactPage />,
      { 'POST /api/support/contact': () => ({ status: 201, body: { _id: 't1', code: 'SUP-AB2CD', status: 'open' } }) },
      true,
    );
    await waitFor(() => expect(field('Email').value).toBe(ASHA.email));
    expect(field('Name').value).toBe('Asha Naik');
    type(field('Subject'), 'Invoice');
    type(screen.getByLabelText('Message'), 'Please resend my invoice.');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Your message was sent. Ticket SUP-AB2CD.');
    expect(api.callsTo('POST /api/support/contact')[0].authorization).toBe('Bearer jwt');
  });

  it("shows the server's message, or 'Failed to send message', with field errors", async () => {
    renderWith(<ContactPage />, {
      'POST /api/support/contact': () =>
        apiError(400, 'VALIDATION_FAILED', 'Subject must be at least 3 characters.', { fields: { subject: ['Subject must be at least 3 characters.'] } }),
    });
    type(field('Email'), 'a@b.in');
    type(field('Subject'), 'Map');
    type(screen.getByLabelText('Message'), 'Hello there');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Subject must be at least 3 characters.');
    expect(screen.getAllByText('Subject must be at least 3 characters.')).toHaveLength(2);
    api.current.restore();
    document.body.innerHTML = '';
    renderWith(<ContactPage />, { 'POST /api/support/contact': () => ({ status: 500, body: {} }) });
    type(field('Email'), 'a@b.in');
    type(field('Subject'), 'Map');
    type(screen.getByLabelText('Message'), 'Hello there');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send message');
  });
});

const TICKET: MyTicketResponse = {
  _id: 't1',
  code: 'SUP-7KQ2M',
  subject: 'Map does not load',
  message: 'The map stays grey on my phone.',
  category: 'Bug',
  status: 'in_progress',
  createdAt: '2026-11-20T10:00:00.000Z',
  updates: [
    { type: 'status', status: 'in_progress', message: '', createdAt: '2026-11-21T10:00:00.000Z' },
    { type: 'message', status: null, message: 'We are looking into it.', createdAt: '2026-11-21T11:00:00.000Z' },
  ],
};

describe('/my-support (citizen spec sections 2 and 8)', () => {
  it('lists tickets with subject, code, category and status; View Details shows the updates, Hide Details hides them', async () => {
    renderWith(<MySupportPage />, { 'GET /api/support/my': () => ({ body: { items: [TICKET] } }) }, true);
    const card = within(await screen.findByTestId('ticket'));
    expect(card.getByRole('heading', { name: 'Map does not load' })).toBeTruthy();
    expect(card.getByText('Ticket SUP-7KQ2M')).toBeTruthy();
    expect(card.getByText('Bug', { exact: false })).toBeTruthy();
    expect(card.getByTestId('ticket-status').textContent).toBe('In Progress');
    expect(card.queryByText('We are looking into it.')).toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'View Details' }));
    expect(card.getByText('We are looking into it.')).toBeTruthy();
    expect(card.getByText('Status changed to In Progress')).toBeTruthy();
    expect(card.getByText('The map stays grey on my phone.')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Hide Details' }));
    expect(card.queryByText('We are looking into it.')).toBeNull();
  });

  it('says when there are none, and when loading fails', async () => {
    renderWith(<MySupportPage />, { 'GET /api/support/my': () => ({ body: { items: [] } }) }, true);
    expect(await screen.findByText('You don’t have any support requests yet.')).toBeTruthy();
    api.current.restore();
    document.body.innerHTML = '';
    renderWith(<MySupportPage />, { 'GET /api/support/my': () => ({ status: 500, body: {} }) }, true);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load support requests');
  });
});
