import { Messages, type Locale } from '@civic/contracts';

/**
 * The fixed wording of the authority letter outside the admin-editable template (docs/adr/0031-authority-letter.md and
 * docs/adr/0032-letter-language-and-devanagari-in-pdfs.md), in each of the portal's languages. The letter is English unless
 * an admin chose another language on the PDF Templates page. `{id}`, `{page}` and `{pages}` are filled
 * in the footer. The Konkani, Marathi and Hindi wording awaits a native speaker's review like the rest of the
 * translations.
 */
export interface LetterText {
  to: string;
  date: string;
  reference: string;
  subject: string;
  complaintId: string;
  title: string;
  category: string;
  subcategory: string;
  location: string;
  landmark: string;
  urgency: string;
  submitted: string;
  coordinates: string;
  map: string;
  description: string;
  name: string;
  email: string;
  phone: string;
  photo: string;
  noPhotos: string;
  /** The heading and sentence above the recipient's response link and its QR code. */
  respondHeading: string;
  respondText: string;
  /** The date to answer by and the two ways to answer; `{date}` is the due date in the letter's language. */
  respondBy: string;
  outsideBounds: string;
  anonymous: string;
  /** What {{reporterName}} prints for an anonymous complaint. */
  anonymousReporterName: string;
  /** What {{authorityName}} prints when the routing contact has neither a name nor a designation. */
  authorityFallback: string;
  footer: string;
  /** The summary row of {{citizensReporting}}. */
  citizensReportingLabel: string;
  /** What {{citizensReporting}} prints for the reporter alone, and for {n} citizens (the reporter and each 'Me too'). */
  citizensReportingOne: string;
  citizensReportingMany: string;
  /** The escalation letter's summary rows and its fixed wording. */
  forwardedTo: string;
  forwardedOn: string;
  dueDate: string;
  daysOverdue: string;
  /** The days-overdue value; `{n}` is the number. */
  daysOverdueValue: string;
  reminderSent: string;
  escalationLevel: string;
  /** What {{reminderDate}} prints when no reminder was sent (the reporter escalated first). */
  noReminder: string;
  /** The line naming the level-0 authority in copy. */
  copyTo: string;
  /** The escalation letter's complainant section: the identity is not repeated to higher authorities. */
  complainantWithheld: string;
  /** The complaint's urgency (low, medium, high, critical) in words. */
  urgencies: Record<'low' | 'medium' | 'high' | 'critical', string>;
}

export const LETTER_TEXT_BY_LOCALE: Record<Locale, LetterText> = {
  en: {
    to: 'To',
    date: 'Date',
    reference: 'Ref.',
    subject: 'Subject',
    complaintId: 'Complaint ID',
    title: 'Title',
    category: 'Category',
    subcategory: 'Issue',
    location: 'Location',
    landmark: 'Landmark',
    urgency: 'Urgency',
    submitted: 'Submitted on',
    coordinates: 'Coordinates',
    map: 'Map',
    description: 'Description',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    photo: 'Photo',
    noPhotos: 'No photos were attached to this complaint.',
    respondHeading: 'Answer online',
    respondText: 'Record your action on this complaint at the link below or by scanning the QR code; no account or password is needed.',
    respondBy: 'Please answer by {date}: reply to the email this letter came with, or open the link below.',
    outsideBounds: '(captured just outside the Goa boundary)',
    anonymous:
      'The complainant asked to remain anonymous. Their name and contact details are withheld from this letter; please address any reply to the sender, quoting the complaint ID.',
    anonymousReporterName: Messages.complaint.anonymousReporterName,
    authorityFallback: 'the concerned authority',
    footer: 'Complaint {id} · page {page} of {pages}',
    citizensReportingLabel: 'Reported by',
    citizensReportingOne: '1 citizen reports this',
    citizensReportingMany: '{n} citizens report this',
    forwardedTo: 'Forwarded to',
    forwardedOn: 'Forwarded on',
    dueDate: 'Due by',
    daysOverdue: 'Overdue by',
    daysOverdueValue: '{n} day(s)',
    reminderSent: 'Reminder sent on',
    escalationLevel: 'Escalation level',
    noReminder: 'no reminder (escalated by the complainant)',
    copyTo: 'Copy to',
    complainantWithheld:
      "The complainant's name and contact details were given to the authority with the original complaint and are not repeated in an escalation. Please address any reply to the sender, quoting the complaint ID.",
    urgencies: { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
  },
  kok: {
    to: 'प्रती',
    date: 'तारीख',
    reference: 'संदर्भ',
    subject: 'विशय',
    complaintId: 'तक्रार क्रमांक',
    title: 'माथाळो',
    category: 'वर्ग',
    subcategory: 'समस्या',
    location: 'जागो',
    landmark: 'खूण',
    urgency: 'तातडी',
    submitted: 'नोंद केल्ली तारीख',
    coordinates: 'निर्देशांक',
    map: 'नकासो',
    description: 'वर्णन',
    name: 'नांव',
    email: 'ईमेल',
    phone: 'फोन',
    photo: 'फोटो',
    noPhotos: 'ह्या तक्रारी वांगडा खंयचोच फोटो जोडूंक नाशिल्लो.',
    respondHeading: 'ऑनलायन जाप दियात',
    respondText: 'सकयल दिल्ल्या दुव्यार वा QR कोड स्कॅन करून ह्या तक्रारीचेर केल्ली कारवाय नोंद करात; खातें वा पासवर्ड नाका.',
    respondBy: '{date} मेरेन जाप दियात: हें पत्र ज्या ईमेला वांगडा आयलां ताका जाप दियात, वा सकयलो दुवो उगडात.',
    outsideBounds: '(गोंयच्या शिमे भायर लागींच घेतिल्लो)',
    anonymous:
      'तक्रारदारान आपलें नांव गुपीत दवरपाची विनंती केल्या. तांचें नांव आनी संपर्क तपशील ह्या पत्रांत दिवंक नात; उपकार करून तक्रार क्रमांक सांगून तुमची जाप ह्या पत्राच्या धाडप्याक धाडात.',
    anonymousReporterName: 'नांव गुपीत दवरपाची विनंती केल्लो नागरीक',
    authorityFallback: 'संबंदीत अधिकारी',
    footer: 'तक्रार {id} · पान {page} / {pages}',
    citizensReportingLabel: 'कळयल्लें',
    citizensReportingOne: '1 नागरीक हें कळयता',
    citizensReportingMany: '{n} नागरीक हें कळयतात',
    forwardedTo: 'कोणाक धाडिल्ली',
    forwardedOn: 'धाडिल्ली तारीख',
    dueDate: 'मुदत',
    daysOverdue: 'मुदत सोंपून',
    daysOverdueValue: '{n} दीस',
    reminderSent: 'उगडास धाडिल्ली तारीख',
    escalationLevel: 'वयलो पांवडो',
    noReminder: 'उगडास ना (तक्रारदारान वयर धाडली)',
    copyTo: 'प्रत',
    complainantWithheld:
      'तक्रारदाराचें नांव आनी संपर्क तपशील मूळ तक्रारी वांगडा अधिकाऱ्यांक दिल्ले; ते वयर धाडिल्ल्या पत्रांत परत दिवंक नात. उपकार करून तक्रार क्रमांक सांगून तुमची जाप ह्या पत्राच्या धाडप्याक धाडात.',
    urgencies: { low: 'उणी', medium: 'मध्यम', high: 'चड', critical: 'खूब गंभीर' },
  },
  mr: {
    to: 'प्रति',
    date: 'दिनांक',
    reference: 'संदर्भ',
    subject: 'विषय',
    complaintId: 'तक्रार क्रमांक',
    title: 'शीर्षक',
    category: 'श्रेणी',
    subcategory: 'समस्या',
    location: 'ठिकाण',
    landmark: 'जवळची खूण',
    urgency: 'तातडी',
    submitted: 'नोंदणीचा दिनांक',
    coordinates: 'निर्देशांक',
    map: 'नकाशा',
    description: 'वर्णन',
    name: 'नाव',
    email: 'ईमेल',
    phone: 'फोन',
    photo: 'छायाचित्र',
    noPhotos: 'या तक्रारीसोबत कोणतेही छायाचित्र जोडलेले नव्हते.',
    respondHeading: 'ऑनलाइन उत्तर द्या',
    respondText: 'खालील दुव्यावर किंवा QR कोड स्कॅन करून या तक्रारीवरील कार्यवाही नोंदवा; खाते किंवा पासवर्ड आवश्यक नाही.',
    respondBy: 'कृपया {date} पर्यंत उत्तर द्या: हे पत्र ज्या ईमेलसोबत आले त्याला उत्तर द्या, किंवा खालील दुवा उघडा.',
    outsideBounds: '(गोव्याच्या सीमेबाहेर अगदी जवळ घेतलेले)',
    anonymous:
      'तक्रारदाराने नाव गुप्त ठेवण्याची विनंती केली आहे. त्यांचे नाव व संपर्क तपशील या पत्रात दिलेले नाहीत; कृपया तक्रार क्रमांक नमूद करून आपले उत्तर या पत्राच्या प्रेषकाला पाठवावे.',
    anonymousReporterName: 'नाव गुप्त ठेवण्याची विनंती केलेले नागरिक',
    authorityFallback: 'संबंधित प्राधिकारी',
    footer: 'तक्रार {id} · पृष्ठ {page} / {pages}',
    citizensReportingLabel: 'नोंदवणारे',
    citizensReportingOne: '1 नागरिक ही तक्रार नोंदवतो',
    citizensReportingMany: '{n} नागरिक ही तक्रार नोंदवतात',
    forwardedTo: 'कोणाकडे पाठवली',
    forwardedOn: 'पाठवल्याचा दिनांक',
    dueDate: 'मुदत',
    daysOverdue: 'मुदत उलटून',
    daysOverdueValue: '{n} दिवस',
    reminderSent: 'स्मरणपत्राचा दिनांक',
    escalationLevel: 'स्तर',
    noReminder: 'स्मरणपत्र नाही (तक्रारदाराने पुढे पाठवली)',
    copyTo: 'प्रत',
    complainantWithheld:
      'तक्रारदाराचे नाव व संपर्क तपशील मूळ तक्रारीसोबत प्राधिकरणाला दिले होते; ते वरिष्ठ स्तरावरील पत्रात पुन्हा दिलेले नाहीत. कृपया तक्रार क्रमांक नमूद करून आपले उत्तर या पत्राच्या प्रेषकाला पाठवावे.',
    urgencies: { low: 'कमी', medium: 'मध्यम', high: 'जास्त', critical: 'अतिशय गंभीर' },
  },
  hi: {
    to: 'सेवा में',
    date: 'दिनांक',
    reference: 'संदर्भ',
    subject: 'विषय',
    complaintId: 'शिकायत संख्या',
    title: 'शीर्षक',
    category: 'श्रेणी',
    subcategory: 'समस्या',
    location: 'स्थान',
    landmark: 'निकट पहचान स्थल',
    urgency: 'तात्कालिकता',
    submitted: 'दर्ज करने की तिथि',
    coordinates: 'निर्देशांक',
    map: 'नक्शा',
    description: 'विवरण',
    name: 'नाम',
    email: 'ईमेल',
    phone: 'फ़ोन',
    photo: 'फ़ोटो',
    noPhotos: 'इस शिकायत के साथ कोई फ़ोटो संलग्न नहीं की गई थी।',
    respondHeading: 'ऑनलाइन उत्तर दें',
    respondText: 'नीचे दिए लिंक पर या QR कोड स्कैन करके इस शिकायत पर की गई कार्रवाई दर्ज करें; किसी खाते या पासवर्ड की आवश्यकता नहीं है।',
    respondBy: 'कृपया {date} तक उत्तर दें: जिस ईमेल के साथ यह पत्र आया उसका उत्तर दें, या नीचे दिया लिंक खोलें।',
    outsideBounds: '(गोवा की सीमा के ठीक बाहर लिया गया)',
    anonymous:
      'शिकायतकर्ता ने गुमनाम रहने का अनुरोध किया है। उनका नाम और संपर्क विवरण इस पत्र में नहीं दिया गया है; कृपया शिकायत संख्या का उल्लेख करते हुए अपना उत्तर इस पत्र के प्रेषक को भेजें।',
    anonymousReporterName: 'गुमनाम रहने का अनुरोध करने वाला नागरिक',
    authorityFallback: 'संबंधित प्राधिकारी',
    footer: 'शिकायत {id} · पृष्ठ {page} / {pages}',
    citizensReportingLabel: 'दर्ज करने वाले',
    citizensReportingOne: '1 नागरिक यह शिकायत करता है',
    citizensReportingMany: '{n} नागरिक यह शिकायत करते हैं',
    forwardedTo: 'किसे अग्रेषित',
    forwardedOn: 'अग्रेषण की तिथि',
    dueDate: 'समय-सीमा',
    daysOverdue: 'समय-सीमा से अधिक',
    daysOverdueValue: '{n} दिन',
    reminderSent: 'अनुस्मारक की तिथि',
    escalationLevel: 'स्तर',
    noReminder: 'कोई अनुस्मारक नहीं (शिकायतकर्ता ने आगे बढ़ाई)',
    copyTo: 'प्रतिलिपि',
    complainantWithheld:
      'शिकायतकर्ता का नाम और संपर्क विवरण मूल शिकायत के साथ प्राधिकारी को दिए गए थे; उच्च स्तर के पत्र में उन्हें दोहराया नहीं गया है। कृपया शिकायत संख्या का उल्लेख करते हुए अपना उत्तर इस पत्र के प्रेषक को भेजें।',
    urgencies: { low: 'कम', medium: 'मध्यम', high: 'उच्च', critical: 'अति गंभीर' },
  },
};
