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

/** e2e/serve.mjs's control server (E2E_DB_CONTROL_PORT, default E2E_PORT + 1000). */
const CONTROL_URL = `http://127.0.0.1:${Number(process.env.E2E_DB_CONTROL_PORT || Number(process.env.E2E_PORT || 3100) + 1000)}`;

/** An email as the app printed it on its console: its subject and the lines that carry a link or code. */
export interface ConsoleMail {
  subject: string;
  lines: string[];
}

/**
 * The emails to `email` whose links the app printed on its console, oldest first. The journeys run without SMTP_URL, as
 * a local trial does: the sent-mail log keeps every link redacted, and a person reads theirs on the server's console
 * (e2e/serve.mjs gives the app a terminal and collects what it prints).
 */
export async function consoleMail(request: APIRequestContext, email: string): Promise<ConsoleMail[]> {
  return json<ConsoleMail[]>(await request.get(`${CONTROL_URL}/console-mail`, { params: { to: email } }), 'read the console mail');
}

/** The token of the `count`-th verification link printed for `email` (waits for it). */
export async function consoleVerificationToken(request: APIRequestContext, email: string, count = 1): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const links = (await consoleMail(request, email)).flatMap((m) => m.lines).filter((line) => line.includes('/verify-email?token='));
        token = links.length >= count ? /verify-email\?token=([A-Za-z0-9_-]+)/.exec(links[count - 1])?.[1] : undefined;
        return token;
      },
      { message: `verification link ${count} for ${email} on the console`, timeout: 15_000 },
    )
    .toBeTruthy();
  return token!;
}

/** A new citizen: signs up, follows the verification link the app printed on its console, and signs in. */
export async function createVerifiedCitizen(request: APIRequestContext, name = { firstName: 'Asha', lastName: 'Naik' }): Promise<Session> {
  const email = uniqueEmail('citizen');
  const password = 'e2e-citizen-pass';
  await json(await request.post('/api/auth/signup', { data: { ...name, email, phone: '+91 98220 12345', password } }), 'sign up');
  const token = await consoleVerificationToken(request, email);
  await json(await request.get('/api/auth/verify-email', { params: { token } }), 'verify email');
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
