import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, fileComplaint, type TestUser } from './complaints-fixtures.js';

/**
 * The Atom feeds of the public read side (GET /feeds/area.atom, GET /feeds/complaints/{id}.atom): each answers exactly
 * the complaints of its area (a taluka, a ULB, a village, a circle, a category) under the public privacy rules, as a
 * document that keeps RFC 4287's rules, in the reader's language; bad areas are refused with the error envelope.
 */

const ATOM_NS = 'http://www.w3.org/2005/Atom';
/** RFC 3339 date-time as Atom requires it (RFC 4287 section 3.3). */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** Candolim (village 626697, Bardez 5610) and its centroid (villages.csv). */
const CANDOLIM = { geo: { districtCode: '551', subdistrictCode: '5610', villageCode: '626697' }, point: { lat: 15.511, lng: 73.77142 } };
/** Mapusa (ULB 252061, Bardez) and its centroid (ulbs.csv). */
const MAPUSA = { geo: { districtCode: '551', subdistrictCode: '5610', ulbCode: '252061' }, point: { lat: 15.60174, lng: 73.81522 } };
/** Canacona (ULB 252100, South Goa) and its centroid. */
const CANACONA = { geo: { districtCode: '552', ulbCode: '252100' }, point: { lat: 15.00951, lng: 74.04006 } };

/** A text construct as the parser reads it: its text, with its `type` attribute when it has one. */
type AtomText = string | { '#text': string; '@_type': string };
const text = (value: AtomText | undefined) => (value === undefined || typeof value === 'string' ? value : value['#text']);

interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  link: { '@_href': string } | { '@_href': string }[];
  summary?: string;
  content?: string;
  category?: { '@_term': string; '@_label'?: string };
}
interface AtomFeed {
  '@_xmlns': string;
  id: string;
  title: string;
  updated: string;
  author: { name: string };
  link: { '@_rel': string; '@_href': string }[];
  entry?: AtomEntry | AtomEntry[];
}

const parser = new XMLParser({ ignoreAttributes: false, textNodeName: '#text', isArray: (name) => name === 'entry' || name === 'link' });

/**
 * The feed of an Atom document, after checking the rules of RFC 4287 section 4.1 that a feed reader relies on: the
 * Atom namespace; the feed's id, title, updated (RFC 3339), an author (the feed's, so each entry has one) and one
 * rel="self" link; each entry's id, title, updated and link, and ids unique within the feed.
 */
function validAtom(xml: string): AtomFeed & { entries: AtomEntry[] } {
  expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
  const feed = (parser.parse(xml) as { feed: AtomFeed }).feed;
  expect(feed['@_xmlns']).toBe(ATOM_NS);
  expect(typeof feed.id).toBe('string');
  expect(feed.id.length).toBeGreaterThan(0);
  expect(typeof feed.title).toBe('string');
  expect(feed.updated).toMatch(RFC3339);
  expect(feed.author.name).toBeTruthy();
  expect(feed.link.filter((l) => l['@_rel'] === 'self')).toHaveLength(1);
  const raw = (feed.entry ?? []) as (Omit<AtomEntry, 'title' | 'summary' | 'content'> & { title: AtomText; summary?: AtomText; content?: AtomText })[];
  const entries: AtomEntry[] = raw.map((e) => ({ ...e, title: text(e.title)!, summary: text(e.summary), content: text(e.content) }));
  for (const entry of entries) {
    expect(entry.id).toBeTruthy();
    expect(entry.title).toBeTruthy();
    expect(entry.updated).toMatch(RFC3339);
    expect(entry.link).toBeTruthy();
  }
  expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  return { ...feed, entries };
}

describe('Atom feeds of areas and complaints', () => {
  let t: TestApp;
  let dir: string;
  let admin: TestUser;
  let reporter: TestUser;
  const ids: Record<string, string> = {};

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-feeds-'));
    t = await createTestApp({ UPLOAD_DIR: dir, PUBLIC_URL: 'https://portal.example.in' });
    admin = await createUser(t, { role: 'superadmin' });
    reporter = await createUser(t, { plan: 'Advocate Plus' });
    const file = (name: string, place: { geo: Record<string, string>; point: { lat: number; lng: number } }, overrides: Record<string, unknown> = {}) =>
      fileComplaint(t, reporter, { geo: place.geo, coordinates: { ...place.point, source: 'manual', accuracy: 8 }, location: name, ...overrides }).then(
        (id) => (ids[name] = id),
      );
    await file('candolim-road', CANDOLIM, { title: 'Crater <b>near</b> the church', showPublicly: true });
    await file('candolim-garbage', CANDOLIM, { category: 'garbage', subcategory: 'Overflowing bins', title: 'Private title of the reporter' });
    await file('mapusa-road', MAPUSA, { title: 'Mapusa market pothole', showPublicly: true });
    await file('canacona-road', CANACONA);
    // A change moves a complaint to the top of its area's feed.
    await t.http().patch(`/api/admin/complaints/${ids['candolim-road']}/status`).set(admin.auth).send({ status: 'in_progress' }).expect(200);
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const feed = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.http().get(path).set(headers).expect(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(res.headers['vary']).toContain('Accept-Language');
    return validAtom(res.text);
  };
  const complaintIdsOf = (f: { entries: AtomEntry[] }) => f.entries.map((e) => e.id.replace('https://portal.example.in/c/', ''));

  it("answers a taluka's complaints, the last changed first, and none of another taluka", async () => {
    const bardez = await feed('/feeds/area.atom?taluka=5610');
    expect(complaintIdsOf(bardez)).toEqual([ids['candolim-road'], ids['mapusa-road'], ids['candolim-garbage']]);
    expect(bardez.title).toBe('Goa civic complaints: Bardez');
    expect(bardez.link.find((l) => l['@_rel'] === 'self')?.['@_href']).toBe('https://portal.example.in/feeds/area.atom?taluka=5610');
    expect(bardez.updated).toBe(bardez.entries[0].updated);
  });

  it('answers a ULB, a village, a category and a circle of 1 km exactly', async () => {
    expect(complaintIdsOf(await feed('/feeds/area.atom?ulb=252061'))).toEqual([ids['mapusa-road']]);
    expect(complaintIdsOf(await feed('/feeds/area.atom?village=626697'))).toEqual([ids['candolim-road'], ids['candolim-garbage']]);
    expect(complaintIdsOf(await feed('/feeds/area.atom?village=626697&category=garbage'))).toEqual([ids['candolim-garbage']]);
    // 1 km around a point 600 m north of Candolim's centroid holds Candolim, and not Mapusa, 11 km away.
    const circle = await feed('/feeds/area.atom?lat=15.5164&lng=73.77142&radius=1000');
    expect(complaintIdsOf(circle)).toEqual([ids['candolim-road'], ids['candolim-garbage']]);
    expect(circle.title).toBe('Goa civic complaints: within 1 km of 15.5164, 73.7714');
    // 200 m around the same point holds nothing.
    expect(complaintIdsOf(await feed('/feeds/area.atom?lat=15.5164&lng=73.77142&radius=200'))).toEqual([]);
  });

  it('keeps the public privacy rules: a title only where the reporter shared it, escaped as HTML', async () => {
    const entries = (await feed('/feeds/area.atom?taluka=5610')).entries;
    const shared = entries.find((e) => e.id.endsWith(ids['candolim-road']))!;
    expect(shared.title).toBe(`${ids['candolim-road']}: Crater &lt;b&gt;near&lt;/b&gt; the church`);
    const unshared = entries.find((e) => e.id.endsWith(ids['candolim-garbage']))!;
    expect(unshared.title).not.toContain('Private title');
    expect(unshared.title).toBe(`${ids['candolim-garbage']}: Garbage & Waste — Overflowing bins`.replace('&', '&amp;'));
    expect(JSON.stringify(entries)).not.toContain('Private title');
    expect(unshared.category?.['@_term']).toBe('garbage');
  });

  it("writes its words in the reader's language: Accept-Language, or lang for a reader that sends none", async () => {
    const kok = await feed('/feeds/area.atom?taluka=5610', { 'Accept-Language': 'kok' });
    expect(kok.title).toBe('गोंयच्यो नागरी तक्रारी: Bardez');
    const unshared = kok.entries.find((e) => e.id.endsWith(ids['candolim-garbage']))!;
    expect(unshared.title).not.toMatch(/Garbage|Overflowing/);
    expect(unshared.summary).toContain('प्रलंबीत');
    const hindi = await feed('/feeds/area.atom?taluka=5610&lang=hi', { 'Accept-Language': 'en' });
    expect(hindi.title).toBe('गोवा की नागरिक शिकायतें: Bardez');
  });

  it("answers a complaint's public history, newest first, and 404 for an unknown complaint", async () => {
    const history = await feed(`/feeds/complaints/${ids['candolim-road']}.atom`, { 'Accept-Language': 'mr' });
    expect(history.entries.map((e) => e.title)).toEqual(['कार्यवाही सुरू', 'प्रलंबित']);
    expect(history.entries[0].id).toBe(`https://portal.example.in/c/${ids['candolim-road']}#history-1`);
    expect(history.title).toMatch(new RegExp(`^तक्रार ${ids['candolim-road']}: `));
    const missing = await t.http().get('/feeds/complaints/GOA-2026-999999.atom').expect(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
    // Not a complaint's feed address at all: refused as the public page refuses a malformed id.
    expect((await t.http().get('/feeds/complaints/not-a-complaint.atom').expect(400)).body.error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses an area that cannot be answered with a 400 in the error envelope', async () => {
    const cases: [string, string][] = [
      ['/feeds/area.atom?lat=15.5&lng=73.8', 'A circle needs lat, lng and radius together.'],
      ['/feeds/area.atom?lat=15.5&lng=73.8&radius=50', 'The radius must be a whole number of metres from 200 to 5000.'],
      ['/feeds/area.atom?lat=19.07&lng=72.87&radius=1000', 'The centre of the circle must lie in Goa.'],
      ['/feeds/area.atom?taluka=9999', 'No such place in Goa.'],
      ['/feeds/area.atom?lang=fr', 'Validation failed'],
    ];
    for (const [path, message] of cases) {
      const res = await t.http().get(path).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.body.error)).toContain(message);
    }
  });
});
