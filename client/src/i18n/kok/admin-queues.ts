import type { Shape } from '../catalogue-shape';
import type { adminQueues as enAdminQueues } from '../en/admin-queues';

/** Queues admin (/admin/queues): background job queues and their failed jobs (Konkani). */
export const adminQueues = {
  title: 'रांगो',
  lead: 'ईमेल, PDF पत्रां, ऑडिट लॉग आनी सार्वजनीक वाचपाचे मॉडेल फाटल्यान चलपी कामांनी तयार जातात. दर एका यत्नांत फसल्लें काम हांगा रावता: कारण सारकें जाले उपरांत तें परत चलयात, वा काडून उडयात.',
  loading: 'रांगो लोड जातात…',
  loadFailed: 'रांगो लोड करूंक जाल्यो नात.',
  refresh: 'नवें करात',
  queueNames: {
    notifications: 'ईमेल',
    documents: 'PDF दस्तावेज',
    audit: 'ऑडिट लॉग',
    projections: 'सार्वजनीक वाचपाचे मॉडेल',
  },
  states: {
    waiting: 'वाट पळयता',
    active: 'चलता',
    delayed: 'पुडें ढकलिल्लें',
    failed: 'फसल्लें',
    completed: 'पुराय (दवरिल्लीं)',
  },
  countsLabel: 'रांग {queue} चीं कामां, स्थिती प्रमाण',
  failedTitle: 'फसल्लीं कामां',
  noFailed: 'एकूय फसल्लें काम ना.',
  moreFailed: '{total} फसल्ल्या कामां मदलीं नवीं {shown} दाखयतात.',
  tableLabel: 'रांग {queue} चीं फसल्लीं कामां',
  columns: {
    job: 'काम',
    error: 'चूक',
    attempts: 'यत्न',
    failedAt: 'फसलें',
    actions: 'कृती',
  },
  attempts: '{max} मदले {made}',
  retry: 'परत चलयात',
  retryLabel: 'काम {job} परत चलयात',
  retried: 'काम परत रांगेंत घालें',
  retryFailed: 'काम परत चलोवंक जालें ना.',
  remove: 'काडात',
  removeLabel: 'काम {job} काडात',
  removed: 'काम काडलें',
  removeFailed: 'काम काडूंक जालें ना.',
  retryAll: 'सगळीं फसल्लीं परत चलयात',
  retriedAll: '{count} कामां परत रांगेंत घालीं',
  removeAll: 'सगळीं फसल्लीं काडात',
  removedAll: '{count} कामां काडलीं',
  confirmRemove: {
    title: 'हें काम काडचें?',
    message: 'काम {job} काडून उडयतले आनी तें केन्नाच चलचें ना. हें परत फाटीं घेवंक जायना.',
    confirm: 'काडात',
  },
  confirmRemoveAll: {
    title: 'सगळीं फसल्लीं कामां काडचीं?',
    message: 'रांग {queue} चीं सगळीं {count} फसल्लीं कामां काडून उडयतले आनी तीं केन्नाच चलचीं नात. हें परत फाटीं घेवंक जायना.',
    confirm: 'सगळीं काडात',
  },
} as const satisfies Shape<typeof enAdminQueues>;
