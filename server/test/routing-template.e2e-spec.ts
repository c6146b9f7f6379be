import { describe, it, before, after } from 'node:test';
import { randomBytes } from 'node:crypto';
import { expect } from 'expect';
import type request from 'supertest';
import ExcelJS from 'exceljs';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { DEFAULT_CATEGORIES, Messages, ROUTING_TEMPLATE_ALL_COLUMNS } from '@civic/contracts';
import { contactPages } from '../src/routing/application/routing-contacts.writer.js';
import { createTestApp, eventually, type TestApp, cachesSettled } from './helpers/test-app.js';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Collects a binary response body into a Buffer. */
function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

async function readWorkbook(file: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook;
}

/** A sheet's rows as arrays of text (16 columns), header included. */
function sheetRows(sheet: ExcelJS.Worksheet, width = ROUTING_TEMPLATE_ALL_COLUMNS.length): string[][] {
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    rows.push(Array.from({ length: width }, (_, i) => row.getCell(i + 1).text ?? ''));
  });
  return rows;
}

const pad = (cells: string[]) => [...cells, ...Array(ROUTING_TEMPLATE_ALL_COLUMNS.length - cells.length).fill('')];
/** A contact's row: padded, with its escalation level in the last column. */
/** A contact row: its cells, then the Escalation Level and Language columns (blank: the contact's language is not set). */
const padContact = (cells: string[], level = '0', language = '') => [...pad(cells).slice(0, -2), level, language];

describe('Routing template: download, validate, import, export (admin spec sections 5 and 7)', () => {
  let t: TestApp;
  let ds: DataSource;
  let auth: string;
  let adminEmail: string;

  before(async () => {
    t = await createTestApp();
    ds = t.app.get(DataSource);
    await ds.query('DELETE FROM routing_contacts');
    await cachesSettled(t);
    adminEmail = `routing-template-${randomBytes(4).toString('hex')}@test.goa-civic.local`;
    const [row] = await ds.query(
      `INSERT INTO users (first_name, last_name, email, role, admin_modules, email_verified) VALUES ('Template', 'Admin', $1, 'admin', '{routing}', true) RETURNING id`,
      [adminEmail],
    );
    auth = `Bearer ${await t.app.get(JwtService).signAsync({ sub: row.id, role: 'admin' })}`;
  });
  after(async () => {
    await t.close();
  });

  const download = (path: string) => t.http().get(`/api/admin/geo-routing/${path}`).set('Authorization', auth).buffer(true).parse(binary);
  const send = (path: 'validate' | 'import', file: Buffer | string) =>
    t
      .http()
      .post(`/api/admin/geo-routing/${path}`)
      .set('Authorization', auth)
      .send({ fileBase64: typeof file === 'string' ? file : file.toString('base64') });
  const contactCount = async () => (await ds.query('SELECT count(*)::int AS n FROM routing_contacts'))[0].n as number;

  let template: Buffer;
  let filled: Buffer;
  let expectedContactRows: string[][];

  it('template.xlsx lists every district, taluka, village and ULB with a stable Row ID; active contacts pre-filled; a Categories sheet', async () => {
    const create = (body: object) => t.http().post('/api/admin/geo-routing/contacts').set('Authorization', auth).send(body).expect(201);
    await create({
      scope: 'Rural',
      villageCode: '626695',
      authorityEmail: 'panchayat.calangute@goa.gov.in',
      authorityDesignation: 'Secretary',
      authorityName: 'Shri V. Kamat',
      phone: '0832 227 6000',
      additionalRecipients: [
        { authorityEmail: 'talathi.calangute@goa.gov.in', authorityName: 'Talathi', authorityDesignation: 'Talathi', authorityDepartment: 'Revenue' },
      ],
    });
    await create({ scope: 'Rural', villageCode: '626697', authorityEmail: 'old.candolim@goa.gov.in', authorityDesignation: 'Secretary', active: false });

    const res = await download('template.xlsx').expect(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(res.headers['content-disposition']).toBe('attachment; filename="routing-template.xlsx"');
    template = res.body as Buffer;
    const workbook = await readWorkbook(template);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Routing', 'Categories']);
    const rows = sheetRows(workbook.getWorksheet('Routing')!);
    expect(rows[0]).toEqual([...ROUTING_TEMPLATE_ALL_COLUMNS]);
    expect(ROUTING_TEMPLATE_ALL_COLUMNS.slice(7, 16)).toEqual([
      'Additional Email 1',
      'Additional Name 1',
      'Additional Designation 1',
      'Additional Email 2',
      'Additional Name 2',
      'Additional Designation 2',
      'Additional Email 3',
      'Additional Name 3',
      'Additional Designation 3',
    ]);
    expect(ROUTING_TEMPLATE_ALL_COLUMNS[16]).toBe('Escalation Level');
    const data = rows.slice(1);
    expect(data).toHaveLength(2 + 12 + 397 + 14);
    const ids = data.map((r) => r[0]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(data[0].slice(0, 2)).toEqual(['D-551', 'North Goa']);
    expect(data[1].slice(0, 2)).toEqual(['S-5610', 'Bardez, North Goa']);
    expect(ids.filter((id) => id.startsWith('D-'))).toEqual(['D-551', 'D-552']);
    expect(ids.filter((id) => id.startsWith('S-'))).toHaveLength(12);
    expect(ids.filter((id) => id.startsWith('V-'))).toHaveLength(397);
    expect(ids.filter((id) => id.startsWith('U-'))).toHaveLength(14);
    expect(data.find((r) => r[0] === 'U-252071')!.slice(0, 2)).toEqual(['U-252071', 'City Corporation Panaji, North Goa']);
    expect(data.find((r) => r[0] === 'V-626695')).toEqual(
      padContact([
        'V-626695',
        'Calangute, Bardez, North Goa',
        '',
        'panchayat.calangute@goa.gov.in',
        'Secretary',
        'Shri V. Kamat',
        '0832 227 6000',
        'talathi.calangute@goa.gov.in',
        'Talathi',
        'Talathi',
      ]),
    );
    // The inactive Candolim contact is not pre-filled: importing the template cannot re-activate it.
    expect(data.find((r) => r[0] === 'V-626697')).toEqual(pad(['V-626697', 'Candolim, Bardez, North Goa']));

    const categories = sheetRows(workbook.getWorksheet('Categories')!, 3);
    expect(categories[0]).toEqual(['Key', 'Name', 'Subcategories']);
    // API test files share one database, so other files may have added categories: the defaults must all be listed.
    expect(categories.slice(1).map((r) => r[0])).toEqual(expect.arrayContaining(DEFAULT_CATEGORIES.map((c) => c.key)));
    expect(categories.find((r) => r[0] === 'roads')).toEqual(['roads', 'Roads & Potholes', DEFAULT_CATEGORIES[0].subcategories.join(', ')]);
  });

  it('validate lists each problem row with its issues in the spec words', async () => {
    const workbook = await readWorkbook(template);
    const sheet = workbook.getWorksheet('Routing')!;
    const rowOf = (id: string) => {
      let found: ExcelJS.Row | undefined;
      sheet.eachRow((row) => {
        if (row.getCell(1).text === id) found = row;
      });
      return found!;
    };
    const set = (row: ExcelJS.Row, values: Record<number, string>) => {
      for (const [col, value] of Object.entries(values)) row.getCell(Number(col)).value = value;
    };
    set(rowOf('V-626697'), { 4: 'Sarpanch.Candolim@goa.gov.in' }); // no designation
    set(rowOf('U-252061'), { 4: 'co-mapusa-at-goa', 5: 'Chief Officer' }); // bad email
    set(rowOf('D-552'), { 5: 'Collector' }); // designation without email
    set(rowOf('S-5611'), { 2: 'Tiswadi (Panaji), North Goa', 4: 'mamlatdar.tiswadi@goa.gov.in', 5: 'Mamlatdar' }); // location changed
    set(rowOf('U-252087'), { 4: 'co.margao@goa.gov.in', 5: 'Chief Officer', 8: 'not-an-email' }); // bad additional email
    const last = sheet.rowCount;
    sheet.addRow(['V-626695', 'Calangute, Bardez, North Goa', 'roads', 'ee.pwd.bardez@goa.gov.in', 'Executive Engineer', 'Shri P. Rao', '0832 225 0000']); // valid
    sheet.addRow(['V-626695', 'Calangute, Bardez, North Goa', 'ROADS', 'other@goa.gov.in', 'Other']); // duplicate of the row above
    sheet.addRow(['V-626695', 'Calangute, Bardez, North Goa', 'potholes', 'x@goa.gov.in', 'X']); // unknown category
    sheet.addRow(['V-999999', 'Nowhere, North Goa', '', 'y@goa.gov.in', 'Y']); // unknown Row ID
    sheet.addRow(['', 'Somewhere', '', 'z@goa.gov.in', 'Z']); // no Row ID
    const bad = Buffer.from(await workbook.xlsx.writeBuffer());

    const res = await send('validate', bad).expect(200);
    const rowNumber = (id: string) => rowOf(id).number;
    expect(res.body.ok).toBe(false);
    expect(res.body.issues).toEqual(
      [
        { row: rowNumber('D-552'), issues: ['Authority Email is required'] },
        { row: rowNumber('S-5611'), issues: ['Location must not be changed for Row ID S-5611 (expected "Tiswadi, North Goa")'] },
        { row: rowNumber('V-626697'), issues: ['Designation is required'] },
        { row: rowNumber('U-252061'), issues: ['Invalid email: co-mapusa-at-goa'] },
        { row: rowNumber('U-252087'), issues: ['Invalid email: not-an-email'] },
        { row: last + 2, issues: [`Duplicate Row ID and Category Key (same as row ${last + 1})`] },
        { row: last + 3, issues: ['Unknown category key: potholes'] },
        { row: last + 4, issues: ['Unknown Row ID: V-999999'] },
        { row: last + 5, issues: ['Row ID is required'] },
      ].sort((a, b) => a.row - b.row),
    );
    // Import refuses the whole file with the same issues and writes nothing.
    const before = await contactCount();
    const refused = await send('import', bad).expect(400);
    expect(refused.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: Messages.admin.routing.validationIssues });
    expect(refused.body.error.details.issues).toEqual(res.body.issues);
    expect(await contactCount()).toBe(before);
  });

  it('a fixed file validates ok and imports: rows with an email become Active contacts', async () => {
    const workbook = await readWorkbook(template);
    const sheet = workbook.getWorksheet('Routing')!;
    const fill: Record<string, string[]> = {
      'D-552': ['collector.south@goa.gov.in', 'Collector', 'Smt. A. Dessai', '0832 271 4000'],
      'S-5611': ['mamlatdar.tiswadi@goa.gov.in', 'Mamlatdar'],
      // The inactive Candolim contact (blank in the template) is replaced and becomes Active again.
      'V-626697': ['SARPANCH.candolim@goa.gov.in', 'Sarpanch', '', '', 'secretary.candolim@goa.gov.in', 'Secretary', 'Panchayat Secretary'],
      'U-252061': [
        'co.mapusa@goa.gov.in',
        'Chief Officer',
        'Shri M. Naik',
        '9822000001',
        'eng.mapusa@goa.gov.in',
        '',
        'Municipal Engineer',
        '',
        '',
        '',
        'health.mapusa@goa.gov.in',
        'Dr. H.',
        'Health Officer',
      ],
    };
    sheet.eachRow((row) => {
      const values = fill[row.getCell(1).text];
      if (values) values.forEach((v, i) => (row.getCell(4 + i).value = v));
    });
    // A phone typed as a number, an email typed as a hyperlink, as Excel does.
    const calangute = sheet.addRow(['V-626695', 'Calangute, Bardez, North Goa', 'roads', '', 'Executive Engineer', 'Shri P. Rao', 8322250000]);
    calangute.getCell(4).value = { text: 'ee.pwd.bardez@goa.gov.in', hyperlink: 'mailto:ee.pwd.bardez@goa.gov.in' };
    filled = Buffer.from(await workbook.xlsx.writeBuffer());

    expect((await send('validate', filled).expect(200)).body).toEqual({ ok: true, issues: [] });
    // A data: URL (FileReader.readAsDataURL) is accepted as well.
    expect((await send('validate', `data:${XLSX_MIME};base64,${filled.toString('base64')}`).expect(200)).body.ok).toBe(true);

    const res = await send('import', filled).expect(200);
    // 5 rows created or changed (D-552, S-5611, U-252061, Calangute roads new; Candolim changed); Calangute's default unchanged.
    expect(res.body).toEqual({ updated: 5, created: 4, changed: 1, unchanged: 1 });
    const rows = await ds.query(
      'SELECT location_key, category_key, level, scope, location, authority_email, authority_designation, authority_name, phone, active, additional_recipients FROM routing_contacts ORDER BY location_key, category_key NULLS FIRST',
    );
    expect(rows.map((r: { location_key: string; category_key: string | null; active: boolean }) => [r.location_key, r.category_key, r.active])).toEqual([
      ['D-552', null, true],
      ['S-5611', null, true],
      ['U-252061', null, true],
      ['V-626695', null, true],
      ['V-626695', 'roads', true],
      ['V-626697', null, true],
    ]);
    const mapusa = rows.find((r: { location_key: string }) => r.location_key === 'U-252061');
    expect(mapusa).toMatchObject({ level: 'ulb', scope: 'Urban', location: 'Mapusa, North Goa', authority_name: 'Shri M. Naik', phone: '9822000001' });
    expect(mapusa.additional_recipients).toEqual([
      { authorityEmail: 'eng.mapusa@goa.gov.in', authorityName: '', authorityDesignation: 'Municipal Engineer', authorityDepartment: '' },
      { authorityEmail: 'health.mapusa@goa.gov.in', authorityName: 'Dr. H.', authorityDesignation: 'Health Officer', authorityDepartment: '' },
    ]);
    const roads = rows.find((r: { category_key: string | null }) => r.category_key === 'roads');
    expect(roads).toMatchObject({ authority_email: 'ee.pwd.bardez@goa.gov.in', phone: '8322250000', level: 'village' });
    const calanguteDefault = rows.find((r: { location_key: string; category_key: string | null }) => r.location_key === 'V-626695' && r.category_key === null);
    // The template has no department column: the department of a recipient kept by email is kept.
    expect(calanguteDefault.additional_recipients[0]).toMatchObject({ authorityEmail: 'talathi.calangute@goa.gov.in', authorityDepartment: 'Revenue' });

    expectedContactRows = [
      padContact([
        'U-252061',
        'Mapusa, North Goa',
        '',
        'co.mapusa@goa.gov.in',
        'Chief Officer',
        'Shri M. Naik',
        '9822000001',
        'eng.mapusa@goa.gov.in',
        '',
        'Municipal Engineer',
        'health.mapusa@goa.gov.in',
        'Dr. H.',
        'Health Officer',
      ]),
    ];

    // Resolution uses the imported contacts at once.
    const resolved = await t.http().get('/api/geo/resolve-authority?district=551&village=626695&category=roads').expect(200);
    expect(resolved.body).toMatchObject({ authorityEmail: 'ee.pwd.bardez@goa.gov.in', level: 'village', isDeepest: true });

    const log = await eventually(async () => {
      const r = await t.http().get('/api/admin/geo-routing/logs').set('Authorization', auth).expect(200);
      return r.body.items.find((i: { action: string }) => i.action === 'RoutingTemplateImported');
    });
    expect(log).toMatchObject({
      userEmail: adminEmail,
      meta: {
        entityType: 'routing_contact',
        updated: 5,
        created: 4,
        changed: 1,
        unchanged: 1,
        rows: 6,
        summary: 'Imported 5 records (4 created, 1 updated, 1 unchanged) from 6 rows',
      },
    });
  });

  it('export.xlsx holds exactly the imported contacts in the same layout; importing it again changes nothing', async () => {
    const res = await download('export.xlsx').expect(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    const exported = await readWorkbook(res.body as Buffer);
    expect(exported.worksheets.map((s) => s.name)).toEqual(['Routing', 'Categories']);
    const rows = sheetRows(exported.getWorksheet('Routing')!);
    expect(rows[0]).toEqual([...ROUTING_TEMPLATE_ALL_COLUMNS]);

    // What was imported: every row of the filled file that has an email; emails lowercased and the
    // additional recipients compacted (a blank recipient slot is ignored).
    const compact = (r: string[]) => {
      const recipients = [0, 1, 2].map((i) => r.slice(7 + i * 3, 10 + i * 3)).filter((x) => x[0] !== '');
      return padContact(
        [...r.slice(0, 3), r[3].toLowerCase(), ...r.slice(4, 7), ...recipients.flat().map((v, i) => (i % 3 === 0 ? v.toLowerCase() : v))],
        r[16] || '0',
      );
    };
    const source = sheetRows((await readWorkbook(filled)).getWorksheet('Routing')!)
      .slice(1)
      .filter((r) => r[3] !== '')
      .map(compact);
    const key = (r: string[]) => `${r[0]}|${r[2]}`;
    const sortRows = (list: string[][]) => [...list].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sortRows(rows.slice(1))).toEqual(sortRows(source));
    expect(rows.slice(1)).toContainEqual(expectedContactRows[0]);
    // Rows follow the template's location order: North Goa's talukas and villages by name, its ULBs, then South Goa.
    expect(rows.slice(1).map((r) => `${r[0]} ${r[2]}`.trim())).toEqual(['V-626695', 'V-626695 roads', 'V-626697', 'S-5611', 'U-252061', 'D-552']);

    // The export reads contacts in keyset pages; with pages of 4, the 6 contacts come in 2 pages, in order, none twice.
    const pages: { locationKey: string; categoryKey: string | null }[][] = [];
    for await (const page of contactPages(ds.manager, { onlyActive: false, pageSize: 4 })) pages.push(JSON.parse(page));
    expect(pages.map((p) => p.length)).toEqual([4, 2]);
    expect(pages.flat().map((c) => `${c.locationKey} ${c.categoryKey ?? ''}`.trim())).toEqual([
      'D-552',
      'S-5611',
      'U-252061',
      'V-626695',
      'V-626695 roads',
      'V-626697',
    ]);
    const exact: unknown[][] = [];
    for await (const page of contactPages(ds.manager, { onlyActive: false, pageSize: 3 })) exact.push(JSON.parse(page));
    expect(exact.map((p) => p.length)).toEqual([3, 3]);

    const again = await send('import', res.body as Buffer).expect(200);
    expect(again.body).toEqual({ updated: 0, created: 0, changed: 0, unchanged: 6 });
  });

  it('a valid workbook with the Location of a row changed is refused for that row', async () => {
    const workbook = await readWorkbook(template);
    const sheet = workbook.getWorksheet('Routing')!;
    sheet.getRow(2).getCell(2).value = 'North Goa District';
    sheet.getRow(2).getCell(4).value = 'collector.north@goa.gov.in';
    sheet.getRow(2).getCell(5).value = 'Collector';
    const res = await send('validate', Buffer.from(await workbook.xlsx.writeBuffer())).expect(200);
    expect(res.body).toEqual({ ok: false, issues: [{ row: 2, issues: ['Location must not be changed for Row ID D-551 (expected "North Goa")'] }] });
  });

  it('only .xlsx files are accepted: a renamed text file, random bytes, a truncated or broken workbook get a clear 400, never a 500', async () => {
    const before = await contactCount();
    const cases: [Buffer | string, string][] = [
      [Buffer.from('Row ID,Location\nD-551,North Goa\n'), Messages.admin.routing.onlyXlsx],
      [randomBytes(4096), Messages.admin.routing.onlyXlsx],
      [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...randomBytes(1000)]), Messages.admin.routing.onlyXlsx], // an old .xls
      [filled.subarray(0, Math.floor(filled.length * 0.6)), Messages.admin.routing.corruptFile],
      [Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(5000)]), Messages.admin.routing.corruptFile],
      ['', Messages.admin.routing.chooseFile],
      ['!!!not base64!!!', Messages.admin.routing.onlyXlsx],
    ];
    for (const [file, message] of cases) {
      for (const path of ['validate', 'import'] as const) {
        const res = await send(path, file);
        expect({ path, status: res.status, code: res.body.error?.code, message: res.body.error?.message }).toEqual({
          path,
          status: 400,
          code: 'VALIDATION_FAILED',
          message,
        });
      }
    }
    const missing = await t.http().post('/api/admin/geo-routing/validate').set('Authorization', auth).send({}).expect(400);
    expect(missing.body.error.message).toBe(Messages.admin.routing.chooseFile);
    expect(await contactCount()).toBe(before);
    await t.http().get('/api/geo/districts').expect(200);
  });

  it('the Escalation Level column imports levels 1 and 2; a file without it (the old layout) imports as level 0', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Routing');
    sheet.addRow([...ROUTING_TEMPLATE_ALL_COLUMNS]);
    const row = (level: string | number, email: string, designation: string) => {
      const cells: (string | number)[] = ['D-551', 'North Goa', '', email, designation, '', '', '', '', '', '', '', '', '', '', '', level];
      sheet.addRow(cells);
    };
    row(1, 'collector.north@goa.gov.in', 'Collector'); // a number, as Excel stores it
    row('2', 'director.panchayats@goa.gov.in', 'Director of Panchayats');
    row('', 'dyc.north@goa.gov.in', 'Deputy Collector'); // blank: level 0
    const withLevels = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await send('import', withLevels).expect(200)).body).toMatchObject({ created: 3 });
    const levels = await ds.query("SELECT escalation_level, authority_email FROM routing_contacts WHERE location_key = 'D-551' ORDER BY escalation_level");
    expect(levels).toEqual([
      { escalation_level: 0, authority_email: 'dyc.north@goa.gov.in' },
      { escalation_level: 1, authority_email: 'collector.north@goa.gov.in' },
      { escalation_level: 2, authority_email: 'director.panchayats@goa.gov.in' },
    ]);
    const listed = await t.http().get('/api/admin/geo-routing/contacts?escalationLevel=2').set('Authorization', auth).expect(200);
    expect(listed.body.items.map((c: { authorityEmail: string; escalationLevel: number }) => [c.authorityEmail, c.escalationLevel])).toEqual([
      ['director.panchayats@goa.gov.in', 2],
    ]);

    // The old layout: 16 columns, no Escalation Level. Its row updates the level-0 contact, never an appellate one.
    const old = new ExcelJS.Workbook();
    const oldSheet = old.addWorksheet('Routing');
    oldSheet.addRow(ROUTING_TEMPLATE_ALL_COLUMNS.slice(0, 16));
    oldSheet.addRow(['D-551', 'North Goa', '', 'addl.collector.north@goa.gov.in', 'Additional Collector']);
    expect((await send('import', Buffer.from(await old.xlsx.writeBuffer())).expect(200)).body).toMatchObject({ created: 0, changed: 1 });
    expect(await ds.query("SELECT escalation_level, authority_email FROM routing_contacts WHERE location_key = 'D-551' ORDER BY escalation_level")).toEqual([
      { escalation_level: 0, authority_email: 'addl.collector.north@goa.gov.in' },
      { escalation_level: 1, authority_email: 'collector.north@goa.gov.in' },
      { escalation_level: 2, authority_email: 'director.panchayats@goa.gov.in' },
    ]);

    // Exported, each contact of D-551 carries its level; the template pre-fills all three.
    for (const path of ['export.xlsx', 'template.xlsx']) {
      const rows = sheetRows((await readWorkbook((await download(path).expect(200)).body as Buffer)).getWorksheet('Routing')!);
      expect(rows.filter((r) => r[0] === 'D-551').map((r) => [r[3], r[16]])).toEqual([
        ['addl.collector.north@goa.gov.in', '0'],
        ['collector.north@goa.gov.in', '1'],
        ['director.panchayats@goa.gov.in', '2'],
      ]);
    }
    const bad = new ExcelJS.Workbook();
    const badSheet = bad.addWorksheet('Routing');
    badSheet.addRow([...ROUTING_TEMPLATE_ALL_COLUMNS]);
    badSheet.addRow(['D-552', 'South Goa', '', 'x@goa.gov.in', 'X', '', '', '', '', '', '', '', '', '', '', '', '3']);
    expect((await send('validate', Buffer.from(await bad.xlsx.writeBuffer())).expect(200)).body).toEqual({
      ok: false,
      issues: [{ row: 2, issues: ['Escalation Level must be 0, 1 or 2 (blank is 0)'] }],
    });
  });

  it('a workbook without the template columns is reported on row 1', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRow(['Name', 'Email']);
    const res = await send('validate', Buffer.from(await workbook.xlsx.writeBuffer())).expect(200);
    expect(res.body).toEqual({
      ok: false,
      issues: [{ row: 1, issues: ['Missing column: Row ID', 'Missing column: Location', 'Missing column: Authority Email', 'Missing column: Designation'] }],
    });
  });
});
