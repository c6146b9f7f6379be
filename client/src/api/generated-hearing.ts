import { baseApi as api } from './base-api';
export const addTagTypes = ['auth'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      requestPhoneCode: build.mutation<RequestPhoneCodeApiResponse, RequestPhoneCodeApiArg>({
        query: (queryArg) => ({ url: `/api/auth/me/phone/code`, method: 'POST', body: queryArg.requestPhoneCodeRequest }),
        invalidatesTags: ['auth'],
      }),
      confirmPhone: build.mutation<ConfirmPhoneApiResponse, ConfirmPhoneApiArg>({
        query: (queryArg) => ({ url: `/api/auth/me/phone/verify`, method: 'POST', body: queryArg.confirmPhoneRequest }),
        invalidatesTags: ['auth'],
      }),
      chooseNotificationChannels: build.mutation<ChooseNotificationChannelsApiResponse, ChooseNotificationChannelsApiArg>({
        query: (queryArg) => ({ url: `/api/auth/me/notification-channels`, method: 'PUT', body: queryArg.chooseNotificationChannelsRequest }),
        invalidatesTags: ['auth'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type RequestPhoneCodeApiResponse = /** status 200  */ PhoneCodeSentResponse;
export type RequestPhoneCodeApiArg = {
  requestPhoneCodeRequest: RequestPhoneCodeRequest;
};
export type ConfirmPhoneApiResponse = /** status 200  */ AuthUserResponse;
export type ConfirmPhoneApiArg = {
  confirmPhoneRequest: ConfirmPhoneRequest;
};
export type ChooseNotificationChannelsApiResponse = /** status 200  */ AuthUserResponse;
export type ChooseNotificationChannelsApiArg = {
  chooseNotificationChannelsRequest: ChooseNotificationChannelsRequest;
};
export type PhoneCodeSentResponse = {
  /** What to tell the person */
  message: string;
  /** The number the code was sent to, E.164 */
  phone: string;
  /** Minutes the code stays valid */
  expiryMinutes: number;
};
export type RequestPhoneCodeRequest = {
  /** An Indian mobile number as typed (spaces, dashes, a leading 0 or +91 are fine); the profile’s phone when omitted */
  phone?: string;
};
export type AuthUserResponse = {
  /** User id (UUID) */
  _id: string;
  firstName: string;
  lastName: string;
  /** First and last name */
  name: string;
  /** Email address, lowercased */
  email: string;
  /** Phone number; empty for a Google account until the profile is completed */
  phone: string;
  /** Plan name */
  plan: string;
  /** Holds a paid plan */
  isPremium: boolean;
  /** How the account was created (whatsapp: by a first WhatsApp message) */
  authProvider: 'local' | 'google' | 'whatsapp';
  /** The account has a password (false for a Google account until one is created) */
  hasPassword: boolean;
  /** The email address has been verified */
  emailVerified: boolean;
  /** Blocked by an admin: cannot sign in */
  blocked: boolean;
  /** Role */
  role: 'user' | 'admin' | 'superadmin';
  /** Admin modules held (admins only; a superadmin has every module) */
  adminModules: ('complaints' | 'billing' | 'pricing' | 'support' | 'routing' | 'categories' | 'users' | 'email_templates' | 'documents')[];
  /** Chosen language: the client shows it and emails are written in it */
  locale: 'en' | 'kok' | 'mr' | 'hi';
  /** Two-factor sign-in is on: login asks for a code after the password */
  twoFactorEnabled: boolean;
  /** How the account hears about its complaints (status changes, answers, escalation steps, "Is it fixed?"): never empty; email alone by default, WhatsApp alone for a WhatsApp-only account; linking a WhatsApp number adds whatsapp */
  notificationChannels: ('email' | 'sms' | 'whatsapp')[];
  /** The phone number verified by an SMS code, in E.164; null until one is verified (SMS goes only to it) */
  verifiedPhone: string | null;
  /** The WhatsApp number that files under the account (country code and digits, no +), linked from My Profile by a code sent on WhatsApp or the number of a WhatsApp-only account; null when none. WhatsApp can be chosen as a channel only with one. */
  whatsappNumber: string | null;
};
export type ConfirmPhoneRequest = {
  /** The 6-digit code sent by SMS */
  code: string;
};
export type ChooseNotificationChannelsRequest = {
  /** One or more of email, sms (needs a verified phone), whatsapp (needs a linked WhatsApp number) */
  channels: ('email' | 'sms' | 'whatsapp')[];
};
export const { useRequestPhoneCodeMutation, useConfirmPhoneMutation, useChooseNotificationChannelsMutation } = injectedRtkApi;
