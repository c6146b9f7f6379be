import { baseApi as api } from './base-api';
export const addTagTypes = ['alerts'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      createAlert: build.mutation<CreateAlertApiResponse, CreateAlertApiArg>({
        query: (queryArg) => ({ url: `/api/alerts`, method: 'POST', body: queryArg.createAlertRequest }),
        invalidatesTags: ['alerts'],
      }),
      listMyAlerts: build.query<ListMyAlertsApiResponse, ListMyAlertsApiArg>({
        query: () => ({ url: `/api/alerts` }),
        providesTags: ['alerts'],
      }),
      listAddressAlerts: build.query<ListAddressAlertsApiResponse, ListAddressAlertsApiArg>({
        query: (queryArg) => ({
          url: `/api/alerts/manage`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ['alerts'],
      }),
      deleteAlert: build.mutation<DeleteAlertApiResponse, DeleteAlertApiArg>({
        query: (queryArg) => ({ url: `/api/alerts/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['alerts'],
      }),
      confirmAlert: build.mutation<ConfirmAlertApiResponse, ConfirmAlertApiArg>({
        query: (queryArg) => ({
          url: `/api/alerts/confirm`,
          method: 'POST',
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ['alerts'],
      }),
      unsubscribeAlert: build.mutation<UnsubscribeAlertApiResponse, UnsubscribeAlertApiArg>({
        query: (queryArg) => ({
          url: `/api/alerts/unsubscribe`,
          method: 'POST',
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ['alerts'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type CreateAlertApiResponse = /** status 201  */ AlertCreatedResponse;
export type CreateAlertApiArg = {
  createAlertRequest: CreateAlertRequest;
};
export type ListMyAlertsApiResponse = /** status 200  */ AlertListResponse;
export type ListMyAlertsApiArg = void;
export type ListAddressAlertsApiResponse = /** status 200  */ AddressAlertListResponse;
export type ListAddressAlertsApiArg = {
  /** The token of the emailed link: the alert’s id (or the ids of the alerts that sent one email, or the address of a list) and its MAC */
  token: string;
};
export type DeleteAlertApiResponse = /** status 200  */ AlertActionResponse;
export type DeleteAlertApiArg = {
  /** The alert’s id (uuid) */
  id: string;
};
export type ConfirmAlertApiResponse = /** status 200  */ AlertActionResponse;
export type ConfirmAlertApiArg = {
  /** The token of the emailed link: the alert’s id (or the ids of the alerts that sent one email, or the address of a list) and its MAC */
  token: string;
};
export type UnsubscribeAlertApiResponse = /** status 200  */ AlertActionResponse;
export type UnsubscribeAlertApiArg = {
  /** The token of the emailed link: the alert’s id (or the ids of the alerts that sent one email, or the address of a list) and its MAC */
  token: string;
};
export type AlertCreatedResponse = {
  /** Id (uuid) */
  id: string;
  /** active (signed in) or pending (an address alone, until confirmed) */
  status: 'pending' | 'active' | 'paused';
  /** What to tell the person, in English (the client shows the catalogue’s words for the status) */
  message: string;
};
export type CreateAlertRequest = {
  /** LGD taluka (subdistrict) code */
  taluka?: string;
  /** LGD ULB (municipality) code */
  ulb?: string;
  /** LGD village code */
  village?: string;
  /** Latitude of the circle’s centre in degrees (WGS84), in Goa; with lng and radius */
  lat?: number;
  /** Longitude of the circle’s centre in degrees (WGS84), in Goa; with lat and radius */
  lng?: number;
  /** Radius of the circle in metres, a whole number from 200 to 5000; with lat and lng */
  radius?: number;
  /** Category keys (at most 30); empty or absent: every category */
  categories?: string[];
  /** 'new': complaints filed; 'updates': their status changes; one or both */
  events: ('new' | 'updates')[];
  /** 'instant': one email per complaint at once; 'daily': one digest a day */
  frequency: 'instant' | 'daily';
  /** Where the alerts go when not signed in (required then; ignored when signed in); at most 254 characters */
  email?: string;
  /** The language of the emails when not signed in: the page’s (a signed-in account’s emails use its own) */
  locale?: 'en' | 'kok' | 'mr' | 'hi';
};
export type AlertResponse = {
  /** Id (uuid) */
  id: string;
  /** LGD taluka code, when the area is a taluka */
  taluka: string | null;
  /** LGD ULB code, when the area is a ULB */
  ulb: string | null;
  /** LGD village code, when the area is a village */
  village: string | null;
  /** Circle centre latitude (degrees), when the area is a circle */
  lat: number | null;
  /** Circle centre longitude (degrees), when the area is a circle */
  lng: number | null;
  /** Circle radius in metres, when the area is a circle */
  radius: number | null;
  /** The place’s name as the geography has it; for a circle, its centre and radius */
  areaName: string;
  /** Category keys; empty: every category */
  categories: string[];
  events: ('new' | 'updates')[];
  frequency: 'instant' | 'daily';
  /** active; pending (waiting for its confirmation); paused (its address bounced) */
  status: 'pending' | 'active' | 'paused';
  /** ISO 8601 date-time (UTC) */
  createdAt: string;
};
export type AlertListResponse = {
  items: AlertResponse[];
};
export type AddressAlertResponse = {
  /** Id (uuid) */
  id: string;
  /** LGD taluka code, when the area is a taluka */
  taluka: string | null;
  /** LGD ULB code, when the area is a ULB */
  ulb: string | null;
  /** LGD village code, when the area is a village */
  village: string | null;
  /** Circle centre latitude (degrees), when the area is a circle */
  lat: number | null;
  /** Circle centre longitude (degrees), when the area is a circle */
  lng: number | null;
  /** Circle radius in metres, when the area is a circle */
  radius: number | null;
  /** The place’s name as the geography has it; for a circle, its centre and radius */
  areaName: string;
  /** Category keys; empty: every category */
  categories: string[];
  events: ('new' | 'updates')[];
  frequency: 'instant' | 'daily';
  /** active; pending (waiting for its confirmation); paused (its address bounced) */
  status: 'pending' | 'active' | 'paused';
  /** ISO 8601 date-time (UTC) */
  createdAt: string;
  /** The token POST /api/alerts/unsubscribe takes to stop this alert */
  unsubscribeToken: string;
};
export type AddressAlertListResponse = {
  /** The address the list token names, lower case */
  email: string;
  /** Newest first (at most 20) */
  items: AddressAlertResponse[];
};
export type AlertActionResponse = {
  /** What happened */
  message: string;
  /** The area of the alert (confirm); empty otherwise */
  areaName: string;
};
export const {
  useCreateAlertMutation,
  useListMyAlertsQuery,
  useListAddressAlertsQuery,
  useDeleteAlertMutation,
  useConfirmAlertMutation,
  useUnsubscribeAlertMutation,
} = injectedRtkApi;
