import { DEFAULT_LOCALE, type Locale, type PdfTemplateContent, type PdfTemplateKey } from '@civic/contracts';
import { DEFAULT_PDF_TEMPLATES } from './default-pdf-templates.js';

/**
 * The built-in content of the PDF templates in Konkani, Marathi and Hindi (issue 18), field for field with the
 * English default and with the same {{placeholders}} (default-pdf-templates.locales.spec.ts checks both). The
 * portal's name stays in English, as in the emails' signature. A key missing here falls back to English. Written
 * with the terms of docs/decisions.md, "Languages (issue 18)"; they await a native speaker's review.
 */
export const DEFAULT_PDF_TRANSLATIONS: Record<Exclude<Locale, 'en'>, Partial<Record<PdfTemplateKey, PdfTemplateContent>>> = {
  kok: {
    authority_letter: {
      headerTitle: 'Goa Civic Complaint Portal — कारवायेखातीर धाडिल्ली नागरिकाची तक्रार',
      introParagraph:
        'Goa Civic Complaint Portal हो नागरिकांनी चलयिल्लो एक उपक्रम, जो गोंयच्या रावप्यांक नागरी समस्या तांकां जापसालदार आशिल्ल्या अधिकाऱ्यां मेरेन पावोवंक मदत करता. ' +
        'एका नागरिकान {{location}} हांगा "{{title}}" ({{category}}: {{subcategory}}) ही समस्या कळयल्या, जी आमचेकडे तक्रार {{complaintId}} म्हूण नोंद जाल्या. ' +
        'तपासणी आनी गरजेची कारवाय करपाखातीर आमी ती मानान {{authorityName}} हांकां धाडटात.',
      summaryHeading: 'तक्रारीचो सारांश',
      evidenceHeading: 'पुरावो',
      evidenceDescription: 'तक्रारदारान तक्रारी वांगडा सकयल दिल्ले फोटो सादर केल्यात. दरेक दुवो मूळ फोटो उगडटा; नकाशाचो दुवो कळयिल्ली नेमकी जागा दाखयता.',
      complainantHeading: 'तक्रारदार',
      authorizationHeading: 'अधिकारपत्र',
      authorizationStatement:
        'तक्रार {{complaintId}} नोंद करतना तक्रारदार {{reporterName}} हांणी Goa Civic Complaint Portal हाका ती जापसालदार अधिकाऱ्यांक धाडपाचो आनी तांच्या वतीन तिचो फाटपुरावो करपाचो अधिकार दिलो.',
      authorizationExtra: 'ह्या तक्रारी विशींची खंयचीय जाप उपकार करून तक्रार क्रमांक {{complaintId}} सांगून ह्या पत्राच्या धाडप्याक धाडात.',
      requestHeading: 'आमची विनंती',
      closingParagraph:
        '{{authorityName}} हांणी जाग्याची तपासणी करची, कायद्या प्रमाण गरजेची कारवाय करची आनी घेतिल्ल्या पावलां विशीं आनी समस्या सोडोवपाक लागपी अदमासाच्या वेळा विशीं आमकां कळोवचें अशी आमची विनंती. ' +
        'तुमच्या जापे विशीं आमी तक्रारदाराक कळयत रावतले. ह्या विशयाचेर लक्ष दिल्ल्या खातीर उपकार.',
      regardsText: 'तुमचो विस्वासू,',
      signatureTitle: 'Goa Civic Complaint Portal च्या वतीन',
    },
  },
  mr: {
    authority_letter: {
      headerTitle: 'Goa Civic Complaint Portal — कार्यवाहीसाठी पाठवलेली नागरिकाची तक्रार',
      introParagraph:
        'Goa Civic Complaint Portal हा नागरिकांनी चालवलेला उपक्रम आहे, जो गोव्यातील रहिवाशांना नागरी समस्या त्यांसाठी जबाबदार प्राधिकरणापर्यंत पोहोचवण्यास मदत करतो. ' +
        'एका नागरिकाने {{location}} येथे "{{title}}" ({{category}}: {{subcategory}}) ही समस्या नोंदवली आहे, जी आमच्याकडे तक्रार {{complaintId}} म्हणून नोंदलेली आहे. ' +
        'पाहणी आणि आवश्यक कार्यवाहीसाठी आम्ही ती सविनय {{authorityName}} यांच्याकडे पाठवत आहोत.',
      summaryHeading: 'तक्रारीचा सारांश',
      evidenceHeading: 'पुरावा',
      evidenceDescription: 'तक्रारदाराने तक्रारीसोबत खाली दिलेली छायाचित्रे सादर केली आहेत. प्रत्येक दुवा मूळ छायाचित्र उघडतो; नकाशाचा दुवा नोंदवलेली नेमकी जागा दाखवतो.',
      complainantHeading: 'तक्रारदार',
      authorizationHeading: 'अधिकारपत्र',
      authorizationStatement:
        'तक्रार {{complaintId}} नोंदवताना तक्रारदार {{reporterName}} यांनी Goa Civic Complaint Portal ला ती जबाबदार प्राधिकरणाकडे पाठवण्याचा आणि त्यांच्या वतीने तिचा पाठपुरावा करण्याचा अधिकार दिला.',
      authorizationExtra: 'या तक्रारीबाबत कोणतेही उत्तर कृपया तक्रार क्रमांक {{complaintId}} नमूद करून या पत्राच्या प्रेषकाला पाठवावे.',
      requestHeading: 'आमची विनंती',
      closingParagraph:
        'आमची विनंती आहे की {{authorityName}} यांनी जागेची पाहणी करावी, कायद्यानुसार आवश्यक कार्यवाही करावी आणि केलेल्या उपाययोजना व समस्या सोडवण्यासाठी लागणारा अपेक्षित वेळ आम्हाला कळवावा. ' +
        'आपल्या उत्तराची माहिती आम्ही तक्रारदाराला देत राहू. या विषयाकडे लक्ष दिल्याबद्दल धन्यवाद.',
      regardsText: 'आपला विश्वासू,',
      signatureTitle: 'Goa Civic Complaint Portal च्या वतीने',
    },
  },
  hi: {
    authority_letter: {
      headerTitle: 'Goa Civic Complaint Portal — कार्रवाई हेतु अग्रेषित नागरिक शिकायत',
      introParagraph:
        'Goa Civic Complaint Portal नागरिकों द्वारा चलाई जाने वाली एक पहल है, जो गोवा के निवासियों को नागरिक समस्याएँ उनके लिए उत्तरदायी प्राधिकारी तक पहुँचाने में मदद करती है। ' +
        'एक नागरिक ने {{location}} पर "{{title}}" ({{category}}: {{subcategory}}) समस्या की सूचना दी है, जो हमारे यहाँ शिकायत {{complaintId}} के रूप में दर्ज है। ' +
        'हम इसे निरीक्षण और आवश्यक कार्रवाई के लिए सादर {{authorityName}} को अग्रेषित करते हैं।',
      summaryHeading: 'शिकायत का सारांश',
      evidenceHeading: 'साक्ष्य',
      evidenceDescription: 'शिकायतकर्ता ने शिकायत के साथ नीचे सूचीबद्ध फ़ोटो जमा किए हैं। प्रत्येक लिंक मूल फ़ोटो खोलता है; नक्शे का लिंक सूचित की गई सटीक जगह दिखाता है।',
      complainantHeading: 'शिकायतकर्ता',
      authorizationHeading: 'प्राधिकार',
      authorizationStatement:
        'शिकायत {{complaintId}} दर्ज करते समय शिकायतकर्ता {{reporterName}} ने Goa Civic Complaint Portal को इसे उत्तरदायी प्राधिकारी तक अग्रेषित करने और उनकी ओर से इस पर अनुवर्ती कार्रवाई करने के लिए अधिकृत किया।',
      authorizationExtra: 'इस शिकायत के बारे में कोई भी उत्तर कृपया शिकायत संख्या {{complaintId}} का उल्लेख करते हुए इस पत्र के प्रेषक को भेजें।',
      requestHeading: 'हमारा अनुरोध',
      closingParagraph:
        'हमारा अनुरोध है कि {{authorityName}} स्थल का निरीक्षण करें, क़ानून के अनुसार आवश्यक कार्रवाई करें, और हमें उठाए गए क़दमों तथा समस्या के समाधान में लगने वाले अनुमानित समय से अवगत कराएँ। ' +
        'हम शिकायतकर्ता को आपके उत्तर से अवगत कराते रहेंगे। इस विषय पर ध्यान देने के लिए धन्यवाद।',
      regardsText: 'भवदीय,',
      signatureTitle: 'Goa Civic Complaint Portal की ओर से',
    },
  },
};

/** The built-in content of a PDF template in a language: its translation, else the English default. */
export function defaultPdfContent(key: PdfTemplateKey, locale: Locale = DEFAULT_LOCALE): PdfTemplateContent {
  return (locale === 'en' ? undefined : DEFAULT_PDF_TRANSLATIONS[locale][key]) ?? DEFAULT_PDF_TEMPLATES[key].content;
}

/** The built-in content of a PDF template in every language, for the editor's language choice. */
export function defaultPdfContents(key: PdfTemplateKey): Record<Locale, PdfTemplateContent> {
  return { en: defaultPdfContent(key, 'en'), kok: defaultPdfContent(key, 'kok'), mr: defaultPdfContent(key, 'mr'), hi: defaultPdfContent(key, 'hi') };
}
