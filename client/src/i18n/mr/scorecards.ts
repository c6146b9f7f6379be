import type { Shape } from '../catalogue-shape';
import type { scorecards as enScorecards } from '../en/scorecards';

/** Scorecards (features/scorecards) (Marathi; awaits native review). */
export const scorecards = {
  title: 'प्राधिकरणांचे स्कोअरकार्ड',
  lead: 'गोव्यातील प्राधिकरणांनी त्यांच्याकडे पाठवलेल्या तक्रारींना कसे उत्तर दिले: किती सोडवल्या, किती लवकर, आणि आता किती मुदत उलटलेल्या आहेत. नावे किंवा तक्रारीचा मजकूर दाखवला जात नाही.',
  by: 'गट',
  groupings: { authority: 'प्राधिकरण', taluka: 'तालुका', ulb: 'शहर (ULB)' },
  from: 'दाखल तारखेपासून',
  to: 'दाखल तारखेपर्यंत',
  apply: 'दाखवा',
  loading: 'स्कोअरकार्ड लोड होत आहेत…',
  empty: 'या कालावधीसाठी अजून एकही तक्रार मोजली गेली नाही.',
  tableCaption: '{grouping} नुसार स्कोअरकार्ड',
  columns: {
    name: 'नाव',
    received: 'प्राप्त',
    resolved: 'सोडवलेल्या',
    medianDays: 'सोडवण्यासाठी मध्यम दिवस',
    withinDue: 'मुदतीत सोडवलेल्या',
    verified: 'पडताळलेले उपाय',
    overdue: 'आता मुदत उलटलेल्या',
    forwarded: 'पुढे पाठवलेल्या',
    answered: 'प्राधिकरणाने उत्तर दिलेल्या',
    medianHoursToAnswer: 'पहिल्या उत्तरासाठी मध्यम तास',
    resolvedByAuthority: 'प्राधिकरणाने निवारण केलेल्या',
    answeredBeforeDue: 'मुदतीपूर्वी उत्तर दिलेल्या',
  },
  days: '{days} दिवस',
  hours: '{hours} तास',
  none: '—',
  chartTitle: 'सोडवण्यासाठी मध्यम दिवस',
  chartLoading: 'चार्ट लोड होत आहे…',
  chartLabel: 'प्रत्येक {grouping} साठी सोडवण्याच्या मध्यम दिवसांचा बार चार्ट; हेच आकडे वरील तक्त्यात आहेत.',
  download: '<licence>CC BY 4.0</licence> अंतर्गत खुला डेटा: ही स्कोरकार्ड <csv>CSV</csv> म्हणून डाउनलोड करा.',
  notes:
    'प्राधिकरण: तक्रार ज्या संपर्काकडे पाठवली त्याचा विभाग आणि ईमेल डोमेन. मुदतीत सोडवलेल्या म्हणजे ज्यांची मुदत उलटली किंवा पाळली गेली अशा पाठवलेल्या तक्रारी. पडताळलेले उपाय: सोडवलेल्या तक्रारींपैकी ज्यांच्या तक्रारदाराने तक्रारीच्या ठिकाणापासून 200 मीटरच्या आत काढलेल्या फोटोने उपायाची पुष्टी केली त्यांचा वाटा.',
} as const satisfies Shape<typeof enScorecards>;
