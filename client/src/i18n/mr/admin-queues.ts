import type { Shape } from '../catalogue-shape';
import type { adminQueues as enAdminQueues } from '../en/admin-queues';

/** Queues admin (/admin/queues): background job queues and their failed jobs (Marathi). */
export const adminQueues = {
  title: 'रांगा',
  lead: 'ईमेल, PDF पत्रे, ऑडिट लॉग आणि सार्वजनिक वाचन मॉडेल पार्श्वभूमीतील कामांनी तयार होतात. प्रत्येक प्रयत्नात अयशस्वी झालेले काम येथे थांबते: कारण दुरुस्त झाल्यावर ते पुन्हा चालवा, किंवा काढून टाका.',
  loading: 'रांगा लोड होत आहेत…',
  loadFailed: 'रांगा लोड करता आल्या नाहीत.',
  refresh: 'रिफ्रेश करा',
  queueNames: {
    notifications: 'ईमेल',
    documents: 'PDF दस्तऐवज',
    audit: 'ऑडिट लॉग',
    projections: 'सार्वजनिक वाचन मॉडेल',
  },
  states: {
    waiting: 'प्रतीक्षेत',
    active: 'चालू',
    delayed: 'विलंबित',
    failed: 'अयशस्वी',
    completed: 'पूर्ण (ठेवलेली)',
  },
  countsLabel: 'रांग {queue} मधील कामे, स्थितीनुसार',
  failedTitle: 'अयशस्वी कामे',
  noFailed: 'एकही अयशस्वी काम नाही.',
  moreFailed: '{total} अयशस्वी कामांपैकी नवीनतम {shown} दाखवत आहोत.',
  tableLabel: 'रांग {queue} मधील अयशस्वी कामे',
  columns: {
    job: 'काम',
    error: 'त्रुटी',
    attempts: 'प्रयत्न',
    failedAt: 'अयशस्वी झाले',
    actions: 'कृती',
  },
  attempts: '{max} पैकी {made}',
  retry: 'पुन्हा चालवा',
  retryLabel: 'काम {job} पुन्हा चालवा',
  retried: 'काम पुन्हा रांगेत टाकले',
  retryFailed: 'काम पुन्हा चालवता आले नाही.',
  remove: 'काढा',
  removeLabel: 'काम {job} काढा',
  removed: 'काम काढले',
  removeFailed: 'काम काढता आले नाही.',
  retryAll: 'सर्व अयशस्वी पुन्हा चालवा',
  retriedAll: '{count} कामे पुन्हा रांगेत टाकली',
  removeAll: 'सर्व अयशस्वी काढा',
  removedAll: '{count} कामे काढली',
  confirmRemove: {
    title: 'हे काम काढायचे?',
    message: 'काम {job} हटवले जाईल आणि कधीही चालणार नाही. हे पूर्ववत करता येणार नाही.',
    confirm: 'काढा',
  },
  confirmRemoveAll: {
    title: 'सर्व अयशस्वी कामे काढायची?',
    message: 'रांग {queue} मधील सर्व {count} अयशस्वी कामे हटवली जातील आणि कधीही चालणार नाहीत. हे पूर्ववत करता येणार नाही.',
    confirm: 'सर्व काढा',
  },
} as const satisfies Shape<typeof enAdminQueues>;
