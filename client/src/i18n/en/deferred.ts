import { HearingMessages } from '@civic/contracts';
import { auth } from './auth';
import { billing } from './billing';
import { content } from './content';
import { respond } from './respond';
import { scorecards } from './scorecards';
import { support } from './support';

/**
 * The namespaces that the first screen does not read: a chunk of its own, loaded by `loadDeferredNamespaces`
 * (../i18n.ts) together with every lazy page and the sign-in modal, so the home page's bundle stays small. The admin
 * pages' namespaces are a chunk of their own again (./deferred-admin.ts): a citizen's page never loads them; the
 * wizard's `complaints` is one too (./deferred-complaints.ts), loaded with these by every other page.
 */
export const deferredEn = {
  // Merged into the initial `messages` namespace (deep): the section only My Profile's server answers use.
  messages: { hearing: HearingMessages },
  content,
  auth,
  support,
  scorecards,
  respond,
  billing,
} as const;
