import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { RoutingContactResponse, RoutingTestResponse } from '../../api/admin';
import { makeStore } from '../../app/store';
import { type FakeApi, type FakeRoute, geoRoutes, installFakeApi } from '../../../test/fake-api';
import { RoutingContactsPage } from './routing-contacts-page';
import { RoutingLogsPage } from './routing-logs-page';
import { RoutingTemplatePage } from './routing-template-page';
import { TestRoutingPage } from './test-routing-page';
import { BARDEZ_CONTACT } from '../../../test/fixtures';

let api: FakeApi | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

function serve(route: FakeRoute) {
  api = installFakeApi((url, init) => geoRoutes(url, init) ?? route(url, init));
  return api;
}

function renderPage(page: ReactElement, path = '/admin/routing') {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </Provider>,
  );
}

const CATEGORIES = {
  items: [
    {
      _id: 'k1',
      key: 'roads',
      name: 'Roads & Potholes',
      subcategories: ['Potholes', 'Broken footpath'],
      icon: '🛣️',
      description: '',
      enabled: true,
      order: 10,
    },
    { _id: 'k2', key: 'garbage', name: 'Garbage & Waste', subcategories: ['Overflowing bins'], icon: '🗑️', description: '', enabled: true, order: 20 },
  ],
};

const bardez: RoutingContactResponse = {
  ...BARDEZ_CONTACT,
  additionalRecipients: [
    { authorityEmail: 'a@goa.gov.in', authorityName: '', authorityDesignation: '', authorityDepartment: '' },
    { authorityEmail: 'b@goa.gov.in', authorityName: '', authorityDesignation: '', authorityDepartment: '' },
  ],
  forwardRecipients: [
    { authorityEmail: 'bdo.bardez@goa.gov.in', authorityName: '', authorityDesignation: 'Block Development Officer', authorityDepartment: '' },
    { authorityEmail: 'a@goa.gov.in', authorityName: '', authorityDesignation: '', authorityDepartment: '' },
    { authorityEmail: 'b@goa.gov.in', authorityName: '', authorityDesignation: '', authorityDepartment: '' },
  ],
};
const panajiRoads: RoutingContactResponse = {
  ...bardez,
  _id: 'c2',
  level: 'ulb',
  scope: 'Urban',
  location: 'City Corporation Panaji, North Goa',
  rowId: 'U-252071',
  categoryKey: 'roads',
  subdistrictCode: null,
  ulbCode: '252071',
  authorityEmail: 'commissioner@ccp.goa.gov.in',
  active: false,
  additionalRecipients: [],
  forwardRecipients: [{ authorityEmail: 'commissioner@ccp.goa.gov.in', authorityName: '', authorityDesignation: 'Commissioner', authorityDepartment: '' }],
};

/** Waits until the select lists the option, then chooses it. */
async function choose(scope: HTMLElement, label: string | RegExp, option: string) {
  const select = within(scope).getByLabelText(label) as HTMLSelectElement;
  await waitFor(() => expect([...select.options].map((o) => o.text)).toContain(option));
  fireEvent.change(select, { target: { value: [...select.options].find((o) => o.text === option)!.value } });
}

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('Routing Contacts page (admin spec section 2)', () => {
  const contactsRoute: FakeRoute = (url) => {
    if (url.pathname === '/api/admin/geo-routing/contacts')
      return { body: { items: [bardez, panajiRoads], total: 41, page: Number(url.searchParams.get('page') ?? 1), pages: 3 } };
    if (url.pathname === '/api/categories') return { body: CATEGORIES };
    return undefined;
  };

  it("lists Level, Location, Category (or 'Default'), the first recipient plus '+N more', 20 per page", async () => {
    const calls = serve(contactsRoute).calls;
    renderPage(<RoutingContactsPage />);
    const rows = await screen.findAllByTestId('routing-contact-row');
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[0]).slice(0, 4)).toEqual(['subdistrict', 'Bardez, North GoaRural', 'Default', 'bdo.bardez@goa.gov.in+2 more']);
    expect(cells(rows[1]).slice(0, 4)).toEqual(['ulb', 'City Corporation Panaji, North GoaUrbanInactive', 'roads', 'commissioner@ccp.goa.gov.in']);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/geo-routing/contacts')?.query).toEqual({ page: '1', limit: '20' });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeTruthy());
    expect(calls.filter((c) => c.path === '/api/admin/geo-routing/contacts').at(-1)?.query).toEqual({ page: '2', limit: '20' });
  });

  it("marks an address a delivery failure reported with 'Email failing', its date and reason", async () => {
    const failing = { ...bardez, failingAddresses: [{ email: 'bdo.bardez@goa.gov.in', failedAt: '2026-11-24T06:00:00.000Z', reason: '5.1.1 user unknown' }] };
    serve((url) =>
      url.pathname === '/api/admin/geo-routing/contacts'
        ? { body: { items: [failing], total: 1, page: 1, pages: 1 } }
        : contactsRoute(url, { method: 'GET', body: undefined }),
    );
    renderPage(<RoutingContactsPage />);
    const mark = await screen.findByTestId('failing-address');
    expect(mark.textContent).toBe('Email failing bdo.bardez@goa.gov.in bounced on 24 Nov 2026: 5.1.1 user unknown');
  });

  it('sends the scope, level, active and search filters and goes back to page 1', async () => {
    const calls = serve(contactsRoute).calls;
    renderPage(<RoutingContactsPage />, '/admin/routing?page=2');
    await screen.findAllByTestId('routing-contact-row');
    expect([...(screen.getByLabelText('Scope') as HTMLSelectElement).options].map((o) => o.text)).toEqual(['All Scopes', 'Rural', 'Urban']);
    expect([...(screen.getByLabelText('Level') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'All Levels',
      'district',
      'subdistrict',
      'village',
      'ulb',
    ]);
    expect([...(screen.getByLabelText('Active') as HTMLSelectElement).options].map((o) => o.text)).toEqual(['All', 'Active', 'Inactive']);
    fireEvent.change(screen.getByLabelText('Scope'), { target: { value: 'Urban' } });
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'ulb' } });
    fireEvent.change(screen.getByLabelText('Active'), { target: { value: 'false' } });
    // Typing searches after a pause (submitting the form with Enter does the same at once).
    type(screen.getByLabelText('Search'), ' ccp.goa ');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/admin/geo-routing/contacts').at(-1)?.query).toEqual({
        q: 'ccp.goa',
        scope: 'Urban',
        level: 'ulb',
        active: 'false',
        page: '1',
        limit: '20',
      }),
    );
  });

  it("shows 'Failed to load contacts' when the list fails without a server message", async () => {
    serve(() => ({ status: 500, body: {} }));
    renderPage(<RoutingContactsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load contacts');
  });

  it('edits a contact: checks the rules, confirms the changes, then saves', async () => {
    const calls = serve((url, init) => {
      if (init.method === 'PATCH') return { body: { ...bardez, ...(init.body as object) } };
      return contactsRoute(url, init);
    }).calls;
    renderPage(<RoutingContactsPage />);
    const [row] = await screen.findAllByTestId('routing-contact-row');
    fireEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Routing Contact' });
    expect(within(dialog).getAllByTestId('recipient-row')).toHaveLength(2);

    type(within(dialog).getByLabelText(/Authority Email/), '');
    type(within(dialog).getByLabelText(/Designation/), ' ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add recipient' }));
    type(within(dialog).getByLabelText('Recipient 3 email'), 'mamlatdar@bardez');
    expect((within(dialog).getByRole('button', { name: 'Add recipient' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Authority Email is required')).toBeTruthy();
    expect(within(dialog).getByText('Designation is required')).toBeTruthy();
    expect(within(dialog).getByText('Invalid email: mamlatdar@bardez')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/Authority Email/));

    type(within(dialog).getByLabelText(/Authority Email/), 'BDO.Bardez@goa.gov.in');
    expect(within(dialog).queryByText('Authority Email is required')).toBeNull();
    expect(within(dialog).getByText('Designation is required')).toBeTruthy();
    type(within(dialog).getByLabelText(/Designation/), 'Block Development Officer');
    expect(within(dialog).queryByText('Designation is required')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove recipient 3' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove recipient 2' }));
    fireEvent.click(within(dialog).getByLabelText('Active'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const confirm = screen.getByRole('dialog', { name: 'Confirm changes' });
    expect(screen.queryByRole('dialog', { name: 'Edit Routing Contact' })).toBeNull();
    const changes = within(confirm)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(changes).toEqual(['StatusActive → changes to  Inactive', 'Additional recipientsa@goa.gov.in; b@goa.gov.in → changes to  a@goa.gov.in']);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/api/admin/geo-routing/contacts/c1');
    expect(patch?.body).toEqual({
      authorityEmail: 'bdo.bardez@goa.gov.in',
      authorityDesignation: 'Block Development Officer',
      authorityName: '',
      escalationLevel: 0,
      language: 'en',
      phone: '',
      active: false,
      additionalRecipients: [{ authorityEmail: 'a@goa.gov.in', authorityName: '', authorityDesignation: '', authorityDepartment: '' }],
    });
  });

  it("says 'No changes to save.' instead of confirming nothing", async () => {
    serve(contactsRoute);
    renderPage(<RoutingContactsPage />);
    const [row] = await screen.findAllByTestId('routing-contact-row');
    fireEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('No changes to save.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Confirm changes' })).toBeNull();
  });

  it('deletes a contact after the delete dialog', async () => {
    const calls = serve((url, init) => (init.method === 'DELETE' ? { body: { _id: 'c2', deleted: true } } : contactsRoute(url, init))).calls;
    renderPage(<RoutingContactsPage />);
    const rows = await screen.findAllByTestId('routing-contact-row');
    fireEvent.click(within(rows[1]).getByRole('button', { name: /Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete routing contact?' });
    expect(dialog.textContent).toContain('The roads contact for City Corporation Panaji, North Goa (commissioner@ccp.goa.gov.in) will be removed.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/admin/geo-routing/contacts/c2'));
  });

  it('adds a contact: a location down to at least a district, the deepest level shown, an optional category', async () => {
    const calls = serve((url, init) => (init.method === 'POST' ? { status: 201, body: bardez } : contactsRoute(url, init))).calls;
    renderPage(<RoutingContactsPage />);
    await screen.findAllByTestId('routing-contact-row');
    fireEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    let dialog = screen.getByRole('dialog', { name: 'Add Routing Contact' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    expect(within(dialog).getByText('Choose a location down to at least a district')).toBeTruthy();
    expect(within(dialog).getByText('Authority Email is required')).toBeTruthy();
    expect(within(dialog).getByText('Designation is required')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose location' }));
    const picker = screen.getByRole('dialog', { name: 'Location of the contact' });
    expect(screen.queryByRole('dialog', { name: 'Add Routing Contact' })).toBeNull();
    await choose(picker, 'District', 'North Goa');
    await choose(picker, /Taluka/, 'Bardez');
    fireEvent.click(within(picker).getByRole('button', { name: 'Use this location' }));

    dialog = screen.getByRole('dialog', { name: 'Add Routing Contact' });
    expect(within(dialog).getByTestId('add-contact-location').textContent).toBe('Bardez, North Goa');
    expect(within(dialog).getByTestId('add-contact-level').textContent).toBe('subdistrict');
    expect(within(dialog).queryByText('Choose a location down to at least a district')).toBeNull();
    await choose(dialog, /Category/, 'Roads & Potholes (roads)');
    type(within(dialog).getByLabelText(/Authority Email/), ' BDO.Bardez@Goa.gov.in ');
    type(within(dialog).getByLabelText(/Designation/), 'Block Development Officer');
    type(within(dialog).getByLabelText(/Phone/), '0832 226 2206');
    fireEvent.change(within(dialog).getByLabelText('Office language'), { target: { value: 'mr' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Contact' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      scope: 'Rural',
      escalationLevel: 0,
      language: 'mr',
      districtCode: '551',
      subdistrictCode: '5610',
      categoryKey: 'roads',
      authorityEmail: 'bdo.bardez@goa.gov.in',
      authorityDesignation: 'Block Development Officer',
      authorityName: '',
      phone: '0832 226 2206',
      active: true,
      additionalRecipients: [],
    });
  });

  it("keeps the add modal open with the server's message when adding fails", async () => {
    serve((url, init) =>
      init.method === 'POST'
        ? { status: 409, body: { error: { message: 'A contact for this location and category already exists', code: 'CONFLICT', details: null } } }
        : contactsRoute(url, init),
    );
    renderPage(<RoutingContactsPage />);
    await screen.findAllByTestId('routing-contact-row');
    fireEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Choose location' }));
    const picker = screen.getByRole('dialog', { name: 'Location of the contact' });
    fireEvent.click(within(picker).getByLabelText('Urban (municipality)'));
    await choose(picker, 'District', 'North Goa');
    await choose(picker, /Urban local body/, 'City Corporation Panaji');
    fireEvent.click(within(picker).getByRole('button', { name: 'Use this location' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Routing Contact' });
    expect((within(dialog).getByLabelText('Urban') as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByTestId('add-contact-level').textContent).toBe('ulb');
    type(within(dialog).getByLabelText(/Authority Email/), 'commissioner@ccp.goa.gov.in');
    type(within(dialog).getByLabelText(/Designation/), 'Commissioner');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Add Contact' }) as HTMLButtonElement).disabled).toBe(false));
    await waitFor(() => expect(api!.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(screen.getByRole('dialog', { name: 'Add Routing Contact' })).toBeTruthy();
    expect(api!.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ scope: 'Urban', districtCode: '551', ulbCode: '252071', categoryKey: null });
  });
});

describe('Routing Template page (admin spec sections 2, 4 and 5)', () => {
  const xlsx = () =>
    new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'routing.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

  it('shows the category reference table', async () => {
    serve((url) => (url.pathname === '/api/categories' ? { body: CATEGORIES } : undefined));
    renderPage(<RoutingTemplatePage />, '/admin/routing/template');
    const table = await screen.findByRole('table', { name: 'Categories and their keys' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row')[1].textContent).toContain('roads');
    expect(within(table).getAllByRole('row')[1].textContent).toContain('Potholes, Broken footpath');
  });

  it("asks for a file first, refuses other files, lists the issues, and imports only after a validation result: 'Imported {N} records'", async () => {
    let validations = 0;
    const calls = serve((url) => {
      if (url.pathname === '/api/categories') return { body: CATEGORIES };
      if (url.pathname === '/api/admin/geo-routing/validate') {
        validations += 1;
        return {
          body: validations === 1 ? { ok: false, issues: [{ row: 4, issues: ['Designation is required', 'Invalid email: x@y'] }] } : { ok: true, issues: [] },
        };
      }
      if (url.pathname === '/api/admin/geo-routing/import') return { body: { updated: 1, created: 1, changed: 0, unchanged: 0 } };
      return undefined;
    }).calls;
    renderPage(<RoutingTemplatePage />, '/admin/routing/template');
    const importButton = () => screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement;
    expect(importButton().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.getByTestId('template-status').textContent).toBe('Please choose a file first');

    const input = screen.getByLabelText('Filled template (.xlsx)');
    fireEvent.change(input, { target: { files: [new File(['a,b'], 'routing.csv', { type: 'text/csv' })] } });
    expect(screen.getByTestId('template-status').textContent).toBe('Only .xlsx files are accepted');

    fireEvent.change(input, { target: { files: [xlsx()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(screen.getByTestId('template-status').textContent).toBe('Validation found issues. Please review before import.'));
    expect(screen.getByTestId('template-issues').textContent).toBe('Row 4:Designation is requiredInvalid email: x@y');
    const sent = calls.find((c) => c.path === '/api/admin/geo-routing/validate')?.body as { fileBase64: string };
    expect(sent.fileBase64).toBe('data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,UEsDBA==');
    expect(importButton().disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(screen.getByTestId('template-status').textContent).toBe('Validation passed. Ready to import.'));
    expect(screen.queryByTestId('template-issues')).toBeNull();
    fireEvent.click(importButton());
    await waitFor(() => expect(screen.getByTestId('template-status').textContent).toBe('Imported 1 records'));
    expect(calls.filter((c) => c.path === '/api/admin/geo-routing/import')).toHaveLength(1);
    expect(importButton().disabled).toBe(true);
  });

  it("shows 'Failed to validate file' and 'Failed to import file' when the calls fail without a message", async () => {
    let validated = false;
    serve((url) => {
      if (url.pathname === '/api/categories') return { body: CATEGORIES };
      if (url.pathname === '/api/admin/geo-routing/validate') {
        if (!validated) {
          validated = true;
          return { status: 500, body: {} };
        }
        return { body: { ok: true, issues: [] } };
      }
      if (url.pathname === '/api/admin/geo-routing/import') return { status: 500, body: {} };
      return undefined;
    });
    renderPage(<RoutingTemplatePage />, '/admin/routing/template');
    fireEvent.change(screen.getByLabelText('Filled template (.xlsx)'), { target: { files: [xlsx()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(screen.getByTestId('template-status').textContent).toBe('Failed to validate file'));
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(screen.getByTestId('template-status').textContent).toBe('Validation passed. Ready to import.'));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByTestId('template-status').textContent).toBe('Failed to import file'));
  });
});

describe('Test Routing page (admin spec section 2)', () => {
  const found: RoutingTestResponse = {
    found: true,
    message: null,
    expectedLevel: 'village',
    attempts: [
      { level: 'village', location: 'Calangute, Bardez, North Goa', categoryKey: null, outcome: 'missing' },
      { level: 'subdistrict', location: 'Bardez, North Goa', categoryKey: null, outcome: 'matched' },
    ],
    result: {
      contactId: 'c1',
      level: 'subdistrict',
      expectedLevel: 'village',
      isDeepest: false,
      location: 'Bardez, North Goa',
      categoryKey: null,
      authorityEmail: 'bdo.bardez@goa.gov.in',
      authorityName: 'R. Naik',
      authorityDesignation: 'Block Development Officer',
      authorityDepartment: '',
      phone: '0832 226 2206',
      districtCode: '551',
      subdistrictCode: '5610',
      villageCode: null,
      ulbCode: null,
      forwardRecipients: [
        { authorityEmail: 'bdo.bardez@goa.gov.in', authorityName: 'R. Naik', authorityDesignation: 'Block Development Officer', authorityDepartment: '' },
        { authorityEmail: 'mamlatdar.bardez@goa.gov.in', authorityName: '', authorityDesignation: 'Mamlatdar', authorityDepartment: '' },
      ],
    },
  };

  async function pickCalangute() {
    fireEvent.click(screen.getByRole('button', { name: 'Choose location' }));
    const picker = screen.getByRole('dialog', { name: 'Location to test' });
    await choose(picker, 'District', 'North Goa');
    await choose(picker, /Taluka/, 'Bardez');
    await choose(picker, /Village/, 'Calangute');
    fireEvent.click(within(picker).getByRole('button', { name: 'Use this location' }));
  }

  it('shows the contact the location falls back to, with phone, level and forward recipients', async () => {
    const calls = serve((url) => {
      if (url.pathname === '/api/categories') return { body: CATEGORIES };
      if (url.pathname === '/api/admin/geo-routing/test') return { body: found };
      return undefined;
    }).calls;
    renderPage(<TestRoutingPage />, '/admin/routing/test');
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(screen.getByText('Choose a location down to at least a district')).toBeTruthy();
    await pickCalangute();
    expect(screen.getByTestId('test-routing-location').textContent).toBe('Calangute, Bardez, North Goa');
    await choose(document.body, /Category/, 'Garbage & Waste');
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    const card = await screen.findByTestId('test-routing-result');
    expect(calls.find((c) => c.path === '/api/admin/geo-routing/test')?.query).toEqual({
      district: '551',
      subdistrict: '5610',
      village: '626695',
      category: 'garbage',
    });
    expect(card.textContent).toContain('Contact found at subdistrict level');
    expect(card.textContent).toContain('No contact at the village level: the complaint falls back to the subdistrict (Bardez, North Goa).');
    expect(card.textContent).toContain('bdo.bardez@goa.gov.in');
    expect(card.textContent).toContain('0832 226 2206');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['bdo.bardez@goa.gov.in — R. Naik, Block Development Officer(primary)', 'mamlatdar.bardez@goa.gov.in — Mamlatdar(copy)']);
  });

  it("says 'No contact found for the selected location.' or 'Failed to test routing'", async () => {
    let fail = false;
    serve((url) => {
      if (url.pathname === '/api/categories') return { body: CATEGORIES };
      if (url.pathname === '/api/admin/geo-routing/test') {
        return fail
          ? { status: 500, body: {} }
          : { body: { found: false, result: null, message: 'No contact found for the selected location.', expectedLevel: 'village', attempts: [] } };
      }
      return undefined;
    });
    renderPage(<TestRoutingPage />, '/admin/routing/test');
    await pickCalangute();
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect((await screen.findByTestId('test-routing-result')).textContent).toBe('No contact found for the selected location.');
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to test routing');
  });
});

describe('Routing Audit Logs page (admin spec section 2)', () => {
  it('lists Action, User, Details and When, paged', async () => {
    const calls = serve((url) =>
      url.pathname === '/api/admin/geo-routing/logs'
        ? {
            body: {
              items: [
                {
                  _id: 'l1',
                  action: 'RoutingTemplateImported',
                  userEmail: 'routing.admin@goa.gov.in',
                  userId: 'u1',
                  meta: {
                    summary: 'Imported 1 records (1 created, 0 updated, 0 unchanged) from 1 rows',
                    updated: 1,
                    created: 1,
                    changed: 0,
                    unchanged: 0,
                    rows: 1,
                  },
                  createdAt: '2026-11-22T06:30:00.000Z',
                },
                {
                  _id: 'l2',
                  action: 'RoutingContactDeleted',
                  userEmail: null,
                  userId: 'u2',
                  meta: { location: 'Bardez, North Goa', categoryKey: null, authorityEmail: 'mamlatdar-bardez@goa.gov.in' },
                  createdAt: '2026-11-21T06:30:00.000Z',
                },
              ],
              total: 22,
              page: Number(url.searchParams.get('page')),
              pages: 2,
            },
          }
        : undefined,
    ).calls;
    renderPage(<RoutingLogsPage />, '/admin/routing/logs');
    const rows = await screen.findAllByTestId('routing-log-row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Action', 'User', 'Details', 'When']);
    expect(cells(rows[0])).toEqual([
      'Template imported',
      'routing.admin@goa.gov.in',
      'Imported 1 records (1 created, 0 updated, 0 unchanged) from 1 rows',
      '22 Nov 2026, 12:00 pm',
    ]);
    expect(cells(rows[1]).slice(0, 3)).toEqual(['Contact deleted', 'u2', 'Deleted contact for Bardez, North Goa (Default): mamlatdar-bardez@goa.gov.in']);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/geo-routing/logs').at(-1)?.query).toEqual({ page: '2', limit: '20' }));
  });

  it("shows 'Failed to load audit logs'", async () => {
    serve(() => ({ status: 503, body: '' }));
    renderPage(<RoutingLogsPage />, '/admin/routing/logs');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load audit logs');
  });
});
