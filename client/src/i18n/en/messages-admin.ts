import { AdminMessages } from '@civic/contracts';

/**
 * The admin section of the `messages` namespace, added with the deferred catalogue (../i18n.ts
 * `loadDeferredNamespaces`); a module of its own so that it stays out of the first screen's chunk.
 */
export const deferredMessages = { admin: AdminMessages } as const;
