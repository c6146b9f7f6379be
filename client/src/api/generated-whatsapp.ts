import { baseApi as api } from './base-api';
export const addTagTypes = ['whatsapp'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getWhatsAppLink: build.query<GetWhatsAppLinkApiResponse, GetWhatsAppLinkApiArg>({
        query: () => ({ url: `/api/whatsapp/link` }),
        providesTags: ['whatsapp'],
      }),
      requestWhatsAppLink: build.mutation<RequestWhatsAppLinkApiResponse, RequestWhatsAppLinkApiArg>({
        query: (queryArg) => ({ url: `/api/whatsapp/link/request`, method: 'POST', body: queryArg.whatsAppLinkRequest }),
        invalidatesTags: ['whatsapp'],
      }),
      confirmWhatsAppLink: build.mutation<ConfirmWhatsAppLinkApiResponse, ConfirmWhatsAppLinkApiArg>({
        query: (queryArg) => ({ url: `/api/whatsapp/link/confirm`, method: 'POST', body: queryArg.whatsAppLinkConfirmRequest }),
        invalidatesTags: ['whatsapp'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type GetWhatsAppLinkApiResponse = /** status 200  */ WhatsAppLinkResponse;
export type GetWhatsAppLinkApiArg = void;
export type RequestWhatsAppLinkApiResponse = /** status 200  */ WhatsAppLinkResponse;
export type RequestWhatsAppLinkApiArg = {
  whatsAppLinkRequest: WhatsAppLinkRequest;
};
export type ConfirmWhatsAppLinkApiResponse = /** status 200  */ WhatsAppLinkResponse;
export type ConfirmWhatsAppLinkApiArg = {
  whatsAppLinkConfirmRequest: WhatsAppLinkConfirmRequest;
};
export type WhatsAppLinkResponse = {
  /** Country code and digits, no +; null when none is linked */
  phone: string | null;
};
export type WhatsAppLinkRequest = {
  /** The WhatsApp number: country code and digits (a leading + and spaces are ignored) */
  phone: string;
};
export type WhatsAppLinkConfirmRequest = {
  /** The 6 digits received on WhatsApp */
  code: string;
};
export const { useGetWhatsAppLinkQuery, useRequestWhatsAppLinkMutation, useConfirmWhatsAppLinkMutation } = injectedRtkApi;
