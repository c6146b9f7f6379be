import type { Shape } from '../catalogue-shape';
import type { adminQueues as enAdminQueues } from '../en/admin-queues';

/** Queues admin (/admin/queues): background job queues and their failed jobs (Hindi). */
export const adminQueues = {
  title: 'कतारें',
  lead: 'ईमेल, PDF पत्र, ऑडिट लॉग और सार्वजनिक पठन मॉडल पृष्ठभूमि के कामों से बनते हैं। जो काम हर प्रयास में विफल रहा, वह यहाँ प्रतीक्षा करता है: कारण ठीक होने पर उसे फिर से चलाएँ, या हटा दें।',
  loading: 'कतारें लोड हो रही हैं…',
  loadFailed: 'कतारें लोड नहीं हो सकीं।',
  refresh: 'ताज़ा करें',
  queueNames: {
    notifications: 'ईमेल',
    documents: 'PDF दस्तावेज़',
    audit: 'ऑडिट लॉग',
    projections: 'सार्वजनिक पठन मॉडल',
  },
  states: {
    waiting: 'प्रतीक्षा में',
    active: 'चल रहे',
    delayed: 'विलंबित',
    failed: 'विफल',
    completed: 'पूर्ण (रखे गए)',
  },
  countsLabel: 'कतार {queue} के काम, स्थिति के अनुसार',
  failedTitle: 'विफल काम',
  noFailed: 'कोई विफल काम नहीं।',
  moreFailed: '{total} विफल कामों में से नवीनतम {shown} दिखाए जा रहे हैं।',
  tableLabel: 'कतार {queue} के विफल काम',
  columns: {
    job: 'काम',
    error: 'त्रुटि',
    attempts: 'प्रयास',
    failedAt: 'विफल हुआ',
    actions: 'कार्रवाई',
  },
  attempts: '{max} में से {made}',
  retry: 'फिर से चलाएँ',
  retryLabel: 'काम {job} फिर से चलाएँ',
  retried: 'काम फिर से कतार में डाला गया',
  retryFailed: 'काम फिर से नहीं चलाया जा सका।',
  remove: 'हटाएँ',
  removeLabel: 'काम {job} हटाएँ',
  removed: 'काम हटाया गया',
  removeFailed: 'काम हटाया नहीं जा सका।',
  retryAll: 'सभी विफल फिर से चलाएँ',
  retriedAll: '{count} काम फिर से कतार में डाले गए',
  removeAll: 'सभी विफल हटाएँ',
  removedAll: '{count} काम हटाए गए',
  confirmRemove: {
    title: 'यह काम हटाएँ?',
    message: 'काम {job} हटा दिया जाएगा और कभी नहीं चलेगा। इसे पूर्ववत नहीं किया जा सकता।',
    confirm: 'हटाएँ',
  },
  confirmRemoveAll: {
    title: 'सभी विफल काम हटाएँ?',
    message: 'कतार {queue} के सभी {count} विफल काम हटा दिए जाएँगे और कभी नहीं चलेंगे। इसे पूर्ववत नहीं किया जा सकता।',
    confirm: 'सभी हटाएँ',
  },
} as const satisfies Shape<typeof enAdminQueues>;
