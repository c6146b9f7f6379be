import { describe, expect, it } from '@jest/globals';
import { SERVICE_WORKER_DELAY_MS, SERVICE_WORKER_IDLE_TIMEOUT_MS, type ServiceWorkerHost, registerServiceWorkerWhenSettled } from './service-worker';

/** A host that records what registerServiceWorkerWhenSettled asks of the browser and runs it only when told. */
function fakeHost(overrides: Partial<ServiceWorkerHost> = {}) {
  const steps: string[] = [];
  let onLoad: (() => void) | null = null;
  let timer: (() => void) | null = null;
  let idle: (() => void) | null = null;
  const host: ServiceWorkerHost = {
    readyState: 'interactive',
    addLoadListener: (listener) => {
      steps.push('waits for load');
      onLoad = listener;
    },
    setTimeout: (callback, ms) => {
      steps.push(`waits ${ms} ms`);
      timer = callback;
    },
    requestIdleCallback: (callback, { timeout }) => {
      steps.push(`waits for idle, at most ${timeout} ms`);
      idle = callback;
    },
    register: (url, options) => {
      steps.push(`registers ${url} for ${options.scope}`);
      return Promise.resolve({});
    },
    ...overrides,
  };
  return { host, steps, load: () => onLoad?.(), fireTimer: () => timer?.(), becomeIdle: () => idle?.() };
}

describe('the service worker registration', () => {
  it('registers /sw.js only after the load event, the delay and an idle moment, in that order', () => {
    const { host, steps, load, fireTimer, becomeIdle } = fakeHost();
    registerServiceWorkerWhenSettled(host);
    expect(steps).toEqual(['waits for load']);
    load();
    expect(steps.at(-1)).toBe(`waits ${SERVICE_WORKER_DELAY_MS} ms`);
    fireTimer();
    expect(steps.at(-1)).toBe(`waits for idle, at most ${SERVICE_WORKER_IDLE_TIMEOUT_MS} ms`);
    becomeIdle();
    expect(steps).toEqual([
      'waits for load',
      `waits ${SERVICE_WORKER_DELAY_MS} ms`,
      `waits for idle, at most ${SERVICE_WORKER_IDLE_TIMEOUT_MS} ms`,
      'registers /sw.js for /',
    ]);
  });

  it('starts the delay at once when the page has already loaded, and registers without an idle callback where there is none', () => {
    const { host, steps, fireTimer } = fakeHost({ readyState: 'complete', requestIdleCallback: undefined });
    registerServiceWorkerWhenSettled(host);
    expect(steps).toEqual([`waits ${SERVICE_WORKER_DELAY_MS} ms`]);
    fireTimer();
    expect(steps.at(-1)).toBe('registers /sw.js for /');
  });

  it('does nothing in a browser without service workers, and a failed registration throws nowhere', async () => {
    const without = fakeHost({ register: undefined });
    registerServiceWorkerWhenSettled(without.host);
    expect(without.steps).toEqual([]);

    let rejected = false;
    const failing = fakeHost({
      readyState: 'complete',
      requestIdleCallback: undefined,
      register: () => {
        rejected = true;
        return Promise.reject(new Error('SecurityError'));
      },
    });
    registerServiceWorkerWhenSettled(failing.host);
    failing.fireTimer();
    await Promise.resolve();
    expect(rejected).toBe(true);
  });
});
