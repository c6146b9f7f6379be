import type { EmailTemplateKey } from '@civic/contracts';

const signature = '<p>— Goa Civic Portal</p>';

/**
 * The built-in email templates in Marathi, key for key with DEFAULT_EMAIL_TEMPLATES: the same {{placeholders}}
 * and the same HTML structure (default-email-templates.i18n.spec.ts checks both). Placeholder values (status,
 * category, urgency...) are filled in by the mailer; the signature keeps the brand name.
 */
export const DEFAULT_EMAIL_TEMPLATES_MR: Record<EmailTemplateKey, { subject: string; html: string; text: string }> = {
  support_ack: {
    subject: 'तुमची विनंती {{ticketId}} आम्हाला मिळाली: {{subject}}',
    html: `<p>नमस्कार {{userName}},</p><p>आमच्याशी संपर्क साधल्याबद्दल धन्यवाद. तुमचे तिकीट <strong>{{ticketId}}</strong> ({{category}}) तयार झाले आहे.</p><p><em>{{subject}}</em></p><p>{{message}}</p><p>आम्ही लवकरच तुमच्याशी संपर्क साधू.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nआमच्याशी संपर्क साधल्याबद्दल धन्यवाद. तुमचे तिकीट {{ticketId}} ({{category}}) तयार झाले आहे.\n\n{{subject}}\n{{message}}\n\nआम्ही लवकरच तुमच्याशी संपर्क साधू.\n— Goa Civic Portal',
  },
  support_status: {
    subject: 'तिकीट {{ticketId}} ची स्थिती आता {{status}}',
    html: `<p>नमस्कार {{userName}},</p><p>तुमच्या तिकिटाची <strong>{{ticketId}}</strong> ({{subject}}) स्थिती आता <strong>{{status}}</strong> आहे.</p><p>{{message}}</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुमच्या तिकिटाची {{ticketId}} ({{subject}}) स्थिती आता {{status}} आहे.\n\n{{message}}\n— Goa Civic Portal',
  },
  support_admin_message: {
    subject: 'तुमच्या तिकिटाबद्दल {{ticketId}}: {{subject}}',
    html: `<p>नमस्कार {{userName}},</p><p>तुमच्या तिकिटाबद्दल <strong>{{ticketId}}</strong> आमच्या पथकाने लिहिले आहे:</p><blockquote>{{message}}</blockquote>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुमच्या तिकिटाबद्दल {{ticketId}} आमच्या पथकाने लिहिले आहे:\n\n{{message}}\n— Goa Civic Portal',
  },
  complaint_ack: {
    subject: 'तक्रार {{complaintId}} मिळाली: {{title}}',
    html: `<p>नमस्कार {{userName}},</p><p>तुमची तक्रार <strong>{{complaintId}}</strong> आम्हाला मिळाली आहे आणि तिची स्थिती <strong>{{status}}</strong> आहे.</p><ul><li>शीर्षक: {{title}}</li><li>श्रेणी: {{category}} — {{subcategory}}</li><li>ठिकाण: {{location}}</li><li>तातडी: {{urgency}}</li></ul><p>माझ्या तक्रारी येथे तुम्ही तिचा पाठपुरावा करू शकता.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुमची तक्रार {{complaintId}} आम्हाला मिळाली आहे आणि तिची स्थिती {{status}} आहे.\nशीर्षक: {{title}}\nश्रेणी: {{category}} — {{subcategory}}\nठिकाण: {{location}}\nतातडी: {{urgency}}\n\nमाझ्या तक्रारी येथे तुम्ही तिचा पाठपुरावा करू शकता.\n— Goa Civic Portal',
  },
  complaint_update: {
    subject: 'तक्रार {{complaintId}}: {{headline}}',
    html: `<p><strong>{{headline}}</strong></p><p>नमस्कार {{userName}},</p><p>तुमच्या तक्रारीची <strong>{{complaintId}}</strong> ({{title}}, {{location}}) स्थिती आता <strong>{{status}}</strong> आहे.</p><p>{{message}}</p><p><a href="{{complaintUrl}}">तुमची तक्रार उघडा</a></p>${signature}`,
    text: '{{headline}}\n\nनमस्कार {{userName}},\n\nतुमच्या तक्रारीची {{complaintId}} ({{title}}, {{location}}) स्थिती आता {{status}} आहे.\n\n{{message}}\n\nतुमची तक्रार उघडा: {{complaintUrl}}\n— Goa Civic Portal',
  },
  complaint_resolved: {
    subject: 'तक्रार {{complaintId}}: {{headline}}. काम झाले का?',
    html: `<p><strong>{{headline}}</strong></p><p>नमस्कार {{userName}},</p><p>तुमची तक्रार <strong>{{complaintId}}</strong> ({{title}}, {{location}}) <strong>{{status}}</strong> म्हणून नोंदवली आहे.</p><p>{{message}}</p><p><strong>काम झाले का?</strong></p><p><a href="{{fixedUrl}}">होय, झाले</a> <a href="{{reopenUrl}}">नाही, फोटोसह पुन्हा उघडा</a></p><p>प्रत्येक बटण पोर्टलवर तुमची तक्रार उघडते, तिथे तुम्ही खात्री करता किंवा ती पुन्हा उघडता; तुम्ही करेपर्यंत काहीही बदलत नाही. <a href="{{complaintUrl}}">तुमची तक्रार उघडा</a></p>${signature}`,
    text: '{{headline}}\n\nनमस्कार {{userName}},\n\nतुमची तक्रार {{complaintId}} ({{title}}, {{location}}) {{status}} म्हणून नोंदवली आहे.\n\n{{message}}\n\nकाम झाले का?\nहोय, झाले: {{fixedUrl}}\nनाही, फोटोसह पुन्हा उघडा: {{reopenUrl}}\n\nप्रत्येक दुवा पोर्टलवर तुमची तक्रार उघडतो, तिथे तुम्ही खात्री करता किंवा ती पुन्हा उघडता; तुम्ही करेपर्यंत काहीही बदलत नाही.\nतुमची तक्रार उघडा: {{complaintUrl}}\n— Goa Civic Portal',
  },
  complaint_forward_authority: {
    subject: 'नागरी तक्रार {{complaintId}}: {{title}} ({{location}})',
    html: `<p>आदरणीय {{authorityName}},</p><p>एका नागरिकाने {{authorityDepartment}} यांच्या निदर्शनास आणण्यासाठी खालील समस्या नोंदवली आहे. प्राधिकरणास उद्देशून लिहिलेले पत्र सोबत जोडले आहे.</p><ul><li>तक्रार: {{complaintId}}</li><li>शीर्षक: {{title}}</li><li>श्रेणी: {{category}} — {{subcategory}}</li><li>ठिकाण: {{location}}</li><li>तातडी: {{urgency}}</li><li>नकाशा: <a href="{{mapUrl}}">{{mapUrl}}</a></li></ul><p>{{description}}</p><p>तक्रारदार: {{reporterName}} {{reporterEmail}} {{reporterPhone}}</p><p>{{message}}</p><p>कृपया {{dueDate}} पर्यंत उत्तर द्या: या ईमेलला उत्तर द्या (तुमचे शब्द, फोटो आणि कागदपत्रे तक्रारीपर्यंत पोहोचतात), किंवा खालील दुवा उघडा.</p><p>या तक्रारीला उत्तर द्या, खाते आवश्यक नाही: <a href="{{respondUrl}}">{{respondUrl}}</a></p><p>ईमेलने उत्तर देण्यासाठी, या ईमेलला उत्तर द्या आणि ते {{replyWords}} ने सुरू करा; इतर कोणतेही उत्तर संदेश म्हणून नोंदवले जाते. कामाचे फोटो किंवा कार्यवाही अहवालासारखी PDF जोडा.</p>${signature}`,
    text: 'आदरणीय {{authorityName}},\n\nएका नागरिकाने {{authorityDepartment}} यांच्या निदर्शनास आणण्यासाठी खालील समस्या नोंदवली आहे. प्राधिकरणास उद्देशून लिहिलेले पत्र सोबत जोडले आहे.\nतक्रार: {{complaintId}}\nशीर्षक: {{title}}\nश्रेणी: {{category}} — {{subcategory}}\nठिकाण: {{location}}\nतातडी: {{urgency}}\nनकाशा: {{mapUrl}}\n\n{{description}}\n\nतक्रारदार: {{reporterName}} {{reporterEmail}} {{reporterPhone}}\n\n{{message}}\n\nकृपया {{dueDate}} पर्यंत उत्तर द्या: या ईमेलला उत्तर द्या (तुमचे शब्द, फोटो आणि कागदपत्रे तक्रारीपर्यंत पोहोचतात), किंवा खालील दुवा उघडा.\n\nया तक्रारीला उत्तर द्या (खाते आवश्यक नाही): {{respondUrl}}\n\nईमेलने उत्तर देण्यासाठी, या ईमेलला उत्तर द्या आणि ते {{replyWords}} ने सुरू करा; इतर कोणतेही उत्तर संदेश म्हणून नोंदवले जाते. कामाचे फोटो किंवा कार्यवाही अहवालासारखी PDF जोडा.\n— Goa Civic Portal',
  },
  complaint_escalation_authority: {
    subject: '{{stepName}}: नागरी तक्रार {{complaintId}} ची मुदत {{daysOverdue}} दिवस उलटली आहे',
    html: `<p>आदरणीय {{authorityName}},</p><p>{{stepName}}. खालील तक्रार {{forwardedDate}} रोजी पुढे पाठवली होती आणि तिची मुदत {{dueDate}} पर्यंत होती; आता तिची मुदत {{daysOverdue}} दिवस उलटली आहे आणि निवारणाची कोणतीही नोंद नाही.</p><ul><li>तक्रार: {{complaintId}}</li><li>शीर्षक: {{title}}</li><li>श्रेणी: {{category}}</li><li>ठिकाण: {{location}}</li><li>नोंदवणारे: {{citizensReporting}}</li><li>नकाशा: <a href="{{mapUrl}}">{{mapUrl}}</a></li><li>स्मरणपत्र पाठवले: {{reminderDate}}</li><li>आतापर्यंत जबाबदार प्राधिकरण: {{previousAuthorities}}</li></ul><p>{{description}}</p><p>कृपया तिच्याकडे लक्ष दिले जाईल याची खात्री करा.</p><p>या तक्रारीला उत्तर द्या, खाते आवश्यक नाही: <a href="{{respondUrl}}">{{respondUrl}}</a></p><p>ईमेलने उत्तर देण्यासाठी, या ईमेलला उत्तर द्या आणि ते {{replyWords}} ने सुरू करा; इतर कोणतेही उत्तर संदेश म्हणून नोंदवले जाते. कामाचे फोटो किंवा कार्यवाही अहवालासारखी PDF जोडा.</p>${signature}`,
    text: 'आदरणीय {{authorityName}},\n\n{{stepName}}. खालील तक्रार {{forwardedDate}} रोजी पुढे पाठवली होती आणि तिची मुदत {{dueDate}} पर्यंत होती; आता तिची मुदत {{daysOverdue}} दिवस उलटली आहे आणि निवारणाची कोणतीही नोंद नाही.\nतक्रार: {{complaintId}}\nशीर्षक: {{title}}\nश्रेणी: {{category}}\nठिकाण: {{location}}\nनोंदवणारे: {{citizensReporting}}\nनकाशा: {{mapUrl}}\nस्मरणपत्र पाठवले: {{reminderDate}}\nआतापर्यंत जबाबदार प्राधिकरण: {{previousAuthorities}}\n\n{{description}}\n\nकृपया तिच्याकडे लक्ष दिले जाईल याची खात्री करा.\n\nया तक्रारीला उत्तर द्या (खाते आवश्यक नाही): {{respondUrl}}\n\nईमेलने उत्तर देण्यासाठी, या ईमेलला उत्तर द्या आणि ते {{replyWords}} ने सुरू करा; इतर कोणतेही उत्तर संदेश म्हणून नोंदवले जाते. कामाचे फोटो किंवा कार्यवाही अहवालासारखी PDF जोडा.\n— Goa Civic Portal',
  },
  complaint_escalation_citizen: {
    subject: 'तक्रार {{complaintId}}: {{stepName}}',
    html: `<p>नमस्कार {{userName}},</p><p>तुमच्या तक्रारीची <strong>{{complaintId}}</strong> ({{title}}) मुदत उलटून {{daysOverdue}} दिवस झाले आहेत. {{stepName}}: आम्ही {{recipients}} यांना लिहिले आहे.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुमच्या तक्रारीची {{complaintId}} ({{title}}) मुदत उलटून {{daysOverdue}} दिवस झाले आहेत. {{stepName}}: आम्ही {{recipients}} यांना लिहिले आहे.\n— Goa Civic Portal',
  },
  admin_overdue_digest: {
    subject: 'मुदत उलटलेल्या तक्रारी, {{date}}: {{count}} नव्या',
    html: `<p>नमस्कार {{userName}},</p><p>मागील सारांशानंतर {{count}} पुढे पाठवलेल्या तक्रारींची मुदत न सुटता उलटली आहे:</p><pre>{{complaintList}}</pre><p>स्मरणपत्रे आणि वरिष्ठांकडे पाठवणे आपोआप होते; तक्रार डेस्कवरून तुम्ही एखाद्या तक्रारीचे वरिष्ठांकडे पाठवणे थांबवू शकता.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nमागील सारांशानंतर {{count}} पुढे पाठवलेल्या तक्रारींची मुदत न सुटता उलटली आहे:\n\n{{complaintList}}\n\nस्मरणपत्रे आणि वरिष्ठांकडे पाठवणे आपोआप होते; तक्रार डेस्कवरून तुम्ही एखाद्या तक्रारीचे वरिष्ठांकडे पाठवणे थांबवू शकता.\n— Goa Civic Portal',
  },
  invoice_email: {
    subject: '{{plan}} साठी तुमचे बीजक {{invoiceNumber}}',
    html: `<p>नमस्कार {{userName}},</p><p><strong>{{plan}}</strong> खरेदी केल्याबद्दल धन्यवाद: {{amount}} (पेमेंट {{paymentId}}). तुमचे GST बीजक {{invoiceNumber}} सोबत जोडले आहे.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\n{{plan}} खरेदी केल्याबद्दल धन्यवाद: {{amount}} (पेमेंट {{paymentId}}). तुमचे GST बीजक {{invoiceNumber}} सोबत जोडले आहे.\n— Goa Civic Portal',
  },
  auth_verify_email: {
    subject: 'Goa Civic Portal साठी तुमचा ईमेल पडताळा',
    html: `<p>नमस्कार {{userName}},</p><p>तक्रारी दाखल करण्यास सुरुवात करण्यासाठी कृपया तुमच्या ईमेल पत्त्याची पुष्टी करा:</p><p><a href="{{verifyUrl}}">माझा ईमेल पडताळा</a></p><p>या लिंकची मुदत {{expiryHours}} तासांत संपते. तुम्ही नोंदणी केली नसल्यास, या ईमेलकडे दुर्लक्ष करा.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतक्रारी दाखल करण्यास सुरुवात करण्यासाठी कृपया तुमच्या ईमेल पत्त्याची पुष्टी करा:\n{{verifyUrl}}\n\nया लिंकची मुदत {{expiryHours}} तासांत संपते. तुम्ही नोंदणी केली नसल्यास, या ईमेलकडे दुर्लक्ष करा.\n— Goa Civic Portal',
  },
  auth_reset_password: {
    subject: 'तुमचा Goa Civic Portal पासवर्ड रीसेट करा',
    html: `<p>नमस्कार {{userName}},</p><p>तुमचा पासवर्ड रीसेट करण्याची विनंती आम्हाला मिळाली आहे:</p><p><a href="{{resetUrl}}">नवीन पासवर्ड निवडा</a></p><p>या लिंकची मुदत {{expiryMinutes}} मिनिटांत संपते. तुम्ही ही विनंती केली नसल्यास, या ईमेलकडे दुर्लक्ष करा.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुमचा पासवर्ड रीसेट करण्याची विनंती आम्हाला मिळाली आहे:\n{{resetUrl}}\n\nया लिंकची मुदत {{expiryMinutes}} मिनिटांत संपते. तुम्ही ही विनंती केली नसल्यास, या ईमेलकडे दुर्लक्ष करा.\n— Goa Civic Portal',
  },
  auth_email_change_notice: {
    subject: 'तुमचा Goa Civic Portal ईमेल बदलला',
    html: `<p>नमस्कार {{userName}},</p><p>तुमच्या Goa Civic Portal खात्याचा ईमेल पत्ता आता <strong>{{newEmail}}</strong> आहे. यापुढे ईमेल तिथे जातील.</p><p>हा बदल तुम्ही केला नसल्यास, तुमचा पासवर्ड लगेच रीसेट करा आणि सपोर्टशी संपर्क साधा.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुमच्या Goa Civic Portal खात्याचा ईमेल पत्ता आता {{newEmail}} आहे. यापुढे ईमेल तिथे जातील.\n\nहा बदल तुम्ही केला नसल्यास, तुमचा पासवर्ड लगेच रीसेट करा आणि सपोर्टशी संपर्क साधा.\n— Goa Civic Portal',
  },
  auth_password_changed_notice: {
    subject: 'तुमचा Goa Civic Portal पासवर्ड बदलला',
    html: `<p>नमस्कार {{userName}},</p><p>तुमच्या Goa Civic Portal खात्यासाठी आत्ताच नवीन पासवर्ड सेट केला गेला. तुमची इतर साइन-इन केलेली उपकरणे साइन आउट झाली आहेत.</p><p>हा बदल तुम्ही केला नसेल, तर लगेच {{portalUrl}} वर "पासवर्ड विसरलात" वापरून फक्त तुम्हाला माहीत असलेला पासवर्ड सेट करा आणि सहाय्याशी संपर्क साधा.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुमच्या Goa Civic Portal खात्यासाठी आत्ताच नवीन पासवर्ड सेट केला गेला. तुमची इतर साइन-इन केलेली उपकरणे साइन आउट झाली आहेत.\n\nहा बदल तुम्ही केला नसेल, तर लगेच {{portalUrl}} वर "पासवर्ड विसरलात" वापरून फक्त तुम्हाला माहीत असलेला पासवर्ड सेट करा आणि सहाय्याशी संपर्क साधा.\n— Goa Civic Portal',
  },
  open311_claim_invite: {
    subject: 'तक्रार {{complaintId}} मिळाली: {{title}}',
    html: `<p>नमस्कार {{userName}},</p><p>तुमची तक्रार <strong>{{complaintId}}</strong> ({{title}}, {{location}}) एका भागीदार ॲपमार्फत गोवा नागरी पोर्टलवर पोहोचली आहे. तिच्या अद्यतनांची माहिती आम्ही याच पत्त्यावर ईमेलने पाठवू.</p><p>ती माझ्या तक्रारींमध्ये पाहण्यासाठी, याच ईमेल पत्त्याने खाते तयार करा आणि तक्रार आपल्या नावावर करा:</p><p><a href="{{claimUrl}}">खाते तयार करा आणि तक्रार जोडा</a></p><p>ही लिंक एकदाच आणि {{expiryDays}} दिवस चालते.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुमची तक्रार {{complaintId}} ({{title}}, {{location}}) एका भागीदार ॲपमार्फत गोवा नागरी पोर्टलवर पोहोचली आहे. तिच्या अद्यतनांची माहिती आम्ही याच पत्त्यावर ईमेलने पाठवू.\n\nती माझ्या तक्रारींमध्ये पाहण्यासाठी, याच ईमेल पत्त्याने खाते तयार करा आणि तक्रार आपल्या नावावर करा:\n{{claimUrl}}\n\nही लिंक एकदाच आणि {{expiryDays}} दिवस चालते.\n— Goa Civic Portal',
  },
  open311_claim_confirm: {
    subject: 'हे तुम्ही होता का? तक्रार {{complaintId}}',
    html: `<p>नमस्कार {{userName}},</p><p>एका भागीदार ॲपने तुमच्या ईमेल पत्त्याने तक्रार <strong>{{complaintId}}</strong> ({{title}}, {{location}}) नोंदवली आहे. हे तुम्ही होता का?</p><p><a href="{{claimUrl}}">ती माझ्या तक्रारींमध्ये जोडा</a></p><p>ही लिंक एकदाच आणि {{expiryDays}} दिवस चालते. हे तुम्ही नसल्यास, या ईमेलकडे दुर्लक्ष करा: तुमच्या खात्यात काहीही जोडले जाणार नाही.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nएका भागीदार ॲपने तुमच्या ईमेल पत्त्याने तक्रार {{complaintId}} ({{title}}, {{location}}) नोंदवली आहे. हे तुम्ही होता का?\n\nती माझ्या तक्रारींमध्ये जोडा: {{claimUrl}}\n\nही लिंक एकदाच आणि {{expiryDays}} दिवस चालते. हे तुम्ही नसल्यास, या ईमेलकडे दुर्लक्ष करा: तुमच्या खात्यात काहीही जोडले जाणार नाही.\n— Goa Civic Portal',
  },
  auth_account_deletion_code: {
    subject: 'तुमचे Goa Civic Portal खाते हटवण्यासाठी कोड',
    html: `<p>नमस्कार {{userName}},</p><p>तुम्ही तुमचे खाते हटवण्याची विनंती केली आहे. पुष्टी करण्यासाठी हा कोड तुमच्या प्रोफाइलवर टाका:</p><p><strong>{{code}}</strong></p><p>या कोडची मुदत {{expiryMinutes}} मिनिटांत संपते. तुम्ही ही विनंती केली नसल्यास, या ईमेलकडे दुर्लक्ष करा: तुमचे खाते आहे तसेच राहील.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुम्ही तुमचे खाते हटवण्याची विनंती केली आहे. पुष्टी करण्यासाठी हा कोड तुमच्या प्रोफाइलवर टाका:\n\n{{code}}\n\nया कोडची मुदत {{expiryMinutes}} मिनिटांत संपते. तुम्ही ही विनंती केली नसल्यास, या ईमेलकडे दुर्लक्ष करा: तुमचे खाते आहे तसेच राहील.\n— Goa Civic Portal',
  },
  auth_account_deleted: {
    subject: 'तुमचे Goa Civic Portal खाते हटवले आहे',
    html: `<p>नमस्कार {{userName}},</p><p>तुमच्या विनंतीनुसार तुमचे खाते आणि त्याचा वैयक्तिक डेटा हटवला आहे. तुमच्या तक्रारी तुमचे नाव किंवा संपर्क तपशील नसलेल्या सार्वजनिक नोंदी म्हणून पोर्टलवर राहतात; GST कायद्यानुसार बीजके ठेवली जातात. काय ठेवले जाते आणि का, हे आमच्या गोपनीयता पानावर सांगितले आहे.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुमच्या विनंतीनुसार तुमचे खाते आणि त्याचा वैयक्तिक डेटा हटवला आहे. तुमच्या तक्रारी तुमचे नाव किंवा संपर्क तपशील नसलेल्या सार्वजनिक नोंदी म्हणून पोर्टलवर राहतात; GST कायद्यानुसार बीजके ठेवली जातात. काय ठेवले जाते आणि का, हे आमच्या गोपनीयता पानावर सांगितले आहे.\n— Goa Civic Portal',
  },
  auth_signup_existing_account: {
    subject: 'कोणीतरी तुमच्या ईमेल पत्त्याने खाते उघडण्याचा प्रयत्न केला',
    html: `<p>नमस्कार {{userName}},</p><p>कोणीतरी या ईमेल पत्त्याने Goa Civic Portal वर नवीन खाते उघडण्याचा प्रयत्न केला. या पत्त्याचे खाते आधीच आहे: तुमचे. काहीही बदलले नाही आणि नवीन खाते उघडले नाही.</p><p>हा प्रयत्न तुम्ही केला असल्यास, पोर्टलवर साइन इन करा; पासवर्ड आठवत नसल्यास, साइन-इन खिडकीत 'पासवर्ड विसरलात?' निवडा.</p><p><a href="{{portalUrl}}">Goa Civic Portal उघडा</a></p><p>हा प्रयत्न तुम्ही केला नसल्यास, काहीही करण्याची गरज नाही: तुमचे खाते आहे तसेच राहते.</p>${signature}`,
    text: "नमस्कार {{userName}},\n\nकोणीतरी या ईमेल पत्त्याने Goa Civic Portal वर नवीन खाते उघडण्याचा प्रयत्न केला. या पत्त्याचे खाते आधीच आहे: तुमचे. काहीही बदलले नाही आणि नवीन खाते उघडले नाही.\n\nहा प्रयत्न तुम्ही केला असल्यास, पोर्टलवर साइन इन करा; पासवर्ड आठवत नसल्यास, साइन-इन खिडकीत 'पासवर्ड विसरलात?' निवडा.\n{{portalUrl}}\n\nहा प्रयत्न तुम्ही केला नसल्यास, काहीही करण्याची गरज नाही: तुमचे खाते आहे तसेच राहते.\n— Goa Civic Portal",
  },
  authority_reply_recorded: {
    subject: 'तक्रार {{complaintId}} वर नोंद झाली: {{recorded}}',
    html: `<p>आदरणीय {{authorityName}},</p><p>धन्यवाद. तक्रार <strong>{{complaintId}}</strong> ({{title}}) वरील तुमचे उत्तर <strong>{{recorded}}</strong> म्हणून नोंदवले आहे.</p><p>{{message}}</p><p>तुम्हाला असे म्हणायचे नसल्यास, दुसरे उत्तर निवडून प्रतिसाद पान उघडा (तेथे पाठवेपर्यंत काहीही बदलत नाही):</p><p><a href="{{resolvedUrl}}">निवारण झाले</a> · <a href="{{inProgressUrl}}">काम सुरू आहे</a> · <a href="{{notOursUrl}}">आमचे नाही</a> · <a href="{{messageUrl}}">संदेश पाठवा</a></p><p>पुढच्या वेळी, ते उत्तर नोंदवण्यासाठी तुमचे उत्तर {{replyWords}} ने सुरू करा.</p>${signature}`,
    text: 'आदरणीय {{authorityName}},\n\nधन्यवाद. तक्रार {{complaintId}} ({{title}}) वरील तुमचे उत्तर {{recorded}} म्हणून नोंदवले आहे.\n\n{{message}}\n\nतुम्हाला असे म्हणायचे नसल्यास, दुसरे उत्तर निवडून प्रतिसाद पान उघडा (तेथे पाठवेपर्यंत काहीही बदलत नाही):\nनिवारण झाले: {{resolvedUrl}}\nकाम सुरू आहे: {{inProgressUrl}}\nआमचे नाही: {{notOursUrl}}\nसंदेश पाठवा: {{messageUrl}}\n\nपुढच्या वेळी, ते उत्तर नोंदवण्यासाठी तुमचे उत्तर {{replyWords}} ने सुरू करा.\n— Goa Civic Portal',
  },
  complaint_follow_update: {
    subject: 'तुम्ही फॉलो करत असलेली तक्रार {{complaintId}}: {{headline}}',
    html: `<p><strong>{{headline}}</strong></p><p>नमस्कार {{userName}},</p><p>तुम्ही फॉलो करत असलेली तक्रार <strong>{{complaintId}}</strong> ({{title}}, {{location}}) हिची स्थिती आता <strong>{{status}}</strong> आहे.</p><p>{{message}}</p><p><a href="{{complaintUrl}}">तक्रार उघडा</a></p><p>तुम्ही ही तक्रार फॉलो करता म्हणून हा ईमेल तुम्हाला मिळत आहे. <a href="{{unfollowUrl}}">फॉलो करणे थांबवा</a></p>${signature}`,
    text: '{{headline}}\n\nनमस्कार {{userName}},\n\nतुम्ही फॉलो करत असलेली तक्रार {{complaintId}} ({{title}}, {{location}}) हिची स्थिती आता {{status}} आहे.\n\n{{message}}\n\nतक्रार उघडा: {{complaintUrl}}\n\nतुम्ही ही तक्रार फॉलो करता म्हणून हा ईमेल तुम्हाला मिळत आहे. फॉलो करणे थांबवा: {{unfollowUrl}}\n— Goa Civic Portal',
  },
  alert_confirm: {
    subject: '{{areaName}} साठीच्या सूचना निश्चित करा',
    html: `<p>नमस्कार,</p><p>कोणीतरी या पत्त्यावर <strong>{{areaName}}</strong> येथील तक्रारींच्या ईमेल सूचना मागितल्या आहेत. त्या सुरू करण्यासाठी हे पान उघडा आणि निश्चित करा:</p><p><a href="{{confirmUrl}}">माझ्या सूचना निश्चित करा</a></p><p>तुम्ही मागितल्या नसतील तर हा ईमेल दुर्लक्षित करा: निश्चित होईपर्यंत काहीही पाठवले जाणार नाही.</p>${signature}`,
    text: 'नमस्कार,\n\nकोणीतरी या पत्त्यावर {{areaName}} येथील तक्रारींच्या ईमेल सूचना मागितल्या आहेत. त्या सुरू करण्यासाठी हे पान उघडा आणि निश्चित करा:\n{{confirmUrl}}\n\nतुम्ही मागितल्या नसतील तर हा ईमेल दुर्लक्षित करा: निश्चित होईपर्यंत काहीही पाठवले जाणार नाही.\n— Goa Civic Portal',
  },
  area_alert: {
    subject: '{{areaName}} येथील तक्रारी: {{headline}}',
    html: `<p>नमस्कार,</p><p><strong>{{areaName}}</strong> येथे {{headline}}:</p><pre>{{complaintList}}</pre><p>ही सूचना बंद करण्यासाठी <a href="{{unsubscribeUrl}}">सूचना बंद करा</a> उघडा. <a href="{{manageUrl}}">तुमच्या सर्व सूचना</a></p>${signature}`,
    text: 'नमस्कार,\n\n{{areaName}} येथे {{headline}}:\n\n{{complaintList}}\n\nही सूचना बंद करण्यासाठी उघडा:\n{{unsubscribeUrl}}\n\nतुमच्या सर्व सूचना:\n{{manageUrl}}\n— Goa Civic Portal',
  },
  complaint_follow_up: {
    subject: 'तक्रार {{complaintId}}: {{headline}}',
    html: `<p><strong>{{headline}}</strong></p><p>नमस्कार {{userName}},</p><p>तुमची तक्रार <strong>{{complaintId}}</strong> ({{title}}, {{location}}) {{resolvedDate}} रोजी निकाली काढली म्हणून नोंदवली. समस्या अजूनही दूर आहे का? एका मिनिटात सांगा: काम झाले की नाही, ते कसे हाताळले (1 ते 5) आणि हवे असल्यास एक फोटो. काम झाले नसेल तर तक्रार पुन्हा उघडली जाते आणि कार्यालयाला कळवले जाते.</p><p><a href="{{questionnaireUrl}}">प्रश्नाचे उत्तर द्या</a></p><p>हा दुवा पोर्टलवर प्रश्न उघडतो; तिथे तुम्ही उत्तर पाठवेपर्यंत काहीही बदलत नाही. <a href="{{complaintUrl}}">तुमची तक्रार उघडा</a></p>${signature}`,
    text: '{{headline}}\n\nनमस्कार {{userName}},\n\nतुमची तक्रार {{complaintId}} ({{title}}, {{location}}) {{resolvedDate}} रोजी निकाली काढली म्हणून नोंदवली. समस्या अजूनही दूर आहे का? एका मिनिटात सांगा: काम झाले की नाही, ते कसे हाताळले (1 ते 5) आणि हवे असल्यास एक फोटो. काम झाले नसेल तर तक्रार पुन्हा उघडली जाते आणि कार्यालयाला कळवले जाते.\n\nप्रश्नाचे उत्तर द्या: {{questionnaireUrl}}\n\nहा दुवा पोर्टलवर प्रश्न उघडतो; तिथे तुम्ही उत्तर पाठवेपर्यंत काहीही बदलत नाही.\nतुमची तक्रार उघडा: {{complaintUrl}}\n— Goa Civic Portal',
  },
};
