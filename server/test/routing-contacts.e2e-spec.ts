import { describe, it, before, after } from 'node:test';
import { randomBytes } from 'node:crypto';
import { expect } from 'expect';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { Messages } from '@civic/contracts';
import { AuthorityResolver } from '../src/routing/application/authority-resolver.service.js';
import { createTestApp, eventually, outboxDrained, type TestApp, cachesSettled } from './helpers/test-app.js';

interface Caller {
  id: string;
  email: string;
  auth: string;
}

/** An account inserted straight into users, with a token signed by the app's JwtService ({ sub, role }). */
async function caller(t: TestApp, role: 'user' | 'admin', modules: string[] = []): Promise<Caller> {
  const email = `routing-${role}-${randomBytes(4).toString('hex')}@test.goa-civic.local`;
  const [row] = await t.app
    .get(DataSource)
    .query(
      `INSERT INTO users (first_name, last_name, email, role, admin_modules, email_verified) VALUES ('Routing', 'Tester', $1, $2, $3, true) RETURNING id`,
      [email, role, modules],
    );
  const token = await t.app.get(JwtService).signAsync({ sub: row.id, role });
  return { id: row.id, email, auth: `Bearer ${token}` };
}

const BASE = '/api/admin/geo-routing/contacts';
const calangute = { scope: 'Rural', districtCode: '551', subdistrictCode: '5610', villageCode: '626695' };

describe('Routing contacts (admin spec sections 3, 5, 7 and 9)', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: Caller;

  before(async () => {
    t = await createTestApp();
    ds = t.app.get(DataSource);
    await ds.query('DELETE FROM routing_contacts');
    await cachesSettled(t);
    admin = await caller(t, 'admin', ['routing']);
  });
  after(async () => {
    await t.close();
  });

  const post = (body: object, who: Caller = admin) => t.http().post(BASE).set('Authorization', who.auth).send(body);
  const patch = (id: string, body: object) => t.http().patch(`${BASE}/${id}`).set('Authorization', admin.auth).send(body);
  const list = (query = '') => t.http().get(`${BASE}${query}`).set('Authorization', admin.auth);

  describe('access', () => {
    it('needs a signed-in admin holding the routing module (or a superadmin)', async () => {
      expect((await t.http().get(BASE).expect(401)).body.error.code).toBe('UNAUTHORIZED');
      const citizen = await caller(t, 'user');
      expect((await t.http().get(BASE).set('Authorization', citizen.auth).expect(403)).body.error.code).toBe('FORBIDDEN');
      const billingAdmin = await caller(t, 'admin', ['billing']);
      await t.http().get('/api/admin/geo-routing/logs').set('Authorization', billingAdmin.auth).expect(403);
      await t.http().get('/api/admin/geo-routing/template.xlsx').set('Authorization', billingAdmin.auth).expect(403);
      // The seeded superadmin holds every module.
      const [root] = await ds.query("SELECT id FROM users WHERE role = 'superadmin'");
      const rootToken = await t.app.get(JwtService).signAsync({ sub: root.id, role: 'superadmin' });
      await t.http().get(BASE).set('Authorization', `Bearer ${rootToken}`).expect(200);
    });
  });

  describe('add and edit: validation in the spec words', () => {
    before(async () => {
      await ds.query('DELETE FROM routing_contacts');
      await cachesSettled(t);
    });

    it('an empty form lists the two requireds, Authority Email first', async () => {
      const res = await post({}).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.message).toBe('Authority Email is required');
      expect(res.body.error.details.fields.authorityEmail).toEqual(['Authority Email is required']);
      expect(res.body.error.details.fields.authorityDesignation).toContain('Designation is required');
      expect(res.body.error.details.fields.scope).toEqual([Messages.admin.routing.scopeInvalid]);
    });

    it('refuses a bad email, a missing designation, a missing location and bad additional recipients', async () => {
      const cases: [object, string][] = [
        [{ ...calangute, authorityEmail: 'not-an-email', authorityDesignation: 'BDO' }, 'Invalid email: not-an-email'],
        [{ ...calangute, authorityEmail: 'bdo@goa.gov.in', authorityDesignation: '   ' }, 'Designation is required'],
        [{ scope: 'Rural', authorityEmail: 'bdo@goa.gov.in', authorityDesignation: 'BDO' }, 'Choose a location down to at least a district'],
        [
          { scope: 'Urban', villageCode: '626695', authorityEmail: 'bdo@goa.gov.in', authorityDesignation: 'BDO' },
          'Choose a location down to at least a district',
        ],
        [
          {
            ...calangute,
            authorityEmail: 'bdo@goa.gov.in',
            authorityDesignation: 'BDO',
            additionalRecipients: [{ authorityEmail: 'ok@goa.gov.in' }, { authorityEmail: 'bad@' }],
          },
          'Invalid email: bad@',
        ],
        [
          {
            ...calangute,
            authorityEmail: 'bdo@goa.gov.in',
            authorityDesignation: 'BDO',
            additionalRecipients: ['a', 'b', 'c', 'd'].map((x) => ({ authorityEmail: `${x}@goa.gov.in` })),
          },
          'At most 3 additional recipients',
        ],
        [{ ...calangute, categoryKey: 'potholes', authorityEmail: 'bdo@goa.gov.in', authorityDesignation: 'BDO' }, 'Unknown category key: potholes'],
        [{ ...calangute, villageCode: '999999', authorityEmail: 'bdo@goa.gov.in', authorityDesignation: 'BDO' }, 'Unknown village code: 999999'],
        [
          { ...calangute, subdistrictCode: '5611', authorityEmail: 'bdo@goa.gov.in', authorityDesignation: 'BDO' },
          'The village does not belong to the selected taluka',
        ],
        [
          { ...calangute, districtCode: '552', authorityEmail: 'bdo@goa.gov.in', authorityDesignation: 'BDO' },
          'The village does not belong to the selected district',
        ],
        [
          { scope: 'Urban', districtCode: '552', ulbCode: '252061', authorityEmail: 'bdo@goa.gov.in', authorityDesignation: 'BDO' },
          'The ULB does not belong to the selected district',
        ],
        [{ ...calangute, villageCode: 'Calangute', authorityEmail: 'bdo@goa.gov.in', authorityDesignation: 'BDO' }, 'villageCode must be a numeric code'],
      ];
      for (const [body, message] of cases) {
        const res = await post(body);
        expect({ status: res.status, message: res.body.error?.message, code: res.body.error?.code }).toEqual({
          status: 400,
          message,
          code: 'VALIDATION_FAILED',
        });
      }
      expect((await ds.query('SELECT count(*)::int AS n FROM routing_contacts'))[0].n).toBe(0);
    });

    it('creates at the deepest level with a readable location; recipients lowercased, de-duplicated, blank rows ignored', async () => {
      const res = await post({
        ...calangute,
        authorityEmail: '  BDO.Bardez@Goa.GOV.in ',
        authorityDesignation: ' Block Development Officer ',
        authorityName: 'Shri A. Naik',
        authorityDepartment: 'Rural Development',
        phone: '0832 226 2206',
        active: true,
        additionalRecipients: [
          { authorityEmail: 'AE.Roads@goa.gov.in', authorityName: 'R. Gaonkar', authorityDesignation: 'Assistant Engineer' },
          { authorityEmail: '   ' },
          { authorityEmail: 'ae.roads@GOA.gov.in', authorityName: 'duplicate' },
          { authorityEmail: 'bdo.bardez@goa.gov.in', authorityName: 'same as primary' },
          { authorityEmail: 'talathi.calangute@goa.gov.in' },
        ],
      }).expect(201);
      expect(res.body).toMatchObject({
        level: 'village',
        scope: 'Rural',
        location: 'Calangute, Bardez, North Goa',
        rowId: 'V-626695',
        categoryKey: null,
        districtCode: '551',
        subdistrictCode: '5610',
        villageCode: '626695',
        ulbCode: null,
        authorityEmail: 'bdo.bardez@goa.gov.in',
        authorityDesignation: 'Block Development Officer',
        authorityName: 'Shri A. Naik',
        authorityDepartment: 'Rural Development',
        phone: '0832 226 2206',
        active: true,
      });
      expect(res.body.additionalRecipients).toEqual([
        { authorityEmail: 'ae.roads@goa.gov.in', authorityName: 'R. Gaonkar', authorityDesignation: 'Assistant Engineer', authorityDepartment: '' },
        { authorityEmail: 'talathi.calangute@goa.gov.in', authorityName: '', authorityDesignation: '', authorityDepartment: '' },
      ]);
      expect(res.body.forwardRecipients.map((r: { authorityEmail: string }) => r.authorityEmail)).toEqual([
        'bdo.bardez@goa.gov.in',
        'ae.roads@goa.gov.in',
        'talathi.calangute@goa.gov.in',
      ]);
      const [row] = await ds.query('SELECT level, location_key, village_code, authority_email FROM routing_contacts WHERE id = $1', [res.body._id]);
      expect(row).toEqual({ level: 'village', location_key: 'V-626695', village_code: 626695, authority_email: 'bdo.bardez@goa.gov.in' });
    });

    it('the level is the deepest code selected: taluka, district, ULB; parents are derived from the deepest code', async () => {
      const taluka = await post({
        scope: 'Rural',
        districtCode: 551,
        subdistrictCode: 5610,
        authorityEmail: 'mamlatdar.bardez@goa.gov.in',
        authorityDesignation: 'Mamlatdar',
      }).expect(201);
      expect(taluka.body).toMatchObject({
        level: 'subdistrict',
        location: 'Bardez, North Goa',
        districtCode: '551',
        subdistrictCode: '5610',
        villageCode: null,
      });
      const district = await post({
        scope: 'Urban',
        districtCode: '552',
        authorityEmail: 'collector.south@goa.gov.in',
        authorityDesignation: 'Collector',
      }).expect(201);
      expect(district.body).toMatchObject({ level: 'district', scope: 'Urban', location: 'South Goa', districtCode: '552', subdistrictCode: null });
      const ulb = await post({
        scope: 'Urban',
        ulbCode: '252061',
        villageCode: '626695',
        authorityEmail: 'co.mapusa@goa.gov.in',
        authorityDesignation: 'Chief Officer',
      }).expect(201);
      expect(ulb.body).toMatchObject({
        level: 'ulb',
        scope: 'Urban',
        location: 'Mapusa, North Goa',
        districtCode: '551',
        ulbCode: '252061',
        villageCode: null,
      });
      const village = await post({
        scope: 'Rural',
        villageCode: '626697',
        authorityEmail: 'sarpanch.candolim@goa.gov.in',
        authorityDesignation: 'Sarpanch',
      }).expect(201);
      expect(village.body).toMatchObject({ level: 'village', location: 'Candolim, Bardez, North Goa', districtCode: '551', subdistrictCode: '5610' });
    });

    it('at most one contact per location and category: a second default is 409, a category contact is allowed', async () => {
      const again = await post({ ...calangute, authorityEmail: 'other@goa.gov.in', authorityDesignation: 'Other' }).expect(409);
      expect(again.body.error).toMatchObject({ code: 'CONFLICT', message: Messages.admin.routing.contactExists });
      const roads = await post({
        ...calangute,
        categoryKey: 'roads',
        authorityEmail: 'pwd.bardez@goa.gov.in',
        authorityDesignation: 'Executive Engineer',
      }).expect(201);
      expect(roads.body.categoryKey).toBe('roads');
      await post({ ...calangute, categoryKey: 'ROADS', authorityEmail: 'x@goa.gov.in', authorityDesignation: 'X' }).expect(409);
    });

    it('PATCH edits the contact; blank email or designation, bad recipients and unknown ids are refused', async () => {
      const [{ id }] = await ds.query("SELECT id FROM routing_contacts WHERE location_key = 'V-626695' AND category_key IS NULL");
      const res = await patch(id, {
        authorityEmail: 'New.BDO@goa.gov.in',
        authorityDesignation: 'BDO (Bardez)',
        authorityName: 'Smt. P. Shirodkar',
        phone: '0832 000 0000',
        active: false,
        additionalRecipients: [{ authorityEmail: 'x@goa.gov.in' }, { authorityEmail: '' }, { authorityEmail: 'X@goa.gov.in' }],
      }).expect(200);
      expect(res.body).toMatchObject({
        _id: id,
        authorityEmail: 'new.bdo@goa.gov.in',
        authorityDesignation: 'BDO (Bardez)',
        authorityName: 'Smt. P. Shirodkar',
        phone: '0832 000 0000',
        active: false,
        location: 'Calangute, Bardez, North Goa',
        additionalRecipients: [{ authorityEmail: 'x@goa.gov.in', authorityName: '', authorityDesignation: '', authorityDepartment: '' }],
      });
      expect((await patch(id, { authorityEmail: '' }).expect(400)).body.error.message).toBe('Authority Email is required');
      expect((await patch(id, { authorityDesignation: '' }).expect(400)).body.error.message).toBe('Designation is required');
      expect((await patch(id, { authorityEmail: 'nope' }).expect(400)).body.error.message).toBe('Invalid email: nope');
      expect((await patch(id, { additionalRecipients: [{ authorityEmail: 'a@b' }] }).expect(400)).body.error.message).toBe('Invalid email: a@b');
      expect((await patch('5b0c2f8e-0000-4000-8000-000000000000', { active: true }).expect(404)).body.error).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Routing contact not found',
      });
      await patch('not-a-uuid', { active: true }).expect(404);
      const [row] = await ds.query('SELECT authority_email, active FROM routing_contacts WHERE id = $1', [id]);
      expect(row).toEqual({ authority_email: 'new.bdo@goa.gov.in', active: false });
    });

    it('DELETE removes the contact; a second delete is 404', async () => {
      const [{ id }] = await ds.query("SELECT id FROM routing_contacts WHERE location_key = 'V-626697'");
      expect((await t.http().delete(`${BASE}/${id}`).set('Authorization', admin.auth).expect(200)).body).toEqual({ _id: id, deleted: true });
      await t.http().delete(`${BASE}/${id}`).set('Authorization', admin.auth).expect(404);
      expect(await ds.query('SELECT id FROM routing_contacts WHERE id = $1', [id])).toEqual([]);
    });
  });

  describe('list: q, scope, level, active and pages of 20', () => {
    before(async () => {
      await ds.query('DELETE FROM routing_contacts');
      await cachesSettled(t);
      const villages: { code: number }[] = await ds.query('SELECT code FROM villages WHERE subdistrict_code = 5610 ORDER BY name LIMIT 24');
      for (const [i, v] of villages.entries()) {
        await post({
          scope: 'Rural',
          villageCode: String(v.code),
          authorityEmail: `talathi${i}@bardez.goa.gov.in`,
          authorityDesignation: 'Talathi',
          active: i % 4 !== 0,
        }).expect(201);
      }
      await post({ scope: 'Urban', ulbCode: '252087', authorityEmail: 'co.margao@goa.gov.in', authorityDesignation: 'Chief Officer' }).expect(201);
    });

    it('pages 20 at a time sorted by location, with total and pages', async () => {
      const first = await list().expect(200);
      expect(first.body).toMatchObject({ total: 25, page: 1, pages: 2 });
      expect(first.body.items).toHaveLength(20);
      const locations = first.body.items.map((c: { location: string }) => c.location);
      expect(locations).toEqual([...locations].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const second = await list('?page=2').expect(200);
      expect(second.body).toMatchObject({ total: 25, page: 2, pages: 2 });
      expect(second.body.items).toHaveLength(5);
      const ids = new Set([...first.body.items, ...second.body.items].map((c: { _id: string }) => c._id));
      expect(ids.size).toBe(25);
      expect((await list('?page=3').expect(200)).body).toMatchObject({ items: [], total: 25, page: 3, pages: 2 });
      expect((await list('?limit=10&page=3').expect(200)).body).toMatchObject({ total: 25, page: 3, pages: 3 });
      expect((await list('?page=0').expect(400)).body.error.code).toBe('VALIDATION_FAILED');
    });

    it('filters by q (email or location, any case), scope, level and active', async () => {
      expect((await list('?q=TALATHI1').expect(200)).body.total).toBe(11); // talathi1, talathi10..19
      const margao = await list('?q=margao').expect(200);
      expect(margao.body.items.map((c: { authorityEmail: string }) => c.authorityEmail)).toEqual(['co.margao@goa.gov.in']);
      expect((await list('?q=north%20goa').expect(200)).body.total).toBe(24);
      expect((await list('?q=100%25').expect(200)).body.total).toBe(0);
      expect((await list('?scope=Urban').expect(200)).body.total).toBe(1);
      expect((await list('?scope=Rural&level=village').expect(200)).body.total).toBe(24);
      expect((await list('?level=ulb').expect(200)).body.items[0].location).toBe('Margao, South Goa');
      expect((await list('?active=false').expect(200)).body.total).toBe(6);
      expect((await list('?active=true&scope=').expect(200)).body.total).toBe(19);
      expect((await list('?scope=Town').expect(400)).body.error.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('routing audit log', () => {
    it('records create, update and delete with the admin, newest first, 20 per page', async () => {
      const created = await post({
        scope: 'Rural',
        districtCode: '551',
        subdistrictCode: '5611',
        authorityEmail: 'mamlatdar.tiswadi@goa.gov.in',
        authorityDesignation: 'Mamlatdar',
      }).expect(201);
      const id = created.body._id;
      await patch(id, { phone: '0832 242 5000', active: false }).expect(200);
      await t.http().delete(`${BASE}/${id}`).set('Authorization', admin.auth).expect(200);

      const logs = await eventually(async () => {
        const res = await t.http().get('/api/admin/geo-routing/logs').set('Authorization', admin.auth).expect(200);
        const mine = res.body.items.filter((i: { meta: { entityId: string } }) => i.meta.entityId === id);
        return mine.length === 3 ? { body: res.body, mine } : null;
      });
      expect(logs.mine.map((i: { action: string }) => i.action)).toEqual(['RoutingContactDeleted', 'RoutingContactUpdated', 'RoutingContactCreated']);
      for (const entry of logs.mine) {
        expect(entry).toMatchObject({
          userEmail: admin.email,
          userId: admin.id,
          meta: { entityType: 'routing_contact', entityId: id, location: 'Tiswadi, North Goa' },
        });
        expect(typeof entry._id).toBe('string');
        expect(new Date(entry.createdAt).toString()).not.toBe('Invalid Date');
      }
      const updated = logs.mine[1];
      expect(updated.meta.summary).toBe('Updated contact for Tiswadi, North Goa (Default): phone, active');
      expect(updated.meta.changes).toEqual({ phone: { from: '', to: '0832 242 5000' }, active: { from: true, to: false } });
      expect(logs.mine[2].meta.summary).toBe('Created contact for Tiswadi, North Goa (Default): mamlatdar.tiswadi@goa.gov.in');
      // Earlier tests created 30 contacts: the log has more than one page of 20, newest first.
      expect(logs.body.items).toHaveLength(20);
      expect(logs.body.pages).toBeGreaterThanOrEqual(2);
      const times = logs.body.items.map((i: { createdAt: string }) => Date.parse(i.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const page2 = await t.http().get('/api/admin/geo-routing/logs?page=2&limit=20').set('Authorization', admin.auth).expect(200);
      expect(page2.body.page).toBe(2);
      expect(page2.body.items.every((i: { _id: string }) => !logs.body.items.some((j: { _id: string }) => j._id === i._id))).toBe(true);
      // Only routing entries: every action is a Routing* event.
      expect([...logs.body.items, ...page2.body.items].every((i: { action: string }) => i.action.startsWith('Routing'))).toBe(true);
    });

    it('a PATCH that changes nothing adds no entry', async () => {
      const created = await post({
        scope: 'Rural',
        subdistrictCode: '5612',
        authorityEmail: 'mamlatdar.bicholim@goa.gov.in',
        authorityDesignation: 'Mamlatdar',
      }).expect(201);
      await patch(created.body._id, { authorityEmail: 'MAMLATDAR.bicholim@goa.gov.in', phone: '' }).expect(200);
      await outboxDrained(t);
      const rows = await ds.query('SELECT action FROM audit_log WHERE entity_id = $1', [created.body._id]);
      expect(rows).toEqual([{ action: 'RoutingContactCreated' }]);
      expect(await ds.query("SELECT 1 FROM outbox WHERE audit->>'entityId' = $1 AND event_name = 'RoutingContactUpdated'", [created.body._id])).toEqual([]);
    });
  });

  describe('authority resolution (admin spec section 9)', () => {
    const ids: Record<string, string> = {};
    before(async () => {
      await ds.query('DELETE FROM routing_contacts');
      await cachesSettled(t);
      const make = async (name: string, body: object) => {
        const res = await post({ authorityDesignation: 'Officer', ...body }).expect(201);
        ids[name] = res.body._id;
      };
      await make('northDefault', { scope: 'Rural', districtCode: '551', authorityEmail: 'collector.north@goa.gov.in' });
      await make('bardezDefault', { scope: 'Rural', subdistrictCode: '5610', authorityEmail: 'mamlatdar.bardez@goa.gov.in' });
      await make('bardezRoads', { scope: 'Rural', subdistrictCode: '5610', categoryKey: 'roads', authorityEmail: 'pwd.bardez@goa.gov.in' });
      await make('calanguteDefault', {
        ...calangute,
        authorityEmail: 'panchayat.calangute@goa.gov.in',
        additionalRecipients: [{ authorityEmail: 'sarpanch.calangute@goa.gov.in', authorityName: 'Sarpanch' }],
      });
      await make('calanguteGarbage', { ...calangute, categoryKey: 'garbage', authorityEmail: 'swm.calangute@goa.gov.in' });
      await make('mapusa', { scope: 'Urban', ulbCode: '252061', authorityEmail: 'co.mapusa@goa.gov.in' });
      await make('mapusaRoadsInactive', { scope: 'Urban', ulbCode: '252061', categoryKey: 'roads', authorityEmail: 'eng.mapusa@goa.gov.in', active: false });
    });

    const resolve = (query: string) => t.http().get(`/api/geo/resolve-authority?${query}`);

    it('the village contact answers for its village (isDeepest), with the four authority fields, phone, codes and forwardRecipients', async () => {
      const res = await resolve('district=551&subdistrict=5610&village=626695').expect(200);
      expect(res.body).toEqual({
        contactId: ids.calanguteDefault,
        level: 'village',
        expectedLevel: 'village',
        isDeepest: true,
        location: 'Calangute, Bardez, North Goa',
        categoryKey: null,
        authorityEmail: 'panchayat.calangute@goa.gov.in',
        authorityName: '',
        authorityDesignation: 'Officer',
        authorityDepartment: '',
        phone: '',
        districtCode: '551',
        subdistrictCode: '5610',
        villageCode: '626695',
        ulbCode: null,
        forwardRecipients: [
          { authorityEmail: 'panchayat.calangute@goa.gov.in', authorityName: '', authorityDesignation: 'Officer', authorityDepartment: '' },
          { authorityEmail: 'sarpanch.calangute@goa.gov.in', authorityName: 'Sarpanch', authorityDesignation: '', authorityDepartment: '' },
        ],
      });
    });

    it('a category contact wins over the default at the same level; another category falls to the default', async () => {
      expect((await resolve('village=626695&category=garbage').expect(200)).body).toMatchObject({
        contactId: ids.calanguteGarbage,
        level: 'village',
        isDeepest: true,
      });
      // roads has a taluka contact, but the village's default is deeper: deepest level first.
      expect((await resolve('village=626695&category=roads').expect(200)).body).toMatchObject({ contactId: ids.calanguteDefault, level: 'village' });
    });

    it('a village without a contact falls back to its taluka, then to its district (isDeepest false)', async () => {
      const candolim = await resolve('district=551&subdistrict=5610&village=626697').expect(200);
      expect(candolim.body).toMatchObject({
        contactId: ids.bardezDefault,
        level: 'subdistrict',
        expectedLevel: 'village',
        isDeepest: false,
        location: 'Bardez, North Goa',
      });
      expect((await resolve('village=626697&category=roads').expect(200)).body).toMatchObject({
        contactId: ids.bardezRoads,
        level: 'subdistrict',
        isDeepest: false,
      });
      const [tiswadiVillage] = await ds.query('SELECT code FROM villages WHERE subdistrict_code = 5611 ORDER BY code LIMIT 1');
      const tiswadi = await resolve(`village=${tiswadiVillage.code}&category=roads`).expect(200);
      expect(tiswadi.body).toMatchObject({ contactId: ids.northDefault, level: 'district', expectedLevel: 'village', isDeepest: false, location: 'North Goa' });
      expect((await resolve('district=551&subdistrict=5610').expect(200)).body).toMatchObject({
        contactId: ids.bardezDefault,
        expectedLevel: 'subdistrict',
        isDeepest: true,
      });
    });

    it('Urban goes ULB, then district; an inactive category contact is skipped', async () => {
      expect((await resolve('district=551&ulb=252061').expect(200)).body).toMatchObject({
        contactId: ids.mapusa,
        level: 'ulb',
        expectedLevel: 'ulb',
        isDeepest: true,
        ulbCode: '252061',
      });
      expect((await resolve('ulb=252061&category=roads').expect(200)).body).toMatchObject({ contactId: ids.mapusa, level: 'ulb' });
      const panaji = await resolve('district=551&ulb=252071').expect(200);
      expect(panaji.body).toMatchObject({ contactId: ids.northDefault, level: 'district', expectedLevel: 'ulb', isDeepest: false });
      await resolve('district=552&ulb=252087').expect(404);
    });

    it('inactive contacts and contacts without an email are skipped', async () => {
      await patch(ids.calanguteDefault, { active: false }).expect(200);
      expect((await resolve('village=626695').expect(200)).body).toMatchObject({ contactId: ids.bardezDefault, level: 'subdistrict', isDeepest: false });
      await ds.query("UPDATE routing_contacts SET authority_email = '' WHERE id = $1", [ids.bardezDefault]);
      await cachesSettled(t);
      expect((await resolve('village=626695').expect(200)).body).toMatchObject({ contactId: ids.northDefault, level: 'district' });

      const trace = await t.http().get('/api/admin/geo-routing/test?village=626695').set('Authorization', admin.auth).expect(200);
      expect(trace.body).toMatchObject({ found: true, message: null, expectedLevel: 'village', result: { contactId: ids.northDefault } });
      expect(trace.body.attempts).toEqual([
        { level: 'village', location: 'Calangute, Bardez, North Goa', categoryKey: null, outcome: 'inactive' },
        { level: 'subdistrict', location: 'Bardez, North Goa', categoryKey: null, outcome: 'no_email' },
        { level: 'district', location: 'North Goa', categoryKey: null, outcome: 'matched' },
      ]);
      const none = await t.http().get('/api/admin/geo-routing/test?district=552&subdistrict=5619&category=roads').set('Authorization', admin.auth).expect(200);
      expect(none.body).toMatchObject({ found: false, result: null, message: 'No contact found for the selected location.' });
      expect(none.body.attempts.map((a: { outcome: string }) => a.outcome)).toEqual(['missing', 'missing', 'missing', 'missing']);
      await ds.query("UPDATE routing_contacts SET authority_email = 'mamlatdar.bardez@goa.gov.in' WHERE id = $1", [ids.bardezDefault]);
      await cachesSettled(t);
      await patch(ids.calanguteDefault, { active: true }).expect(200);
    });

    it('AuthorityResolver.resolve (exported for the complaints context) takes numbers or strings and derives parents', async () => {
      const resolver = t.app.get(AuthorityResolver);
      expect(await resolver.resolve({ villageCode: 626695, categoryKey: 'Garbage' })).toMatchObject({ contactId: ids.calanguteGarbage, isDeepest: true });
      expect(await resolver.resolve({ districtCode: '551', subdistrictCode: '5610', villageCode: '626697', ulbCode: null, categoryKey: null })).toMatchObject({
        contactId: ids.bardezDefault,
        level: 'subdistrict',
        expectedLevel: 'village',
        isDeepest: false,
      });
      expect(await resolver.resolve({ districtCode: 552 })).toBeNull();
      expect(await resolver.resolve({})).toBeNull();
      // An unknown village code still routes by the codes it came with.
      expect(await resolver.resolve({ districtCode: 551, subdistrictCode: 5610, villageCode: 1 })).toMatchObject({
        contactId: ids.bardezDefault,
        expectedLevel: 'village',
        isDeepest: false,
      });
    });
  });
});
