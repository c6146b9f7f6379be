import { complaints } from './complaints';

/**
 * The complaint wizard's namespace, a chunk of its own: /complaint's first step waits for this one alone
 * (`loadComplaintsNamespace` in ../i18n.ts), so the category cards of a cold phone do not wait for the sign-in,
 * billing, support and scorecard strings they never show. Every other lazy page loads it with ./deferred.ts.
 */
export const deferredComplaintsEn = { complaints } as const;
