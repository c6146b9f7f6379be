import { baseApi } from './base-api';

/*
 * Routes of the citizen spec (section 7) that the client calls but that are not in openapi.yaml yet:
 * their server side is built in other issues. They go through the same base query as the generated
 * endpoints. When `npm run codegen -w client` generates one of them, delete it here and use the
 * generated hook from './index' instead.
 */

/** POST /api/support/volunteer body (citizen spec section 3, "Volunteer/support submission"). */
export interface VolunteerSubmission {
  fullName: string;
  email: string;
  phone?: string;
  interest: string;
  message: string;
}

export const specApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitVolunteerForm: build.mutation<unknown, VolunteerSubmission>({
      query: (body) => ({ url: '/api/support/volunteer', method: 'POST', body }),
    }),
  }),
  overrideExisting: false,
});

export const { useSubmitVolunteerFormMutation } = specApi;
