import { Messages } from '@civic/contracts';
import { deferredEn } from './deferred';
import { deferredAdminEn } from './deferred-admin';
import { deferredComplaintsEn } from './deferred-complaints';
import { home } from './home';
import { initialEn } from './initial';

/**
 * The English catalogue: one namespace per feature folder, plus `common`, `shell` and `messages` (the spec's
 * messages from libs/contracts). English holds the spec's words exactly. The app bundles ./initial.ts and loads
 * ./deferred.ts, ./deferred-complaints.ts and ./deferred-admin.ts on demand (../i18n.ts; `messages` and `home` are split between them); this whole catalogue is for the types
 * and the tests.
 */
export const en = { ...initialEn, ...deferredEn, ...deferredComplaintsEn, ...deferredAdminEn, messages: Messages, home } as const;
