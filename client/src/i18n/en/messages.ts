import { Messages } from '@civic/contracts';

/**
 * The spec's messages, word for word, as the `messages` namespace: taken by reference from libs/contracts
 * (`Messages`), which stays their one source, shared with the server. Keys follow its structure:
 * `t('messages:complaint.quotaReached')`, `t('messages:common.tooManyRequestsRetry', { n })`.
 */
export const messages = Messages;
