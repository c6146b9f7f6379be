import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom without the fetch API: react-router's data routers build a `Request` on every navigation.
 * This environment lends jsdom Node's own fetch classes, and Node's AbortController so that the
 * signals it passes to `Request` are ones Node accepts; and `structuredClone`, which IndexedDB (fake-indexeddb in
 * the draft tests) uses to store a value.
 */
export default class JsdomWithFetchEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'AbortController', 'AbortSignal', 'ReadableStream', 'structuredClone']) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}
