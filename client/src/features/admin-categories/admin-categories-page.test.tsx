import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { type FakeHandler, apiError, fakeApiPerTest } from '../../../test/fake-api';
import type { AdminCategoryResponse } from '../../api/admin';
import { AdminCategoriesPage } from './admin-categories-page';
import { renderPage, type, adminWith } from '../../../test/render';

const ROADS: AdminCategoryResponse = {
  _id: 'c1',
  key: 'roads',
  name: 'Roads & Potholes',
  icon: '🛣️',
  description: 'Potholes',
  subcategories: ['Potholes'],
  enabled: true,
  order: 10,
  responseDays: 15,
  subcategoryLabels: ['Potholes'],
  language: 'en',
  translations: {},
};
const GARBAGE: AdminCategoryResponse = { ...ROADS, _id: 'c2', key: 'garbage', name: 'Garbage & Waste', order: 20, responseDays: 15, enabled: false };

const api = fakeApiPerTest();

function renderCategories(routes: Record<string, FakeHandler>) {
  api.install(routes);
  renderPage(<AdminCategoriesPage />, { url: '/admin/categories', as: adminWith(), toaster: true });
  return { fake: api.current };
}

const valueOf = (el: HTMLElement) => (el as HTMLInputElement).value;

async function openCreateForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'New Category' }));
  return within(screen.getByRole('form', { name: 'New Category' }));
}

describe('Admin Categories (admin spec sections 2, 5 and 8)', () => {
  it('lists categories sorted by order', async () => {
    renderCategories({ 'GET /api/admin/categories': () => ({ body: { items: [GARBAGE, ROADS] } }) });
    const rows = await screen.findAllByTestId('category-row');
    expect(rows.map((r) => within(r).getByText(/&/).textContent)).toEqual(['Roads & Potholes', 'Garbage & Waste']);
    expect(within(rows[1]).getByRole('button', { name: 'Enable Garbage & Waste' })).toBeTruthy();
  });

  it("shows 'Failed to load categories' when loading fails", async () => {
    renderCategories({ 'GET /api/admin/categories': () => ({ status: 500, body: {} }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load categories');
  });

  it('derives the key from the name until the key field is edited, and normalises the key as typed', async () => {
    renderCategories({ 'GET /api/admin/categories': () => ({ body: { items: [ROADS, GARBAGE] } }) });
    const form = await openCreateForm();
    const name = form.getByLabelText('Name');
    const key = form.getByLabelText('Key', { exact: false });
    type(name, 'Water Supply & Drains!');
    expect(valueOf(key)).toBe('water_supply_drains');
    type(key, 'Water--Main Line');
    expect(valueOf(key)).toBe('water_main_line');
    type(name, 'Something else');
    expect(valueOf(key)).toBe('water_main_line');
    type(key, 'Water ');
    fireEvent.blur(key);
    expect(valueOf(key)).toBe('water');
  });

  it("refuses an empty form ('Name is required', 'Key is required') and creates with the default order and split subcategories", async () => {
    const { fake } = renderCategories({
      'GET /api/admin/categories': () => ({ body: { items: [ROADS, GARBAGE] } }),
      'POST /api/admin/categories': (call) => ({ status: 201, body: { _id: 'c3', ...(call.body as object) } }),
    });
    const form = await openCreateForm();
    fireEvent.click(form.getByRole('button', { name: 'Create Category' }));
    expect(await form.findByText('Name is required')).toBeTruthy();
    expect(form.getByText('Key is required')).toBeTruthy();
    expect(fake.callsTo('POST /api/admin/categories')).toHaveLength(0);

    type(form.getByLabelText('Name'), 'Water Supply');
    type(form.getByLabelText('Icon (emoji)'), '🚰');
    type(form.getByLabelText('Subcategories (comma separated)'), ' No water, , Leaking pipe ,');
    fireEvent.click(form.getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('Category created')).toBeTruthy();
    expect(fake.callsTo('POST /api/admin/categories')[0].body).toEqual({
      name: 'Water Supply',
      key: 'water_supply',
      icon: '🚰',
      order: 30,
      description: '',
      subcategories: ['No water', 'Leaking pipe'],
      enabled: true,
      translations: {},
    });
  });

  it("shows the server message when creating fails, edits inline ('Saved') and deletes after confirming ('Deleted')", async () => {
    let items = [ROADS, GARBAGE];
    const { fake } = renderCategories({
      'GET /api/admin/categories': () => ({ body: { items } }),
      'POST /api/admin/categories': () => apiError(409, 'CONFLICT', 'A category with this key already exists'),
      'PATCH /api/admin/categories/c1': (call) => {
        items = [{ ...ROADS, ...(call.body as object) }, GARBAGE];
        return { body: items[0] };
      },
      'DELETE /api/admin/categories/c2': () => {
        items = [items[0]];
        return { body: { message: 'Deleted' } };
      },
    });
    const form = await openCreateForm();
    type(form.getByLabelText('Name'), 'Roads');
    fireEvent.click(form.getByRole('button', { name: 'Create Category' }));
    expect((await form.findByRole('alert')).textContent).toBe('A category with this key already exists');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Roads & Potholes' }));
    const edit = within(screen.getByRole('form', { name: 'Edit Roads & Potholes' }));
    type(edit.getByLabelText('Name'), 'Roads');
    fireEvent.click(edit.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(fake.callsTo('PATCH /api/admin/categories/c1')[0].body).toMatchObject({ name: 'Roads', key: 'roads', order: 10, subcategories: ['Potholes'] });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Garbage & Waste' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete category' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('category-row')).toHaveLength(1));
  });
});
