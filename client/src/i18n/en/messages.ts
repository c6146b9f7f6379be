import { PublicMessages } from '@civic/contracts';

/**
 * The spec's messages, word for word, as the `messages` namespace: taken by reference from libs/contracts
 * (`Messages`), which stays their one source, shared with the server. Keys follow its structure:
 * `t('messages:complaint.quotaReached')`, `t('messages:common.tooManyRequestsRetry', { n })`. The first screen bundles
 * every section but `admin` (this one, `PublicMessages`); ./messages-admin.ts adds the admin section with the deferred
 * catalogue, and ./index.ts holds the whole of `Messages` for the types and the tests.
 */
export const initialMessages = PublicMessages;
