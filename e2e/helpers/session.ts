import { type APIRequestContext, type Page, expect } from '@playwright/test';

/** The superadmin that e2e/serve.mjs seeds (SUPERADMIN_EMAIL / SUPERADMIN_PASSWORD). */
export const SUPERADMIN = { email: 'superadmin@e2e.goa-civic.local', password: 'e2e-superadmin-pass' } as const;

export interface Session {
  token: string;
  user: Record<string, unknown> & { email: string; name?: string; role?: string };
}

let counter = 0;
/** An email address no other test uses. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@e2e.goa-civic.local`;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text();
  expect(response.ok(), `${what}: HTTP ${response.status()} ${body}`).toBe(true);
  return JSON.parse(body) as T;
}

/** POST /api/auth/login. */
export async function login(request: APIRequestContext, email: string, password: string): Promise<Session> {
  return json<Session>(await request.post('/api/auth/login', { data: { email, password } }), `login ${email}`);
}

/** A new admin holding `modules`, created by the superadmin, signed in. */
export async function createAdmin(request: APIRequestContext, modules: string[], name = { firstName: 'Routing', lastName: 'Admin' }): Promise<Session> {
  const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
  const email = uniqueEmail('admin');
  const password = 'e2e-admin-pass';
  await json(
    await request.post('/api/admin/admins', {
      headers: { Authorization: `Bearer ${superadmin.token}` },
      data: { ...name, email, password, modules },
    }),
    'create admin',
  );
  return login(request, email, password);
}

/**
 * A new citizen: signs up, follows the verification link from the sent-mail log (read as the
 * superadmin), and signs in.
 */
export async function createVerifiedCitizen(request: APIRequestContext, name = { firstName: 'Asha', lastName: 'Naik' }): Promise<Session> {
  const email = uniqueEmail('citizen');
  const password = 'e2e-citizen-pass';
  await json(await request.post('/api/auth/signup', { data: { ...name, email, phone: '+91 98220 12345', password } }), 'sign up');
  const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
  const auth = { Authorization: `Bearer ${superadmin.token}` };
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const list = await json<{ items: { _id: string; to: string[] }[] }>(
          await request.get('/api/admin/mail', { headers: auth, params: { q: email } }),
          'list sent mail',
        );
        const message = list.items.find((m) => m.to.includes(email));
        if (!message) return undefined;
        const detail = await json<{ text: string; html: string }>(await request.get(`/api/admin/mail/${message._id}`, { headers: auth }), 'read sent mail');
        token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(`${detail.text} ${detail.html}`)?.[1];
        return token;
      },
      { message: `verification email to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  await json(await request.get('/api/auth/verify-email', { params: { token: token! } }), 'verify email');
  return login(request, email, password);
}

/** Stores the session the way the app does ('civic.token', 'civic.user') before the page's scripts run, once per test. */
export async function useSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript(
    ([token, user]) => {
      if (window.sessionStorage.getItem('e2e-session-seeded')) return;
      window.localStorage.setItem('civic.token', token);
      window.localStorage.setItem('civic.user', user);
      window.sessionStorage.setItem('e2e-session-seeded', '1');
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}
