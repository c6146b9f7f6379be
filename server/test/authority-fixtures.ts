import { createTransport, type SendMailOptions } from 'nodemailer';
import { fileComplaint, type TestUser } from './complaints-fixtures.js';
import type { TestApp } from './helpers/test-app.js';

/**
 * Helpers shared by the API tests of authorities' emailed replies: an office that a category is routed to, a complaint
 * filed and forwarded to it through the admin API, and a reply delivered to the inbound listener with a real SMTP
 * client (nodemailer), as an officer's mail server would.
 */

/** Canacona municipality (ULB 252100, South Goa 552). */
export const CANACONA_ULB = { districtCode: '552', ulbCode: '252100' };
/** Canacona's centroid (ulbs.csv). */
export const CANACONA = { lat: 15.00951, lng: 74.04006 };

/** An office: a category routed at Canacona to `officer`, with `cc` as additional recipients. */
export interface Office {
  category: string;
  officer: string;
  contactId: string;
}

/**
 * Makes a category `category` and routes it at Canacona to the Chief Officer at `officer` (with `cc` as additional
 * recipients), through the admin API as `admin`.
 */
export async function routeToOffice(
  t: TestApp,
  admin: TestUser,
  category: string,
  officer: string,
  cc: { authorityEmail: string; authorityDesignation: string }[] = [],
): Promise<Office> {
  await t
    .http()
    .post('/api/admin/categories')
    .set(admin.auth)
    .send({ key: category, name: `Roads ${category}`, subcategories: ['Potholes'], responseDays: 15 })
    .expect(201);
  const contact = await t
    .http()
    .post('/api/admin/geo-routing/contacts')
    .set(admin.auth)
    .send({
      scope: 'Urban',
      ...CANACONA_ULB,
      categoryKey: category,
      authorityEmail: officer,
      authorityName: 'Chief Officer Canacona',
      authorityDesignation: 'Chief Officer',
      ...(cc.length ? { additionalRecipients: cc } : {}),
    })
    .expect(201);
  return { category, officer, contactId: contact.body._id as string };
}

/**
 * Files a complaint about a crater at Canacona in the office's category as `reporter` (at `pin`, Canacona's centroid
 * unless given) and forwards it as `admin`: its public id. The forward email is the caller's to find (its mail sink).
 */
export async function forwardToOffice(
  t: TestApp,
  office: Office,
  reporter: TestUser,
  admin: TestUser,
  options: { title?: string; pin?: { lat: number; lng: number } } = {},
): Promise<string> {
  const pin = options.pin ?? CANACONA;
  const id = await fileComplaint(t, reporter, {
    category: office.category,
    title: options.title ?? 'Crater on the Canacona market road',
    location: 'Market road near Chaudi bus stand, Canacona',
    geo: CANACONA_ULB,
    coordinates: { ...pin, source: 'manual', accuracy: 8 },
    geoMismatchConfirmed: pin !== CANACONA,
  });
  await t.http().patch(`/api/admin/complaints/${id}/status`).set(admin.auth).send({ status: 'forwarded' }).expect(200);
  return id;
}

/**
 * Delivers `mail` to the inbound listener on `port` with nodemailer's SMTP client (no TLS, as on loopback); answers
 * the listener's final response line. A refusal rejects with nodemailer's error (its `responseCode` and `response`).
 */
export async function sendReply(port: number, mail: SendMailOptions, socketTimeout?: number): Promise<string> {
  const client = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, ...(socketTimeout ? { socketTimeout } : {}) });
  try {
    return (await client.sendMail(mail)).response;
  } finally {
    client.close();
  }
}
