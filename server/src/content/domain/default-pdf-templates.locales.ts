import { DEFAULT_LOCALE, type Locale, type PdfTemplateContent, type PdfTemplateKey } from '@civic/contracts';
import { DEFAULT_PDF_TEMPLATES } from './default-pdf-templates.js';

/**
 * The built-in content of the PDF templates in Konkani, Marathi and Hindi, field for field with the
 * English default and with the same {{placeholders}} (default-pdf-templates.locales.spec.ts checks both). The
 * portal's name stays in English, as in the emails' signature. A key missing here falls back to English. Written
 * with the terms of docs/adr/0057-translations.md; they await a native speaker's review.
 */
export const DEFAULT_PDF_TRANSLATIONS: Record<Exclude<Locale, 'en'>, Partial<Record<PdfTemplateKey, PdfTemplateContent>>> = {
  kok: {
    authority_letter: {
      headerTitle: 'Goa Civic Complaint Portal — कारवायेखातीर धाडिल्ली नागरिकाची तक्रार',
      introParagraph:
        'Goa Civic Complaint Portal हो नागरिकांनी चलयिल्लो एक उपक्रम, जो गोंयच्या रावप्यांक नागरी समस्या तांकां जापसालदार आशिल्ल्या अधिकाऱ्यां मेरेन पावोवंक मदत करता. ' +
        'एका नागरिकान {{location}} हांगा "{{title}}" ({{category}}: {{subcategory}}) ही समस्या कळयल्या, जी आमचेकडे तक्रार {{complaintId}} म्हूण नोंद जाल्या. ' +
        'तपासणी आनी गरजेची कारवाय करपाखातीर आमी ती मानान {{authorityName}} हांकां धाडटात ({{citizensReporting}}).',
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
    escalation_letter: {
      headerTitle: 'Goa Civic Complaint Portal — मुदत सोंपिल्ली तक्रार पांवडो {{escalationLevel}} चेर वयर धाडली',
      introParagraph:
        'Goa Civic Complaint Portal हो नागरिकांनी चलयिल्लो एक उपक्रम, जो गोंयच्या रावप्यांक नागरी समस्या तांकां जापसालदार आशिल्ल्या अधिकाऱ्यां मेरेन पावोवंक मदत करता. ' +
        '{{location}} हांगाची तक्रार {{complaintId}}, "{{title}}" ({{category}}: {{subcategory}}), {{forwardedDate}} हे दिसा {{forwardedTo}} हांकां धाडिल्ली आनी तिचें निवारण {{dueDate}} मेरेन जावंक जाय आशिल्लें. ' +
        '{{reminderDate}} हे दिसा उगडास धाडिल्लो. निवारणाची खंयचीच नोंद ना, आनी आतां तक्रारीची मुदत सोंपून {{daysOverdue}} दीस जाल्यात ({{citizensReporting}}). ' +
        'देखून आमी ती पांवडो {{escalationLevel}} चो अपील अधिकारी म्हूण {{authorityName}} हांचेकडे वयर धाडटात.',
      summaryHeading: 'तक्रार आनी मुदत',
      evidenceHeading: 'पुरावो',
      evidenceDescription: 'तक्रारदारान तक्रारी वांगडा सकयल दिल्ले फोटो सादर केल्यात. दरेक दुवो मूळ फोटो उगडटा; नकाशाचो दुवो कळयिल्ली नेमकी जागा दाखयता.',
      complainantHeading: 'तक्रारदार',
      authorizationHeading: 'अधिकारपत्र',
      authorizationStatement:
        'तक्रार {{complaintId}} नोंद करतना तक्रारदारान Goa Civic Complaint Portal हाका ती जापसालदार अधिकाऱ्यांक धाडपाचो आनी तांच्या वतीन तिचो फाटपुरावो करपाचो अधिकार दिलो, वेळार निवारण जावंक ना जाल्यार ती वयल्या अधिकाऱ्यांकडे धाडपाचो अधिकार धरून.',
      authorizationExtra:
        'ह्या तक्रारी विशींची खंयचीय जाप उपकार करून तक्रार क्रमांक {{complaintId}} सांगून ह्या पत्राच्या धाडप्याक धाडात. ह्या पत्राची प्रत {{forwardedTo}} हांकां वता.',
      requestHeading: 'आमची विनंती',
      closingParagraph:
        '{{authorityName}} हांणी {{forwardedTo}} हांकां जाग्याची तपासणी करून तक्रारीचें आनीक उशीर करिनासतना निवारण करपाचो आदेश दिवचो आनी घेतिल्ल्या कारवाये विशीं आनी जापसालदार अधिकाऱ्याच्या नांवा विशीं आमकां कळोवचें अशी आमची विनंती. ' +
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
        'पाहणी आणि आवश्यक कार्यवाहीसाठी आम्ही ती सविनय {{authorityName}} यांच्याकडे पाठवत आहोत ({{citizensReporting}}).',
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
    escalation_letter: {
      headerTitle: 'Goa Civic Complaint Portal — मुदत उलटलेली तक्रार स्तर {{escalationLevel}} कडे पाठवली',
      introParagraph:
        'Goa Civic Complaint Portal हा नागरिकांनी चालवलेला उपक्रम आहे, जो गोव्यातील रहिवाशांना नागरी समस्या त्यांसाठी जबाबदार प्राधिकरणापर्यंत पोहोचवण्यास मदत करतो. ' +
        '{{location}} येथील तक्रार {{complaintId}}, "{{title}}" ({{category}}: {{subcategory}}), {{forwardedDate}} रोजी {{forwardedTo}} यांच्याकडे पाठवली होती आणि तिचे निवारण {{dueDate}} पर्यंत होणे अपेक्षित होते. ' +
        '{{reminderDate}} रोजी स्मरणपत्र पाठवले होते. निवारणाची कोणतीही नोंद नाही, आणि तक्रारीची मुदत उलटून आता {{daysOverdue}} दिवस झाले आहेत ({{citizensReporting}}). ' +
        'म्हणून आम्ही ती स्तर {{escalationLevel}} चे अपील प्राधिकारी म्हणून {{authorityName}} यांच्याकडे पाठवत आहोत.',
      summaryHeading: 'तक्रार आणि मुदत',
      evidenceHeading: 'पुरावा',
      evidenceDescription: 'तक्रारदाराने तक्रारीसोबत खाली दिलेली छायाचित्रे सादर केली आहेत. प्रत्येक दुवा मूळ छायाचित्र उघडतो; नकाशाचा दुवा नोंदवलेली नेमकी जागा दाखवतो.',
      complainantHeading: 'तक्रारदार',
      authorizationHeading: 'अधिकारपत्र',
      authorizationStatement:
        'तक्रार {{complaintId}} नोंदवताना तक्रारदाराने Goa Civic Complaint Portal ला ती जबाबदार प्राधिकरणाकडे पाठवण्याचा आणि त्यांच्या वतीने तिचा पाठपुरावा करण्याचा अधिकार दिला, वेळेत निवारण न झाल्यास ती वरिष्ठ प्राधिकाऱ्यांकडे पाठवण्यासह.',
      authorizationExtra:
        'या तक्रारीबाबत कोणतेही उत्तर कृपया तक्रार क्रमांक {{complaintId}} नमूद करून या पत्राच्या प्रेषकाला पाठवावे. या पत्राची प्रत {{forwardedTo}} यांना जाते.',
      requestHeading: 'आमची विनंती',
      closingParagraph:
        'आमची विनंती आहे की {{authorityName}} यांनी {{forwardedTo}} यांना जागेची पाहणी करून तक्रारीचे आणखी विलंब न करता निवारण करण्याचे निर्देश द्यावेत आणि केलेली कार्यवाही व जबाबदार अधिकाऱ्याचे नाव आम्हाला कळवावे. ' +
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
        'हम इसे निरीक्षण और आवश्यक कार्रवाई के लिए सादर {{authorityName}} को अग्रेषित करते हैं ({{citizensReporting}})।',
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
    escalation_letter: {
      headerTitle: 'Goa Civic Complaint Portal — समय-सीमा पार शिकायत स्तर {{escalationLevel}} तक बढ़ाई गई',
      introParagraph:
        'Goa Civic Complaint Portal नागरिकों द्वारा चलाई जाने वाली एक पहल है, जो गोवा के निवासियों को नागरिक समस्याएँ उनके लिए उत्तरदायी प्राधिकारी तक पहुँचाने में मदद करती है। ' +
        '{{location}} की शिकायत {{complaintId}}, "{{title}}" ({{category}}: {{subcategory}}), {{forwardedDate}} को {{forwardedTo}} को अग्रेषित की गई थी और इसका समाधान {{dueDate}} तक होना था। ' +
        '{{reminderDate}} को अनुस्मारक भेजा गया था। समाधान का कोई रिकॉर्ड नहीं है, और शिकायत अब समय-सीमा से {{daysOverdue}} दिन आगे है ({{citizensReporting}})। ' +
        'अतः हम इसे स्तर {{escalationLevel}} के अपीलीय प्राधिकारी के रूप में {{authorityName}} को भेजते हैं।',
      summaryHeading: 'शिकायत और समय-सीमा',
      evidenceHeading: 'साक्ष्य',
      evidenceDescription: 'शिकायतकर्ता ने शिकायत के साथ नीचे सूचीबद्ध फ़ोटो जमा किए हैं। प्रत्येक लिंक मूल फ़ोटो खोलता है; नक्शे का लिंक सूचित की गई सटीक जगह दिखाता है।',
      complainantHeading: 'शिकायतकर्ता',
      authorizationHeading: 'प्राधिकार',
      authorizationStatement:
        'शिकायत {{complaintId}} दर्ज करते समय शिकायतकर्ता ने Goa Civic Complaint Portal को इसे उत्तरदायी प्राधिकारी तक अग्रेषित करने और उनकी ओर से इस पर अनुवर्ती कार्रवाई करने के लिए अधिकृत किया, जिसमें समय पर समाधान न होने पर इसे उच्च प्राधिकारियों तक ले जाना भी शामिल है।',
      authorizationExtra:
        'इस शिकायत के बारे में कोई भी उत्तर कृपया शिकायत संख्या {{complaintId}} का उल्लेख करते हुए इस पत्र के प्रेषक को भेजें। इस पत्र की प्रति {{forwardedTo}} को भेजी जाती है।',
      requestHeading: 'हमारा अनुरोध',
      closingParagraph:
        'हमारा अनुरोध है कि {{authorityName}} {{forwardedTo}} को स्थल का निरीक्षण कर बिना और विलंब के शिकायत का समाधान करने का निर्देश दें, और हमें की गई कार्रवाई तथा उत्तरदायी अधिकारी के नाम से अवगत कराएँ। ' +
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
