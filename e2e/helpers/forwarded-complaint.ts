import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect } from '@playwright/test';
import { SUPERADMIN, type Session, consoleMail, createVerifiedCitizen, login } from './session.js';

/*
 * The set-up of the journeys where an authority answers a forwarded complaint (respond, fix-from-email,
 * inbound-replies): an office that a new category is routed to at Panaji, a citizen's complaint filed there with the
 * fixture photo and forwarded by the superadmin, all through the API; and the links of the emails the app printed on
 * its console (e2e/serve.mjs runs without SMTP; the sent-mail log keeps secrets redacted).
 */

const here = dirname(fileURLToPath(import.meta.url));
/** City Corporation Panaji (ULB 252071, North Goa 551). */
export const PANAJI_GEO = { districtCode: '551', ulbCode: '252071' };
/** Where e2e/fixtures/goa-panaji.jpg was taken (its EXIF GPS). */
export const PANAJI_PIN = { lat: 15.4989, lng: 73.8278 };
/** A response link (`/respond/{token}`) in an email's line. */
export const RESPONSE_LINK = /https?:\/\/\S+\/respond\/[A-Za-z0-9_-]{43}/;

/** Bearer authorisation of a session. */
export const auth = (s: Session) => ({ Authorization: `Bearer ${s.token}` });

/** The JSON of a response that must have succeeded; fails the journey with `what`, the status and the body otherwise. */
export async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text();
  expect(response.ok(), `${what}: HTTP ${response.status()} ${body}`).toBe(true);
  return (body ? JSON.parse(body) : undefined) as T;
}

/** What the office and the complaint are. */
export interface ForwardedComplaintSpec {
  /** A category key of the journey's own (routed to `officer` alone). */
  category: string;
  categoryName: string;
  subcategory: string;
  officer: { email: string; name: string; designation: string };
  citizen: { firstName: string; lastName: string };
  title: string;
  location: string;
}

/** A complaint forwarded to its office, with the sessions that made it. */
export interface ForwardedComplaint {
  id: string;
  superadmin: Session;
  citizen: Session;
}

/**
 * Makes `spec.category` and routes it at Panaji to the officer, files `spec.title` there as a new verified citizen
 * (the fixture photo, its pin) and forwards it as the superadmin.
 */
export async function forwardedComplaint(request: APIRequestContext, spec: ForwardedComplaintSpec): Promise<ForwardedComplaint> {
  const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
  const admin = auth(superadmin);
  await ok(
    await request.post('/api/admin/categories', {
      headers: admin,
      data: { key: spec.category, name: spec.categoryName, subcategories: [spec.subcategory], responseDays: 7 },
    }),
    'create category',
  );
  await ok(
    await request.post('/api/admin/geo-routing/contacts', {
      headers: admin,
      data: {
        scope: 'Urban',
        ...PANAJI_GEO,
        categoryKey: spec.category,
        authorityEmail: spec.officer.email,
        authorityName: spec.officer.name,
        authorityDesignation: spec.officer.designation,
      },
    }),
    'contact',
  );
  const citizen = await createVerifiedCitizen(request, spec.citizen);
  const photo = readFileSync(join(here, '..', 'fixtures', 'goa-panaji.jpg'));
  const upload = await ok<{ url: string }>(
    await request.post('/api/uploads/local', { headers: auth(citizen), multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo } } }),
    'upload photo',
  );
  const { id } = await ok<{ id: string }>(
    await request.post('/api/complaints', {
      headers: auth(citizen),
      data: {
        category: spec.category,
        subcategory: spec.subcategory,
        title: spec.title,
        location: spec.location,
        photos: [upload.url],
        authorizeRepresentative: true,
        geo: PANAJI_GEO,
        coordinates: { ...PANAJI_PIN, source: 'exif' },
      },
    }),
    'file complaint',
  );
  await ok(await request.patch(`/api/admin/complaints/${id}/status`, { headers: admin, data: { status: 'forwarded' } }), 'forward');
  return { id, superadmin, citizen };
}

/** The first link matching `pattern` on the console lines of an email to `email` about `publicId`, once it is there. */
export async function linkInEmail(request: APIRequestContext, email: string, publicId: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await consoleMail(request, email)).filter((m) => m.subject.includes(publicId));
        link = mails
          .flatMap((m) => m.lines)
          .map((line) => pattern.exec(line)?.[0])
          .find(Boolean);
        return link;
      },
      { message: `a link matching ${pattern} in the email to ${email} about ${publicId}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}
