import type { Shape } from '../catalogue-shape';
import type { scorecards as enScorecards } from '../en/scorecards';

/** Scorecards (features/scorecards) (Konkani; awaits native review). */
export const scorecards = {
  title: 'प्राधिकरणांचें स्कोअरकार्ड',
  lead: 'गोंयच्या प्राधिकरणांक धाडिल्ल्या तक्रारींक तांणी कशी जाप दिली: कितल्यो सोडयल्यो, कितल्या बेगीन, आनी आतां कितल्यो मुदत सोंपिल्ल्यो. नांवां वा तक्रारीचो मजकूर दाखयना.',
  by: 'गट',
  groupings: { authority: 'प्राधिकरण', taluka: 'तालुको', ulb: 'शार (ULB)' },
  from: 'दाखल केल्ली तारीख सावन',
  to: 'दाखल केल्ली तारीख मेरेन',
  apply: 'दाखयात',
  loading: 'स्कोअरकार्ड लोड जाता…',
  empty: 'ह्या काळाखातीर अजून एकूय तक्रार मेजूंक ना.',
  tableCaption: '{grouping} प्रमाण स्कोअरकार्ड',
  columns: {
    name: 'नांव',
    received: 'मेळिल्ल्यो',
    resolved: 'सोडयल्ल्यो',
    medianDays: 'सोडोवपाक मध्यम दीस',
    withinDue: 'मुदती भितर सोडयल्ल्यो',
    verified: 'पडताळिल्ले उपाय',
    overdue: 'आतां मुदत सोंपिल्ल्यो',
    forwarded: 'फुडें धाडिल्ल्यो',
    answered: 'प्राधिकरणान जाप दिल्ल्यो',
    medianHoursToAnswer: 'पयली जाप दिवपाक मध्यम वरां',
    resolvedByAuthority: 'प्राधिकरणान सोडयल्ल्यो',
    answeredBeforeDue: 'मुदती आदीं जाप दिल्ल्यो',
  },
  days: '{days} दीस',
  hours: '{hours} वरां',
  none: '—',
  chartTitle: 'सोडोवपाक मध्यम दीस',
  chartLoading: 'चार्ट लोड जाता…',
  chartLabel: 'दर {grouping} सोडोवपाक मध्यम दिसांचो बार चार्ट; हेच आंकडे वयल्या टेबलांत आसात.',
  download: '<licence>CC BY 4.0</licence> खाला उक्तो डेटा: हे स्कोरकार्ड <csv>CSV</csv> म्हूण डाउनलोड करात.',
  notes:
    'प्राधिकरण: तक्रार ज्या संपर्काक धाडली ताचो विभाग आनी ईमेल डोमेन. मुदती भितर सोडयल्ल्यो म्हळ्यार जांची मुदत सोंपल्या वा पाळ्ळ्या त्यो धाडिल्ल्यो तक्रारी. पडताळिल्ले उपाय: सोडयल्ल्या तक्रारीं पयकी जांच्या तक्रारदारान तक्रारीच्या जाग्या सावन 200 मीटरां भितर काडिल्ल्या फोटोन उपायाची खात्री केल्या त्यांचो वांटो.',
} as const satisfies Shape<typeof enScorecards>;
