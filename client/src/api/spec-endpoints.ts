import { baseApi } from './base-api';

/*
 * Routes of the citizen spec (section 7) that the client calls but that are not in openapi.yaml yet:
 * their server side is built in other issues. They go through the same base query as the generated
 * endpoints. When `npm run codegen -w client` generates one of them, delete it here and use the
 * generated hook from './index' instead.
 */

export const specApi = baseApi.injectEndpoints({
  endpoints: () => ({}),
  overrideExisting: false,
});
