import { afterEach, describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { type FakeApi, installFakeApi } from '../../test/fake-api';
import { api } from '../api';
import { prefetchFirstScreenData } from './first-screen-data';
import { makeStore } from './store';

let fake: FakeApi | null = null;
afterEach(() => {
  fake?.restore();
  fake = null;
});

describe('the data of the first screen, requested before its page has loaded', () => {
  it("requests a complaint's public page's complaint into the cache the page reads", async () => {
    fake = installFakeApi({ 'GET /api/public/complaints/GOA-2026-000042': () => ({ body: { id: 'GOA-2026-000042' } }) });
    const store = makeStore();
    prefetchFirstScreenData(store, '/c/GOA-2026-000042');
    // The entry the page's useGetPublicComplaintQuery({ id }) reads: that endpoint with those arguments.
    await waitFor(() =>
      expect(Object.values(store.getState()[api.reducerPath].queries)).toEqual([
        expect.objectContaining({ endpointName: 'getPublicComplaint', originalArgs: { id: 'GOA-2026-000042' }, data: { id: 'GOA-2026-000042' } }),
      ]),
    );
    expect(fake.callsTo('GET /api/public/complaints/GOA-2026-000042')).toHaveLength(1);
  });

  it('requests nothing for the other pages', () => {
    const store = makeStore();
    for (const path of ['/', '/map', '/c', '/c/GOA-2026-000042/photos', '/complaint']) prefetchFirstScreenData(store, path);
    // A request starts with a query entry in the store, written synchronously by the dispatch.
    expect(store.getState()[api.reducerPath].queries).toEqual({});
  });
});
