import type { EmailTemplateKey } from '@civic/contracts';
import type { EmailTemplateTranslation } from './default-email-templates.locales.js';

const signature = '<p>— गोवा नागरिक पोर्टल</p>';

/**
 * Hindi built-in email templates: the same keys and {{placeholders}} as the English defaults.
 * Terms: complaint = शिकायत, ticket = टिकट, grievance = शिकायत/समस्या (docs/adr/0057-translations.md).
 */
export const DEFAULT_EMAIL_TEMPLATES_HI: Record<EmailTemplateKey, EmailTemplateTranslation> = {
  support_ack: {
    subject: 'हमें आपका अनुरोध {{ticketId}} मिल गया है: {{subject}}',
    html: `<p>नमस्ते {{userName}},</p><p>हमसे संपर्क करने के लिए धन्यवाद। आपका टिकट <strong>{{ticketId}}</strong> ({{category}}) बना दिया गया है।</p><p><em>{{subject}}</em></p><p>{{message}}</p><p>हम जल्द ही आपसे संपर्क करेंगे।</p>${signature}`,
    text: 'नमस्ते {{userName}},\n\nहमसे संपर्क करने के लिए धन्यवाद। आपका टिकट {{ticketId}} ({{category}}) बना दिया गया है।\n\n{{subject}}\n{{message}}\n\nहम जल्द ही आपसे संपर्क करेंगे।\n— गोवा नागरिक पोर्टल',
  },
  support_status: {
    subject: 'टिकट {{ticketId}} की स्थिति अब: {{status}}',
    html: `<p>नमस्ते {{userName}},</p><p>आपके टिकट <strong>{{ticketId}}</strong> ({{subject}}) की स्थिति अब <strong>{{status}}</strong> है।</p><p>{{message}}</p>${signature}`,
    text: 'नमस्ते {{userName}},\n\nआपके टिकट {{ticketId}} ({{subject}}) की स्थिति अब {{status}} है।\n\n{{message}}\n— गोवा नागरिक पोर्टल',
  },
  support_admin_message: {
    subject: 'आपके टिकट {{ticketId}} के बारे में: {{subject}}',
    html: `<p>नमस्ते {{userName}},</p><p>हमारी टीम ने आपके टिकट <strong>{{ticketId}}</strong> के बारे में लिखा है:</p><blockquote>{{message}}</blockquote>${signature}`,
    text: 'नमस्ते {{userName}},\n\nहमारी टीम ने आपके टिकट {{ticketId}} के बारे में लिखा है:\n\n{{message}}\n— गोवा नागरिक पोर्टल',
  },
  complaint_ack: {
    subject: 'शिकायत {{complaintId}} प्राप्त हुई: {{title}}',
    html: `<p>नमस्ते {{userName}},</p><p>आपकी शिकायत <strong>{{complaintId}}</strong> प्राप्त हो गई है और उसकी स्थिति <strong>{{status}}</strong> है।</p><ul><li>शीर्षक: {{title}}</li><li>श्रेणी: {{category}} — {{subcategory}}</li><li>स्थान: {{location}}</li><li>तात्कालिकता: {{urgency}}</li></ul><p>आप इसे 'मेरी शिकायतें' में देख सकते हैं।</p>${signature}`,
    text: "नमस्ते {{userName}},\n\nआपकी शिकायत {{complaintId}} प्राप्त हो गई है और उसकी स्थिति {{status}} है।\nशीर्षक: {{title}}\nश्रेणी: {{category}} — {{subcategory}}\nस्थान: {{location}}\nतात्कालिकता: {{urgency}}\n\nआप इसे 'मेरी शिकायतें' में देख सकते हैं।\n— गोवा नागरिक पोर्टल",
  },
  complaint_update: {
    subject: 'शिकायत {{complaintId}}: {{headline}}',
    html: `<p><strong>{{headline}}</strong></p><p>नमस्ते {{userName}},</p><p>आपकी शिकायत <strong>{{complaintId}}</strong> ({{title}}, {{location}}) की स्थिति अब <strong>{{status}}</strong> है।</p><p>{{message}}</p><p><a href="{{complaintUrl}}">अपनी शिकायत खोलें</a></p>${signature}`,
    text: '{{headline}}\n\nनमस्ते {{userName}},\n\nआपकी शिकायत {{complaintId}} ({{title}}, {{location}}) की स्थिति अब {{status}} है।\n\n{{message}}\n\nअपनी शिकायत खोलें: {{complaintUrl}}\n— गोवा नागरिक पोर्टल',
  },
  complaint_resolved: {
    subject: 'शिकायत {{complaintId}}: {{headline}}. क्या काम हो गया?',
    html: `<p><strong>{{headline}}</strong></p><p>नमस्ते {{userName}},</p><p>आपकी शिकायत <strong>{{complaintId}}</strong> ({{title}}, {{location}}) <strong>{{status}}</strong> दर्ज की गई है।</p><p>{{message}}</p><p><strong>क्या काम हो गया?</strong></p><p><a href="{{fixedUrl}}">हाँ, हो गया</a> <a href="{{reopenUrl}}">नहीं, फ़ोटो के साथ फिर खोलें</a></p><p>हर बटन पोर्टल पर आपकी शिकायत खोलता है, जहाँ आप पुष्टि करते हैं या उसे फिर खोलते हैं; आपके करने तक कुछ नहीं बदलता। <a href="{{complaintUrl}}">अपनी शिकायत खोलें</a></p>${signature}`,
    text: '{{headline}}\n\nनमस्ते {{userName}},\n\nआपकी शिकायत {{complaintId}} ({{title}}, {{location}}) {{status}} दर्ज की गई है।\n\n{{message}}\n\nक्या काम हो गया?\nहाँ, हो गया: {{fixedUrl}}\nनहीं, फ़ोटो के साथ फिर खोलें: {{reopenUrl}}\n\nहर लिंक पोर्टल पर आपकी शिकायत खोलता है, जहाँ आप पुष्टि करते हैं या उसे फिर खोलते हैं; आपके करने तक कुछ नहीं बदलता।\nअपनी शिकायत खोलें: {{complaintUrl}}\n— गोवा नागरिक पोर्टल',
  },
  complaint_forward_authority: {
    subject: 'नागरिक शिकायत {{complaintId}}: {{title}} ({{location}})',
    html: `<p>आदरणीय {{authorityName}},</p><p>एक नागरिक ने {{authorityDepartment}} के ध्यान हेतु निम्नलिखित समस्या दर्ज की है। प्राधिकरण पत्र संलग्न है।</p><ul><li>शिकायत: {{complaintId}}</li><li>शीर्षक: {{title}}</li><li>श्रेणी: {{category}} — {{subcategory}}</li><li>स्थान: {{location}}</li><li>तात्कालिकता: {{urgency}}</li><li>नक्शा: <a href="{{mapUrl}}">{{mapUrl}}</a></li></ul><p>{{description}}</p><p>दर्ज करने वाले: {{reporterName}} {{reporterEmail}} {{reporterPhone}}</p><p>{{message}}</p><p>कृपया {{dueDate}} तक उत्तर दें: इस ईमेल का उत्तर दें (आपके शब्द, फ़ोटो और दस्तावेज़ शिकायत तक पहुँचते हैं), या नीचे दिया लिंक खोलें।</p><p>इस शिकायत का उत्तर दें, खाते की आवश्यकता नहीं: <a href="{{respondUrl}}">{{respondUrl}}</a></p><p>ईमेल से उत्तर देने के लिए, इस ईमेल का उत्तर दें और उसे {{replyWords}} से शुरू करें; कोई अन्य उत्तर संदेश के रूप में दर्ज होता है। काम की तस्वीरें या कार्रवाई रिपोर्ट जैसी PDF संलग्न करें।</p>${signature}`,
    text: 'आदरणीय {{authorityName}},\n\nएक नागरिक ने {{authorityDepartment}} के ध्यान हेतु निम्नलिखित समस्या दर्ज की है। प्राधिकरण पत्र संलग्न है।\nशिकायत: {{complaintId}}\nशीर्षक: {{title}}\nश्रेणी: {{category}} — {{subcategory}}\nस्थान: {{location}}\nतात्कालिकता: {{urgency}}\nनक्शा: {{mapUrl}}\n\n{{description}}\n\nदर्ज करने वाले: {{reporterName}} {{reporterEmail}} {{reporterPhone}}\n\n{{message}}\n\nकृपया {{dueDate}} तक उत्तर दें: इस ईमेल का उत्तर दें (आपके शब्द, फ़ोटो और दस्तावेज़ शिकायत तक पहुँचते हैं), या नीचे दिया लिंक खोलें।\n\nइस शिकायत का उत्तर दें (खाते की आवश्यकता नहीं): {{respondUrl}}\n\nईमेल से उत्तर देने के लिए, इस ईमेल का उत्तर दें और उसे {{replyWords}} से शुरू करें; कोई अन्य उत्तर संदेश के रूप में दर्ज होता है। काम की तस्वीरें या कार्रवाई रिपोर्ट जैसी PDF संलग्न करें।\n— गोवा नागरिक पोर्टल',
  },
  complaint_escalation_authority: {
    subject: '{{stepName}}: नागरिक शिकायत {{complaintId}} की समय-सीमा {{daysOverdue}} दिन पहले बीत चुकी है',
    html: `<p>आदरणीय {{authorityName}},</p><p>{{stepName}}। निम्नलिखित शिकायत {{forwardedDate}} को आगे भेजी गई थी और इस पर {{dueDate}} तक कार्रवाई होनी थी; अब इसकी समय-सीमा {{daysOverdue}} दिन पहले बीत चुकी है और कोई समाधान दर्ज नहीं है।</p><ul><li>शिकायत: {{complaintId}}</li><li>शीर्षक: {{title}}</li><li>श्रेणी: {{category}}</li><li>स्थान: {{location}}</li><li>दर्ज करने वाले: {{citizensReporting}}</li><li>नक्शा: <a href="{{mapUrl}}">{{mapUrl}}</a></li><li>अनुस्मारक भेजा गया: {{reminderDate}}</li><li>अब तक ज़िम्मेदार प्राधिकरण: {{previousAuthorities}}</li></ul><p>{{description}}</p><p>कृपया सुनिश्चित करें कि इस पर ध्यान दिया जाए।</p><p>इस शिकायत का उत्तर दें, खाते की आवश्यकता नहीं: <a href="{{respondUrl}}">{{respondUrl}}</a></p><p>ईमेल से उत्तर देने के लिए, इस ईमेल का उत्तर दें और उसे {{replyWords}} से शुरू करें; कोई अन्य उत्तर संदेश के रूप में दर्ज होता है। काम की तस्वीरें या कार्रवाई रिपोर्ट जैसी PDF संलग्न करें।</p>${signature}`,
    text: 'आदरणीय {{authorityName}},\n\n{{stepName}}। निम्नलिखित शिकायत {{forwardedDate}} को आगे भेजी गई थी और इस पर {{dueDate}} तक कार्रवाई होनी थी; अब इसकी समय-सीमा {{daysOverdue}} दिन पहले बीत चुकी है और कोई समाधान दर्ज नहीं है।\nशिकायत: {{complaintId}}\nशीर्षक: {{title}}\nश्रेणी: {{category}}\nस्थान: {{location}}\nदर्ज करने वाले: {{citizensReporting}}\nनक्शा: {{mapUrl}}\nअनुस्मारक भेजा गया: {{reminderDate}}\nअब तक ज़िम्मेदार प्राधिकरण: {{previousAuthorities}}\n\n{{description}}\n\nकृपया सुनिश्चित करें कि इस पर ध्यान दिया जाए।\n\nइस शिकायत का उत्तर दें (खाते की आवश्यकता नहीं): {{respondUrl}}\n\nईमेल से उत्तर देने के लिए, इस ईमेल का उत्तर दें और उसे {{replyWords}} से शुरू करें; कोई अन्य उत्तर संदेश के रूप में दर्ज होता है। काम की तस्वीरें या कार्रवाई रिपोर्ट जैसी PDF संलग्न करें।\n— गोवा नागरिक पोर्टल',
  },
  complaint_escalation_citizen: {
    subject: 'शिकायत {{complaintId}}: {{stepName}}',
    html: `<p>नमस्ते {{userName}},</p><p>आपकी शिकायत <strong>{{complaintId}}</strong> ({{title}}) की समय-सीमा {{daysOverdue}} दिन पहले बीत चुकी है। {{stepName}}: हमने {{recipients}} को लिखा है।</p>${signature}`,
    text: 'नमस्ते {{userName}},\n\nआपकी शिकायत {{complaintId}} ({{title}}) की समय-सीमा {{daysOverdue}} दिन पहले बीत चुकी है। {{stepName}}: हमने {{recipients}} को लिखा है।\n— गोवा नागरिक पोर्टल',
  },
  admin_overdue_digest: {
    subject: 'समय-सीमा पार शिकायतें, {{date}}: {{count}} नई',
    html: `<p>नमस्ते {{userName}},</p><p>पिछले सारांश के बाद {{count}} आगे भेजी गई शिकायत(ें) बिना हल हुए अपनी समय-सीमा पार कर चुकी हैं:</p><pre>{{complaintList}}</pre><p>अनुस्मारक और एस्केलेशन अपने आप भेजे जाते हैं; आप शिकायत डेस्क से किसी शिकायत का एस्केलेशन रोक सकते हैं।</p>${signature}`,
    text: 'नमस्ते {{userName}},\n\nपिछले सारांश के बाद {{count}} आगे भेजी गई शिकायत(ें) बिना हल हुए अपनी समय-सीमा पार कर चुकी हैं:\n\n{{complaintList}}\n\nअनुस्मारक और एस्केलेशन अपने आप भेजे जाते हैं; आप शिकायत डेस्क से किसी शिकायत का एस्केलेशन रोक सकते हैं।\n— गोवा नागरिक पोर्टल',
  },
  invoice_email: {
    subject: '{{plan}} के लिए आपका चालान {{invoiceNumber}}',
    html: `<p>नमस्ते {{userName}},</p><p><strong>{{plan}}</strong> खरीदने के लिए धन्यवाद: {{amount}} (भुगतान {{paymentId}})। आपका जीएसटी चालान {{invoiceNumber}} संलग्न है।</p>${signature}`,
    text: 'नमस्ते {{userName}},\n\n{{plan}} खरीदने के लिए धन्यवाद: {{amount}} (भुगतान {{paymentId}})। आपका जीएसटी चालान {{invoiceNumber}} संलग्न है।\n— गोवा नागरिक पोर्टल',
  },
  auth_verify_email: {
    subject: 'गोवा नागरिक पोर्टल के लिए अपना ईमेल सत्यापित करें',
    html: `<p>नमस्ते {{userName}},</p><p>शिकायतें दर्ज करना शुरू करने के लिए कृपया अपने ईमेल पते की पुष्टि करें:</p><p><a href="{{verifyUrl}}">मेरा ईमेल सत्यापित करें</a></p><p>यह लिंक {{expiryHours}} घंटे में समाप्त हो जाएगा। यदि आपने साइन अप नहीं किया है, तो इस ईमेल को अनदेखा करें।</p>${signature}`,
    text: 'नमस्ते {{userName}},\n\nशिकायतें दर्ज करना शुरू करने के लिए कृपया अपने ईमेल पते की पुष्टि करें:\n{{verifyUrl}}\n\nयह लिंक {{expiryHours}} घंटे में समाप्त हो जाएगा। यदि आपने साइन अप नहीं किया है, तो इस ईमेल को अनदेखा करें।\n— गोवा नागरिक पोर्टल',
  },
  auth_reset_password: {
    subject: 'अपना गोवा नागरिक पोर्टल पासवर्ड रीसेट करें',
    html: `<p>नमस्ते {{userName}},</p><p>हमें आपका पासवर्ड रीसेट करने का अनुरोध मिला है:</p><p><a href="{{resetUrl}}">नया पासवर्ड चुनें</a></p><p>यह लिंक {{expiryMinutes}} मिनट में समाप्त हो जाएगा। यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें।</p>${signature}`,
    text: 'नमस्ते {{userName}},\n\nहमें आपका पासवर्ड रीसेट करने का अनुरोध मिला है:\n{{resetUrl}}\n\nयह लिंक {{expiryMinutes}} मिनट में समाप्त हो जाएगा। यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें।\n— गोवा नागरिक पोर्टल',
  },
  auth_email_change_notice: {
    subject: 'आपका Goa Civic Portal ईमेल बदल गया',
    html: `<p>नमस्ते {{userName}},</p><p>आपके Goa Civic Portal खाते का ईमेल पता अब <strong>{{newEmail}}</strong> है। अब से ईमेल वहीं जाएँगे।</p><p>यदि यह बदलाव आपने नहीं किया, तो तुरंत अपना पासवर्ड रीसेट करें और सहायता से संपर्क करें।</p>${signature}`,
    text: 'नमस्ते {{userName}},\n\nआपके Goa Civic Portal खाते का ईमेल पता अब {{newEmail}} है। अब से ईमेल वहीं जाएँगे।\n\nयदि यह बदलाव आपने नहीं किया, तो तुरंत अपना पासवर्ड रीसेट करें और सहायता से संपर्क करें।\n— Goa Civic Portal',
  },
  auth_password_changed_notice: {
    subject: 'आपका Goa Civic Portal पासवर्ड बदल गया',
    html: `<p>नमस्ते {{userName}},</p><p>आपके Goa Civic Portal खाते के लिए अभी एक नया पासवर्ड सेट किया गया है। आपके दूसरे साइन-इन किए हुए उपकरण साइन आउट कर दिए गए हैं।</p><p>यदि यह बदलाव आपने नहीं किया, तो तुरंत {{portalUrl}} पर "पासवर्ड भूल गए" से ऐसा पासवर्ड सेट करें जो केवल आप जानते हों, और सहायता से संपर्क करें।</p>${signature}`,
    text: 'नमस्ते {{userName}},\n\nआपके Goa Civic Portal खाते के लिए अभी एक नया पासवर्ड सेट किया गया है। आपके दूसरे साइन-इन किए हुए उपकरण साइन आउट कर दिए गए हैं।\n\nयदि यह बदलाव आपने नहीं किया, तो तुरंत {{portalUrl}} पर "पासवर्ड भूल गए" से ऐसा पासवर्ड सेट करें जो केवल आप जानते हों, और सहायता से संपर्क करें।\n— Goa Civic Portal',
  },
  open311_claim_invite: {
    subject: 'शिकायत {{complaintId}} मिली: {{title}}',
    html: `<p>नमस्ते {{userName}},</p><p>आपकी शिकायत <strong>{{complaintId}}</strong> ({{title}}, {{location}}) एक सहयोगी ऐप के ज़रिए गोवा नागरिक पोर्टल तक पहुँची है। हम इसकी जानकारी इसी पते पर ईमेल से भेजेंगे।</p><p>इसे मेरी शिकायतें में देखने के लिए, इसी ईमेल पते से खाता बनाएँ और शिकायत अपने नाम करें:</p><p><a href="{{claimUrl}}">खाता बनाएँ और शिकायत जोड़ें</a></p><p>यह लिंक एक बार और {{expiryDays}} दिनों तक काम करता है।</p>${signature}`,
    text: 'नमस्ते {{userName}},\n\nआपकी शिकायत {{complaintId}} ({{title}}, {{location}}) एक सहयोगी ऐप के ज़रिए गोवा नागरिक पोर्टल तक पहुँची है। हम इसकी जानकारी इसी पते पर ईमेल से भेजेंगे।\n\nइसे मेरी शिकायतें में देखने के लिए, इसी ईमेल पते से खाता बनाएँ और शिकायत अपने नाम करें:\n{{claimUrl}}\n\nयह लिंक एक बार और {{expiryDays}} दिनों तक काम करता है।\n— गोवा नागरिक पोर्टल',
  },
  open311_claim_confirm: {
    subject: 'क्या यह आप थे? शिकायत {{complaintId}}',
    html: `<p>नमस्ते {{userName}},</p><p>एक सहयोगी ऐप ने आपके ईमेल पते से शिकायत <strong>{{complaintId}}</strong> ({{title}}, {{location}}) दर्ज की है। क्या यह आप थे?</p><p><a href="{{claimUrl}}">इसे मेरी शिकायतें में जोड़ें</a></p><p>यह लिंक एक बार और {{expiryDays}} दिनों तक काम करता है। अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: आपके खाते में कुछ नहीं जोड़ा जाएगा।</p>${signature}`,
    text: 'नमस्ते {{userName}},\n\nएक सहयोगी ऐप ने आपके ईमेल पते से शिकायत {{complaintId}} ({{title}}, {{location}}) दर्ज की है। क्या यह आप थे?\n\nइसे मेरी शिकायतें में जोड़ें: {{claimUrl}}\n\nयह लिंक एक बार और {{expiryDays}} दिनों तक काम करता है। अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: आपके खाते में कुछ नहीं जोड़ा जाएगा।\n— गोवा नागरिक पोर्टल',
  },
  auth_account_deletion_code: {
    subject: 'अपना गोवा नागरिक पोर्टल खाता हटाने का कोड',
    html: `<p>नमस्ते {{userName}},</p><p>आपने अपना खाता हटाने का अनुरोध किया है। पुष्टि के लिए यह कोड अपनी प्रोफ़ाइल पर दर्ज करें:</p><p><strong>{{code}}</strong></p><p>यह कोड {{expiryMinutes}} मिनट में समाप्त हो जाएगा। यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: आपका खाता जैसा है वैसा ही रहेगा।</p>${signature}`,
    text: 'नमस्ते {{userName}},\n\nआपने अपना खाता हटाने का अनुरोध किया है। पुष्टि के लिए यह कोड अपनी प्रोफ़ाइल पर दर्ज करें:\n\n{{code}}\n\nयह कोड {{expiryMinutes}} मिनट में समाप्त हो जाएगा। यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: आपका खाता जैसा है वैसा ही रहेगा।\n— गोवा नागरिक पोर्टल',
  },
  auth_account_deleted: {
    subject: 'आपका गोवा नागरिक पोर्टल खाता हटा दिया गया है',
    html: `<p>नमस्ते {{userName}},</p><p>आपके अनुरोध के अनुसार आपका खाता और उसका व्यक्तिगत डेटा हटा दिया गया है। आपकी शिकायतें आपके नाम या संपर्क विवरण के बिना सार्वजनिक रिकॉर्ड के रूप में पोर्टल पर बनी रहती हैं; GST कानून के अनुसार चालान रखे जाते हैं। क्या रखा जाता है और क्यों, यह हमारे गोपनीयता पृष्ठ पर बताया गया है।</p>${signature}`,
    text: 'नमस्ते {{userName}},\n\nआपके अनुरोध के अनुसार आपका खाता और उसका व्यक्तिगत डेटा हटा दिया गया है। आपकी शिकायतें आपके नाम या संपर्क विवरण के बिना सार्वजनिक रिकॉर्ड के रूप में पोर्टल पर बनी रहती हैं; GST कानून के अनुसार चालान रखे जाते हैं। क्या रखा जाता है और क्यों, यह हमारे गोपनीयता पृष्ठ पर बताया गया है।\n— गोवा नागरिक पोर्टल',
  },
  auth_signup_existing_account: {
    subject: 'किसी ने आपके ईमेल पते से खाता बनाने की कोशिश की',
    html: `<p>नमस्ते {{userName}},</p><p>किसी ने इस ईमेल पते से गोवा नागरिक पोर्टल पर नया खाता बनाने की कोशिश की। इस पते का खाता पहले से है: आपका। कुछ भी नहीं बदला गया और कोई नया खाता नहीं बना।</p><p>अगर यह आप थे, तो पोर्टल पर साइन इन करें; पासवर्ड याद न हो तो साइन-इन विंडो में 'पासवर्ड भूल गए?' चुनें।</p><p><a href="{{portalUrl}}">गोवा नागरिक पोर्टल खोलें</a></p><p>अगर यह आप नहीं थे, तो आपको कुछ करने की ज़रूरत नहीं है: आपका खाता जैसा है वैसा ही रहता है।</p>${signature}`,
    text: "नमस्ते {{userName}},\n\nकिसी ने इस ईमेल पते से गोवा नागरिक पोर्टल पर नया खाता बनाने की कोशिश की। इस पते का खाता पहले से है: आपका। कुछ भी नहीं बदला गया और कोई नया खाता नहीं बना।\n\nअगर यह आप थे, तो पोर्टल पर साइन इन करें; पासवर्ड याद न हो तो साइन-इन विंडो में 'पासवर्ड भूल गए?' चुनें।\n{{portalUrl}}\n\nअगर यह आप नहीं थे, तो आपको कुछ करने की ज़रूरत नहीं है: आपका खाता जैसा है वैसा ही रहता है।\n— गोवा नागरिक पोर्टल",
  },
  authority_reply_recorded: {
    subject: 'शिकायत {{complaintId}} पर दर्ज हुआ: {{recorded}}',
    html: `<p>आदरणीय {{authorityName}},</p><p>धन्यवाद। शिकायत <strong>{{complaintId}}</strong> ({{title}}) पर आपका उत्तर <strong>{{recorded}}</strong> के रूप में दर्ज किया गया है।</p><p>{{message}}</p><p>यदि आपका आशय यह नहीं था, तो दूसरा उत्तर चुनकर प्रतिक्रिया पृष्ठ खोलें (वहाँ भेजने तक कुछ नहीं बदलता):</p><p><a href="{{resolvedUrl}}">हल हो गया</a> · <a href="{{inProgressUrl}}">काम प्रगति पर</a> · <a href="{{notOursUrl}}">हमारा नहीं</a> · <a href="{{messageUrl}}">संदेश भेजें</a></p><p>अगली बार, वह उत्तर दर्ज करने के लिए अपना उत्तर {{replyWords}} से शुरू करें।</p>${signature}`,
    text: 'आदरणीय {{authorityName}},\n\nधन्यवाद। शिकायत {{complaintId}} ({{title}}) पर आपका उत्तर {{recorded}} के रूप में दर्ज किया गया है।\n\n{{message}}\n\nयदि आपका आशय यह नहीं था, तो दूसरा उत्तर चुनकर प्रतिक्रिया पृष्ठ खोलें (वहाँ भेजने तक कुछ नहीं बदलता):\nहल हो गया: {{resolvedUrl}}\nकाम प्रगति पर: {{inProgressUrl}}\nहमारा नहीं: {{notOursUrl}}\nसंदेश भेजें: {{messageUrl}}\n\nअगली बार, वह उत्तर दर्ज करने के लिए अपना उत्तर {{replyWords}} से शुरू करें।\n— गोवा नागरिक पोर्टल',
  },
  complaint_follow_update: {
    subject: 'आपके द्वारा फ़ॉलो की गई शिकायत {{complaintId}}: {{headline}}',
    html: `<p><strong>{{headline}}</strong></p><p>नमस्ते {{userName}},</p><p>आपके द्वारा फ़ॉलो की गई शिकायत <strong>{{complaintId}}</strong> ({{title}}, {{location}}) की स्थिति अब <strong>{{status}}</strong> है.</p><p>{{message}}</p><p><a href="{{complaintUrl}}">शिकायत खोलें</a></p><p>आपको यह ईमेल इसलिए मिल रहा है क्योंकि आप यह शिकायत फ़ॉलो करते हैं। <a href="{{unfollowUrl}}">फ़ॉलो करना बंद करें</a></p>${signature}`,
    text: '{{headline}}\n\nनमस्ते {{userName}},\n\nआपके द्वारा फ़ॉलो की गई शिकायत {{complaintId}} ({{title}}, {{location}}) की स्थिति अब {{status}} है.\n\n{{message}}\n\nशिकायत खोलें: {{complaintUrl}}\n\nआपको यह ईमेल इसलिए मिल रहा है क्योंकि आप यह शिकायत फ़ॉलो करते हैं। फ़ॉलो करना बंद करें: {{unfollowUrl}}\n— Goa Civic Portal',
  },
  alert_confirm: {
    subject: '{{areaName}} के अलर्ट की पुष्टि करें',
    html: `<p>नमस्ते,</p><p>किसी ने इस पते पर <strong>{{areaName}}</strong> की शिकायतों के ईमेल अलर्ट माँगे हैं. उन्हें शुरू करने के लिए यह पेज खोलें और पुष्टि करें:</p><p><a href="{{confirmUrl}}">मेरे अलर्ट की पुष्टि करें</a></p><p>अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: पुष्टि होने तक कुछ नहीं भेजा जाएगा.</p>${signature}`,
    text: 'नमस्ते,\n\nकिसी ने इस पते पर {{areaName}} की शिकायतों के ईमेल अलर्ट माँगे हैं. उन्हें शुरू करने के लिए यह पेज खोलें और पुष्टि करें:\n{{confirmUrl}}\n\nअगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: पुष्टि होने तक कुछ नहीं भेजा जाएगा.\n— Goa Civic Portal',
  },
  area_alert: {
    subject: '{{areaName}} की शिकायतें: {{headline}}',
    html: `<p>नमस्ते,</p><p><strong>{{areaName}}</strong> में {{headline}}:</p><pre>{{complaintList}}</pre><p>यह अलर्ट बंद करने के लिए <a href="{{unsubscribeUrl}}">अलर्ट बंद करें</a> खोलें. <a href="{{manageUrl}}">आपके सभी अलर्ट</a></p>${signature}`,
    text: 'नमस्ते,\n\n{{areaName}} में {{headline}}:\n\n{{complaintList}}\n\nयह अलर्ट बंद करने के लिए खोलें:\n{{unsubscribeUrl}}\n\nआपके सभी अलर्ट:\n{{manageUrl}}\n— Goa Civic Portal',
  },
  complaint_follow_up: {
    subject: 'शिकायत {{complaintId}}: {{headline}}',
    html: `<p><strong>{{headline}}</strong></p><p>नमस्ते {{userName}},</p><p>आपकी शिकायत <strong>{{complaintId}}</strong> ({{title}}, {{location}}) {{resolvedDate}} को निपटाई गई दर्ज हुई। क्या समस्या अब भी ठीक है? एक मिनट में बताएँ: काम हुआ या नहीं, इसे कैसे संभाला गया (1 से 5) और चाहें तो एक फ़ोटो। काम नहीं हुआ हो तो शिकायत फिर से खुलती है और कार्यालय को बताया जाता है।</p><p><a href="{{questionnaireUrl}}">प्रश्न का उत्तर दें</a></p><p>यह लिंक पोर्टल पर प्रश्न खोलता है; वहाँ आपके उत्तर भेजने तक कुछ नहीं बदलता। <a href="{{complaintUrl}}">अपनी शिकायत खोलें</a></p>${signature}`,
    text: '{{headline}}\n\nनमस्ते {{userName}},\n\nआपकी शिकायत {{complaintId}} ({{title}}, {{location}}) {{resolvedDate}} को निपटाई गई दर्ज हुई। क्या समस्या अब भी ठीक है? एक मिनट में बताएँ: काम हुआ या नहीं, इसे कैसे संभाला गया (1 से 5) और चाहें तो एक फ़ोटो। काम नहीं हुआ हो तो शिकायत फिर से खुलती है और कार्यालय को बताया जाता है।\n\nप्रश्न का उत्तर दें: {{questionnaireUrl}}\n\nयह लिंक पोर्टल पर प्रश्न खोलता है; वहाँ आपके उत्तर भेजने तक कुछ नहीं बदलता।\nअपनी शिकायत खोलें: {{complaintUrl}}\n— गोवा नागरिक पोर्टल',
  },
};
