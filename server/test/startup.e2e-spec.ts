import { describe, it } from 'node:test';
import { expect } from 'expect';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { eventually, freePort } from './helpers/test-app.js';

const MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'main.js');

async function run(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, ...env }, stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

describe('Start-up (npm start)', () => {
  it('a malformed variable stops start-up with one line naming it, and a non-zero exit', async () => {
    const result = await run({ PORT: 'not-a-port', DATABASE_URL: process.env.TEST_DATABASE_URL! });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Invalid configuration: PORT="not-a-port"/)]);
  });

  it('an unreachable PostgreSQL prints one line naming the URL and what to start', async () => {
    const port = await freePort();
    const result = await run({ DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${port}/civic` });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Cannot reach PostgreSQL at postgres://postgres:***@127.0.0.1:${port}/civic`);
    expect(lines[0]).toContain('docker compose up -d');
    expect(lines[0]).not.toContain('secret');
  });

  it('an unreachable Redis prints one line naming the URL and what to start', async () => {
    const port = await freePort();
    const result = await run({ DATABASE_URL: process.env.TEST_DATABASE_URL!, REDIS_URL: `redis://127.0.0.1:${port}` });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Cannot reach Redis at redis://127.0.0.1:${port} .*docker compose up -d`));
  });

  /** Starts `npm start`'s entry point on a free port and waits for /api/health. */
  async function startApi(port: number): Promise<{ child: ChildProcess; output: () => string }> {
    const child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: process.env.TEST_DATABASE_URL!,
        REDIS_URL: process.env.TEST_REDIS_URL!,
        QUEUE_PREFIX: `${process.env.TEST_QUEUE_PREFIX}_startup`,
        SUPERADMIN_PASSWORD: 'startup-test-pass',
        SHUTDOWN_TIMEOUT_MS: '5000',
        LOG_LEVEL: 'warn',
      },
      stdio: 'pipe',
    });
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const health = await eventually(
      async () => {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        return res.ok ? ((await res.json()) as { status: string }) : null;
      },
      30000,
      200,
    ).catch((error: Error) => {
      // A process that never answered must not outlive the test (its pipes would keep the test file running).
      child.kill('SIGKILL');
      throw new Error(`${error.message}\n${output}`);
    });
    expect(health.status).toBe('ok');
    return { child, output: () => output };
  }

  const exitOf = (child: ChildProcess) =>
    Promise.race([
      once(child, 'exit') as Promise<[number | null, string | null]>,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no exit within 15 s')), 15000)),
    ]);

  it('on SIGTERM stops taking connections, finishes the request in flight, exits 0; a second start resumes', async () => {
    const port = await freePort();
    const api = await startApi(port);

    // A request in flight: headers and half of its body sent before SIGTERM, the rest after.
    const body = JSON.stringify({ email: 'nobody@example.in', password: 'not-the-password' });
    const answer = new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        api.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 700);
      }, 300);
    });
    const exited = exitOf(api.child);
    expect(await answer).toBe(401);
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(api.output()).not.toMatch(/Error|Unhandled/);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    const again = await startApi(port);
    again.child.kill('SIGTERM');
    expect(await exitOf(again.child)).toEqual([0, null]);
  });
});
