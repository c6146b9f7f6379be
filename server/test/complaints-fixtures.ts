import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import type { TestApp } from './helpers/test-app.js';

/**
 * Helpers shared by the complaints, categories and uploads API tests. Users are inserted directly and
 * signed in with the app's own JwtService ({ sub, role }), exactly as the login endpoint issues tokens.
 */

/** server/test/fixtures/photos (the sources are compiled to dist-test, the fixtures stay beside them). */
export const PHOTOS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'test', 'fixtures', 'photos');

export function photo(name: string): Buffer {
  return readFileSync(join(PHOTOS_DIR, name));
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
  auth: { Authorization: string };
}

let counter = 0;

/** Inserts a verified user with a password and returns a bearer token for it. */
export async function createUser(
  t: TestApp,
  options: { role?: 'user' | 'admin' | 'superadmin'; plan?: string; adminModules?: string[]; firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email = `user${Date.now()}${counter}@test.goa-civic.local`;
  const [row] = (await t.app.get(DataSource).query(
    `INSERT INTO users (first_name, last_name, email, role, plan, is_premium, email_verified, has_password, admin_modules)
       VALUES ($1, $2, $3, $4, $5, $6, true, true, $7) RETURNING id`,
    [
      options.firstName ?? 'Asha',
      options.lastName ?? 'Naik',
      email,
      options.role ?? 'user',
      options.plan ?? 'Free Citizen',
      (options.plan ?? 'Free Citizen') !== 'Free Citizen',
      options.adminModules ?? [],
    ],
  )) as { id: string }[];
  const token = await t.app.get(JwtService).signAsync({ sub: row.id, role: options.role ?? 'user' });
  return { id: row.id, email, token, auth: { Authorization: `Bearer ${token}` } };
}

/**
 * Files a complaint as `reporter` through the API, the way the wizard does: the fixture photo uploaded to the local
 * store, then POST /api/complaints at Panaji (roads / Potholes unless `overrides` say otherwise). Returns the
 * complaint's public id; anything but 201 fails the test.
 */
export async function fileComplaint(t: TestApp, reporter: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const upload = await t.http().post('/api/uploads/local').set(reporter.auth).attach('file', photo('goa-panaji.jpg'), 'goa-panaji.jpg').expect(201);
  const res = await t
    .http()
    .post('/api/complaints')
    .set(reporter.auth)
    .send({
      category: 'roads',
      subcategory: 'Potholes',
      title: 'Pothole near the market',
      location: 'Panaji',
      urgency: 'medium',
      authorizeRepresentative: true,
      photos: [upload.body.url],
      coordinates: { lat: 15.4989, lng: 73.8278, source: 'manual' },
      ...overrides,
    })
    .expect(201);
  return res.body.id as string;
}
