/*
 * Linking a WhatsApp number from My Profile (paths under /api/whatsapp/link, generated into generated-whatsapp.ts with
 * their cache tags, never edited; docs/adr/0151-whatsapp-channel.md). Only the profile's lazy WhatsApp section imports
 * this module, so the endpoints stay out of the first screen (docs/adr/0073-client-first-screen-budget.md).
 */
export * from './generated-whatsapp';
