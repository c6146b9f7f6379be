import { LIST, none } from './cache-tags';
import { api as generatedHearingApi } from './generated-hearing';

/*
 * My Profile's notification settings (the phone verified by a texted code, the channels chosen; generated into
 * generated-hearing.ts, never edited), with their cache tags: a texted code changes nothing shown; a verified phone and
 * a choice reload the profile. Only My Profile imports this module, so the endpoints load with it and not with the
 * first screen (docs/adr/0073-client-first-screen-budget.md).
 */
export const hearingApi = generatedHearingApi.enhanceEndpoints({
  endpoints: {
    requestPhoneCode: { invalidatesTags: none },
    confirmPhone: { invalidatesTags: [LIST.me] },
    chooseNotificationChannels: { invalidatesTags: [LIST.me] },
  },
});

export const { useRequestPhoneCodeMutation, useConfirmPhoneMutation, useChooseNotificationChannelsMutation } = hearingApi;
