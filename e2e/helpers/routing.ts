import { type APIRequestContext, expect } from '@playwright/test';
import type { Session } from './session.js';

/** A location of the Goa geography by its codes (data/goa), and its label as the routing pages print it. */
export interface RoutingLocation {
  label: string;
  scope: 'Rural' | 'Urban';
  districtCode: string;
  subdistrictCode?: string;
  villageCode?: string;
}

/** The taluka Bardez (North Goa) and its village Candolim. */
export const BARDEZ: RoutingLocation = { label: 'Bardez, North Goa', scope: 'Rural', districtCode: '551', subdistrictCode: '5610' };
export const CANDOLIM: RoutingLocation = { ...BARDEZ, label: 'Candolim, Bardez, North Goa', villageCode: '626697' };
/** The taluka Satari (North Goa). */
export const SATARI: RoutingLocation = { label: 'Satari, North Goa', scope: 'Rural', districtCode: '551', subdistrictCode: '5613' };

interface ContactRow {
  _id: string;
  location: string;
  categoryKey: string | null;
  escalationLevel: number;
}

const auth = (admin: Session) => ({ Authorization: `Bearer ${admin.token}` });

/**
 * Deletes the level-0 contact of `location` for `categoryKey` (null: the default contact), if there is one: at most
 * one exists per location and category, so a test that adds one, or needs the location to have none, starts here.
 */
export async function removeContact(request: APIRequestContext, admin: Session, location: RoutingLocation, categoryKey: string | null = null): Promise<void> {
  const list = await request.get('/api/admin/geo-routing/contacts', { headers: auth(admin), params: { q: location.label, limit: 100 } });
  expect(list.ok(), await list.text()).toBe(true);
  const items = ((await list.json()) as { items: ContactRow[] }).items;
  for (const contact of items.filter((c) => c.location === location.label && c.categoryKey === categoryKey && c.escalationLevel === 0)) {
    const removed = await request.delete(`/api/admin/geo-routing/contacts/${contact._id}`, { headers: auth(admin) });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
}

/** What a contact says: the primary authority and its copies. */
export interface ContactFields {
  authorityEmail: string;
  authorityDesignation: string;
  authorityName?: string;
  authorityDepartment?: string;
  phone?: string;
  additionalRecipients?: object[];
  /** null or left out: the location's default contact. */
  categoryKey?: string | null;
}

/** Makes `fields` the level-0 contact of `location` for its category (replacing any earlier one); answers its id. */
export async function setContact(request: APIRequestContext, admin: Session, location: RoutingLocation, fields: ContactFields): Promise<string> {
  await removeContact(request, admin, location, fields.categoryKey ?? null);
  const { label: _label, ...codes } = location;
  const created = await request.post('/api/admin/geo-routing/contacts', { headers: auth(admin), data: { ...codes, ...fields } });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { _id: string })._id;
}
