import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { EMAIL_TEMPLATE_KEYS, EMAIL_TEMPLATE_PLACEHOLDERS } from '@civic/contracts';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { EmailTemplateResponse } from '../../api/admin';
import { makeStore } from '../../app/store';
import { type FakeHandler, apiError, fakeApiPerTest } from '../../../test/fake-api';
import { EmailTemplatesPage } from './email-templates-page';

function template(key: (typeof EMAIL_TEMPLATE_KEYS)[number]): EmailTemplateResponse {
  return {
    key,
    locale: 'en',
    name: `Template ${key}`,
    subject: 'Ticket {{ticketId}} is now {{status}}',
    html: '<p>Hello {{userName}},</p><p>Your ticket <strong>{{ticketId}}</strong> is now <strong>{{status}}</strong>.</p>',
    text: 'Hello {{userName}},\n\nYour ticket {{ticketId}} is now {{status}}.',
    enabled: true,
    updatedAt: null,
    isDefault: true,
    usesEnglish: false,
    placeholders: [...EMAIL_TEMPLATE_PLACEHOLDERS[key]],
  };
}

const TEMPLATES = EMAIL_TEMPLATE_KEYS.map(template);

const api = fakeApiPerTest();

function renderPage(routes: Record<string, FakeHandler> = {}) {
  api.install({
    'GET /api/admin/email-templates': () => ({ body: { items: TEMPLATES } }),
    'GET /api/admin/email-templates/support_status': () => ({ body: template('support_status') }),
    'GET /api/admin/email-templates/support_ack': () => ({ body: template('support_ack') }),
    ...routes,
  });
  const store = makeStore({
    session: {
      token: 'jwt',
      user: { _id: 'a', email: 'a@example.in', firstName: 'A', lastName: 'B', role: 'admin', adminModules: ['email_templates'] } as never,
    },
  });
  const router = createMemoryRouter([{ path: '/admin/email-templates', element: <EmailTemplatesPage /> }], {
    initialEntries: ['/admin/email-templates?template=support_status'],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { fake: api.current, router };
}

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

function caret(el: HTMLElement, position: number) {
  fireEvent.focus(el);
  (el as HTMLInputElement).setSelectionRange(position, position);
}

describe('Email Templates (admin spec sections 2, 4 and 5)', () => {
  it('shows a tab per template and opens the selected one in the Simple editor', async () => {
    renderPage();
    const templateTabs = await screen.findByRole('tablist', { name: 'Email templates' });
    expect(within(templateTabs).getAllByRole('tab')).toHaveLength(EMAIL_TEMPLATE_KEYS.length);
    expect(
      within(screen.getByRole('tablist', { name: 'Languages' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['English', 'कोंकणी', 'मराठी', 'हिंदी']);
    expect(screen.getByRole('tab', { name: 'Template support_status' }).getAttribute('aria-selected')).toBe('true');
    const body = (await screen.findByLabelText('Body')) as HTMLTextAreaElement;
    expect(body.value).toBe('Hello {{userName}},\n\nYour ticket **{{ticketId}}** is now **{{status}}**.');
    expect(screen.getByRole('button', { name: 'Simple' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('inserts a placeholder at the cursor of the subject or body field focused last', async () => {
    renderPage();
    const subject = (await screen.findByLabelText('Subject')) as HTMLInputElement;
    caret(subject, 'Ticket '.length);
    fireEvent.click(screen.getByRole('button', { name: 'Insert {{userName}} into Subject' }));
    expect(subject.value).toBe('Ticket {{userName}}{{ticketId}} is now {{status}}');

    const body = screen.getByLabelText('Body') as HTMLTextAreaElement;
    caret(body, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Insert {{subject}} into Body' }));
    expect(body.value.startsWith('{{subject}}Hello')).toBe(true);
    expect(subject.value).toBe('Ticket {{userName}}{{ticketId}} is now {{status}}');
  });

  it('saves the HTML and the plain text built from the Simple source (plain text generated when the option is on)', async () => {
    const { fake } = renderPage({
      'PUT /api/admin/email-templates/support_status': (call) => ({ body: { ...template('support_status'), ...(call.body as object), isDefault: false } }),
    });
    const body = await screen.findByLabelText('Body');
    type(body, 'Dear {{userName}},\n\nSee **[the portal](https://goa.example.in)** <now>.\n- one\n- *two*');
    fireEvent.click(screen.getByLabelText('Generate plain text automatically'));
    expect((screen.getByLabelText('Plain text') as HTMLTextAreaElement).value).toBe(
      'Dear {{userName}},\n\nSee the portal (https://goa.example.in) <now>.\n\n- one\n- two',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('PUT /api/admin/email-templates/support_status')).toHaveLength(1));
    expect(fake.callsTo('PUT /api/admin/email-templates/support_status')[0].body).toEqual({
      name: 'Template support_status',
      subject: 'Ticket {{ticketId}} is now {{status}}',
      html: '<p>Dear {{userName}},</p><p>See <strong><a href="https://goa.example.in">the portal</a></strong> &lt;now&gt;.</p><ul><li>one</li><li><em>two</em></li></ul>',
      text: 'Dear {{userName}},\n\nSee the portal (https://goa.example.in) <now>.\n\n- one\n- two',
      enabled: true,
    });
  });

  it('edits a language version on its tab: read and saved with its locale; a missing translation says English is sent', async () => {
    const marathi = { ...template('support_status'), locale: 'mr' as const, usesEnglish: true };
    const { fake, router } = renderPage({
      'GET /api/admin/email-templates/support_status': (call) => (call.query.locale === 'mr' ? { body: marathi } : { body: template('support_status') }),
      'PUT /api/admin/email-templates/support_status': (call) => ({
        body: { ...marathi, usesEnglish: false, isDefault: false, subject: (call.body as { subject: string }).subject },
      }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'मराठी' }));
    await waitFor(() => expect(router.state.location.search).toContain('lang=mr'));
    expect(await screen.findByText(/No translation in this language yet/)).toBeTruthy();
    expect(fake.callsTo('GET /api/admin/email-templates').some((call) => call.query.locale === 'mr')).toBe(true);
    // `enabled` is switched on the English tab only.
    expect(screen.queryByLabelText('Enabled (a disabled template is not sent)')).toBeNull();
    type(screen.getByLabelText('Subject'), 'तक्रार {{ticketId}}');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('PUT /api/admin/email-templates/support_status')).toHaveLength(1));
    const put = fake.callsTo('PUT /api/admin/email-templates/support_status')[0];
    expect(put.query.locale).toBe('mr');
    expect((put.body as { subject: string }).subject).toBe('तक्रार {{ticketId}}');
  });

  it('shows the server’s field message and the save failure', async () => {
    renderPage({
      'PUT /api/admin/email-templates/support_status': () =>
        apiError(400, 'VALIDATION_FAILED', 'Validation failed', { fields: { subject: ['Subject is required'] } }),
    });
    type(await screen.findByLabelText('Subject'), '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByText('Subject is required')).id).toBeTruthy();
    expect(screen.getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks before switching tabs with unsaved changes', async () => {
    const { router } = renderPage();
    type(await screen.findByLabelText('Body'), 'Changed');
    fireEvent.click(screen.getByRole('tab', { name: 'Template support_ack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.search).toBe('?template=support_status');
    fireEvent.click(screen.getByRole('tab', { name: 'Template support_ack' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.search).toBe('?template=support_ack'));
  });
});
