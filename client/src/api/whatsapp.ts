import { LIST, none } from './cache-tags';
import { api as generatedWhatsAppApi } from './generated-whatsapp';

/*
 * Linking a WhatsApp number from My Profile (paths under /api/whatsapp/link, generated into generated-whatsapp.ts,
 * never edited; docs/adr/0151-whatsapp-channel.md), with their cache tags: a code sent changes nothing shown; a
 * confirmed link reloads the profile, whose `whatsappNumber` and channels it changed
 * (docs/adr/0154-whatsapp-as-a-chosen-channel.md). Only the profile's lazy WhatsApp section imports this module, so
 * the endpoints stay out of the first screen (docs/adr/0073-client-first-screen-budget.md).
 */
export const whatsappApi = generatedWhatsAppApi.enhanceEndpoints({
  addTagTypes: ['auth'],
  endpoints: {
    requestWhatsAppLink: { invalidatesTags: none },
    confirmWhatsAppLink: { invalidatesTags: [LIST.me, 'whatsapp'] },
  },
});

export const { useGetWhatsAppLinkQuery, useRequestWhatsAppLinkMutation, useConfirmWhatsAppLinkMutation } = whatsappApi;
