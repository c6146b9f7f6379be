import type { EmailTemplateKey } from '@civic/contracts';

const signature = '<p>— Goa Civic Portal</p>';

/**
 * The built-in email templates in Konkani (Devanagari), key for key with DEFAULT_EMAIL_TEMPLATES: the same
 * {{placeholders}} and the same HTML structure (default-email-templates.i18n.spec.ts checks both). Placeholder
 * values (status, category, urgency...) are filled in by the mailer; the signature keeps the brand name.
 */
export const DEFAULT_EMAIL_TEMPLATES_KOK: Record<EmailTemplateKey, { subject: string; html: string; text: string }> = {
  support_ack: {
    subject: 'तुमची विनंती {{ticketId}} आमकां मेळ्ळी: {{subject}}',
    html: `<p>नमस्कार {{userName}},</p><p>आमकां संपर्क केल्ले खातीर देव बरें करूं. तुमचें तिकीट <strong>{{ticketId}}</strong> ({{category}}) तयार जालां.</p><p><em>{{subject}}</em></p><p>{{message}}</p><p>आमी बेगीनूच तुमकां परत संपर्क करतले.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nआमकां संपर्क केल्ले खातीर देव बरें करूं. तुमचें तिकीट {{ticketId}} ({{category}}) तयार जालां.\n\n{{subject}}\n{{message}}\n\nआमी बेगीनूच तुमकां परत संपर्क करतले.\n— Goa Civic Portal',
  },
  support_status: {
    subject: 'तिकीट {{ticketId}} ची स्थिती आतां {{status}}',
    html: `<p>नमस्कार {{userName}},</p><p>तुमच्या तिकिटाची <strong>{{ticketId}}</strong> ({{subject}}) स्थिती आतां <strong>{{status}}</strong> आसा.</p><p>{{message}}</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुमच्या तिकिटाची {{ticketId}} ({{subject}}) स्थिती आतां {{status}} आसा.\n\n{{message}}\n— Goa Civic Portal',
  },
  support_admin_message: {
    subject: 'तुमच्या तिकिटा विशीं {{ticketId}}: {{subject}}',
    html: `<p>नमस्कार {{userName}},</p><p>तुमच्या तिकिटा विशीं <strong>{{ticketId}}</strong> आमच्या तंडीन बरयलां:</p><blockquote>{{message}}</blockquote>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुमच्या तिकिटा विशीं {{ticketId}} आमच्या तंडीन बरयलां:\n\n{{message}}\n— Goa Civic Portal',
  },
  complaint_ack: {
    subject: 'तक्रार {{complaintId}} मेळ्ळी: {{title}}',
    html: `<p>नमस्कार {{userName}},</p><p>तुमची तक्रार <strong>{{complaintId}}</strong> आमकां मेळ्ळ्या आनी तिची स्थिती <strong>{{status}}</strong> आसा.</p><ul><li>माथाळो: {{title}}</li><li>वर्ग: {{category}} — {{subcategory}}</li><li>सुवात: {{location}}</li><li>तातडी: {{urgency}}</li></ul><p>म्हज्यो तक्रारी हांगा तुमी तिचो फाटपुरावो करूंक शकतात.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुमची तक्रार {{complaintId}} आमकां मेळ्ळ्या आनी तिची स्थिती {{status}} आसा.\nमाथाळो: {{title}}\nवर्ग: {{category}} — {{subcategory}}\nसुवात: {{location}}\nतातडी: {{urgency}}\n\nम्हज्यो तक्रारी हांगा तुमी तिचो फाटपुरावो करूंक शकतात.\n— Goa Civic Portal',
  },
  complaint_update: {
    subject: 'तक्रार {{complaintId}}: {{headline}}',
    html: `<p><strong>{{headline}}</strong></p><p>नमस्कार {{userName}},</p><p>तुमच्या तक्रारीची <strong>{{complaintId}}</strong> ({{title}}, {{location}}) स्थिती आतां <strong>{{status}}</strong> आसा.</p><p>{{message}}</p><p><a href="{{complaintUrl}}">तुमची तक्रार उगडात</a></p>${signature}`,
    text: '{{headline}}\n\nनमस्कार {{userName}},\n\nतुमच्या तक्रारीची {{complaintId}} ({{title}}, {{location}}) स्थिती आतां {{status}} आसा.\n\n{{message}}\n\nतुमची तक्रार उगडात: {{complaintUrl}}\n— Goa Civic Portal',
  },
  complaint_resolved: {
    subject: 'तक्रार {{complaintId}}: {{headline}}. काम जालां?',
    html: `<p><strong>{{headline}}</strong></p><p>नमस्कार {{userName}},</p><p>तुमची तक्रार <strong>{{complaintId}}</strong> ({{title}}, {{location}}) <strong>{{status}}</strong> म्हूण नोंद जाल्या.</p><p>{{message}}</p><p><strong>काम जालां?</strong></p><p><a href="{{fixedUrl}}">हय, जालां</a> <a href="{{reopenUrl}}">ना, फोटो घालून परत उगडात</a></p><p>दर एक बटण पोर्टलाचेर तुमची तक्रार उगडटा, थंय तुमी खात्री करतात वा परत उगडटात; तुमी करीमेरेन कांयच बदलना. <a href="{{complaintUrl}}">तुमची तक्रार उगडात</a></p>${signature}`,
    text: '{{headline}}\n\nनमस्कार {{userName}},\n\nतुमची तक्रार {{complaintId}} ({{title}}, {{location}}) {{status}} म्हूण नोंद जाल्या.\n\n{{message}}\n\nकाम जालां?\nहय, जालां: {{fixedUrl}}\nना, फोटो घालून परत उगडात: {{reopenUrl}}\n\nदर एक दुवो पोर्टलाचेर तुमची तक्रार उगडटा, थंय तुमी खात्री करतात वा परत उगडटात; तुमी करीमेरेन कांयच बदलना.\nतुमची तक्रार उगडात: {{complaintUrl}}\n— Goa Civic Portal',
  },
  complaint_forward_authority: {
    subject: 'नागरी तक्रार {{complaintId}}: {{title}} ({{location}})',
    html: `<p>मान. {{authorityName}},</p><p>एका नागरिकान {{authorityDepartment}} हांच्या लक्षा खातीर सकयली समस्या कळयल्या. प्राधिकरणाक उद्देशून बरयिल्लें पत्र जोडलां.</p><ul><li>तक्रार: {{complaintId}}</li><li>माथाळो: {{title}}</li><li>वर्ग: {{category}} — {{subcategory}}</li><li>सुवात: {{location}}</li><li>तातडी: {{urgency}}</li><li>नकासो: <a href="{{mapUrl}}">{{mapUrl}}</a></li></ul><p>{{description}}</p><p>तक्रारदार: {{reporterName}} {{reporterEmail}} {{reporterPhone}}</p><p>{{message}}</p><p>{{dueDate}} मेरेन जाप दियात: ह्या ईमेलाक जाप दियात (तुमचीं उतरां, फोटो आनी दस्तावेज तक्रारीक पावतात), वा सकयलो दुवो उगडात.</p><p>ह्या तक्रारीक जाप दियात, खातें नाका: <a href="{{respondUrl}}">{{respondUrl}}</a></p><p>ईमेलान जाप दिवपाक, ह्या ईमेलाक जाप दियात आनी ती {{replyWords}} हांणी सुरू करात; हेर खंयचीय जाप संदेश म्हूण नोंद जाता. कामाचे फोटो वा कारवाय अहवालाभशेन PDF जोडात.</p>${signature}`,
    text: 'मान. {{authorityName}},\n\nएका नागरिकान {{authorityDepartment}} हांच्या लक्षा खातीर सकयली समस्या कळयल्या. प्राधिकरणाक उद्देशून बरयिल्लें पत्र जोडलां.\nतक्रार: {{complaintId}}\nमाथाळो: {{title}}\nवर्ग: {{category}} — {{subcategory}}\nसुवात: {{location}}\nतातडी: {{urgency}}\nनकासो: {{mapUrl}}\n\n{{description}}\n\nतक्रारदार: {{reporterName}} {{reporterEmail}} {{reporterPhone}}\n\n{{message}}\n\n{{dueDate}} मेरेन जाप दियात: ह्या ईमेलाक जाप दियात (तुमचीं उतरां, फोटो आनी दस्तावेज तक्रारीक पावतात), वा सकयलो दुवो उगडात.\n\nह्या तक्रारीक जाप दियात (खातें नाका): {{respondUrl}}\n\nईमेलान जाप दिवपाक, ह्या ईमेलाक जाप दियात आनी ती {{replyWords}} हांणी सुरू करात; हेर खंयचीय जाप संदेश म्हूण नोंद जाता. कामाचे फोटो वा कारवाय अहवालाभशेन PDF जोडात.\n— Goa Civic Portal',
  },
  complaint_escalation_authority: {
    subject: '{{stepName}}: नागरी तक्रार {{complaintId}} ची मुदत {{daysOverdue}} दीस सोंपल्या',
    html: `<p>मान. {{authorityName}},</p><p>{{stepName}}. सकयली तक्रार {{forwardedDate}} हे दिसा फुडें धाडिल्ली आनी तिची मुदत {{dueDate}} मेरेन आशिल्ली; आतां तिची मुदत {{daysOverdue}} दीस सोंपल्या आनी निवारणाची खंयचीच नोंद ना.</p><ul><li>तक्रार: {{complaintId}}</li><li>माथाळो: {{title}}</li><li>वर्ग: {{category}}</li><li>सुवात: {{location}}</li><li>कळयल्लें: {{citizensReporting}}</li><li>नकासो: <a href="{{mapUrl}}">{{mapUrl}}</a></li><li>उगडास धाडलो: {{reminderDate}}</li><li>आतां मेरेन जापसालदार प्राधिकरण: {{previousAuthorities}}</li></ul><p>{{description}}</p><p>उपकार करून हिचेर लक्ष दिवचें.</p><p>ह्या तक्रारीक जाप दियात, खातें नाका: <a href="{{respondUrl}}">{{respondUrl}}</a></p><p>ईमेलान जाप दिवपाक, ह्या ईमेलाक जाप दियात आनी ती {{replyWords}} हांणी सुरू करात; हेर खंयचीय जाप संदेश म्हूण नोंद जाता. कामाचे फोटो वा कारवाय अहवालाभशेन PDF जोडात.</p>${signature}`,
    text: 'मान. {{authorityName}},\n\n{{stepName}}. सकयली तक्रार {{forwardedDate}} हे दिसा फुडें धाडिल्ली आनी तिची मुदत {{dueDate}} मेरेन आशिल्ली; आतां तिची मुदत {{daysOverdue}} दीस सोंपल्या आनी निवारणाची खंयचीच नोंद ना.\nतक्रार: {{complaintId}}\nमाथाळो: {{title}}\nवर्ग: {{category}}\nसुवात: {{location}}\nकळयल्लें: {{citizensReporting}}\nनकासो: {{mapUrl}}\nउगडास धाडलो: {{reminderDate}}\nआतां मेरेन जापसालदार प्राधिकरण: {{previousAuthorities}}\n\n{{description}}\n\nउपकार करून हिचेर लक्ष दिवचें.\n\nह्या तक्रारीक जाप दियात (खातें नाका): {{respondUrl}}\n\nईमेलान जाप दिवपाक, ह्या ईमेलाक जाप दियात आनी ती {{replyWords}} हांणी सुरू करात; हेर खंयचीय जाप संदेश म्हूण नोंद जाता. कामाचे फोटो वा कारवाय अहवालाभशेन PDF जोडात.\n— Goa Civic Portal',
  },
  complaint_escalation_citizen: {
    subject: 'तक्रार {{complaintId}}: {{stepName}}',
    html: `<p>नमस्कार {{userName}},</p><p>तुमच्या तक्रारीची <strong>{{complaintId}}</strong> ({{title}}) मुदत सोंपून {{daysOverdue}} दीस जाले. {{stepName}}: आमी {{recipients}} हांकां बरयलां.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुमच्या तक्रारीची {{complaintId}} ({{title}}) मुदत सोंपून {{daysOverdue}} दीस जाले. {{stepName}}: आमी {{recipients}} हांकां बरयलां.\n— Goa Civic Portal',
  },
  admin_overdue_digest: {
    subject: 'मुदत सोंपिल्ल्यो तक्रारी, {{date}}: {{count}} नव्यो',
    html: `<p>नमस्कार {{userName}},</p><p>आदल्या सारांशा उपरांत {{count}} फुडें धाडिल्ल्या तक्रारींची मुदत, सोडयल्या बगर, सोंपल्या:</p><pre>{{complaintList}}</pre><p>उगडास आनी वयर धाडप आपसूक जाता; तक्रार डेस्का वयल्यान तुमी खंयच्याय तक्रारीचें वयर धाडप थांबोवंक शकतात.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nआदल्या सारांशा उपरांत {{count}} फुडें धाडिल्ल्या तक्रारींची मुदत, सोडयल्या बगर, सोंपल्या:\n\n{{complaintList}}\n\nउगडास आनी वयर धाडप आपसूक जाता; तक्रार डेस्का वयल्यान तुमी खंयच्याय तक्रारीचें वयर धाडप थांबोवंक शकतात.\n— Goa Civic Portal',
  },
  invoice_email: {
    subject: '{{plan}} खातीर तुमचें बील {{invoiceNumber}}',
    html: `<p>नमस्कार {{userName}},</p><p><strong>{{plan}}</strong> विकती घेतिल्ले खातीर देव बरें करूं: {{amount}} (पेमेंट {{paymentId}}). तुमचें GST बील {{invoiceNumber}} जोडलां.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\n{{plan}} विकती घेतिल्ले खातीर देव बरें करूं: {{amount}} (पेमेंट {{paymentId}}). तुमचें GST बील {{invoiceNumber}} जोडलां.\n— Goa Civic Portal',
  },
  auth_verify_email: {
    subject: 'Goa Civic Portal खातीर तुमचो ईमेल पडताळात',
    html: `<p>नमस्कार {{userName}},</p><p>तक्रारी दाखल करपाक सुरवात करपा खातीर उपकार करून तुमच्या ईमेल पत्त्याची खात्री करात:</p><p><a href="{{verifyUrl}}">म्हजो ईमेल पडताळात</a></p><p>ही लिंक {{expiryHours}} वरांनी कालबाह्य जाता. तुमी नोंदणी करूंक ना जाल्यार, हो ईमेल दुर्लक्षीत करात.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतक्रारी दाखल करपाक सुरवात करपा खातीर उपकार करून तुमच्या ईमेल पत्त्याची खात्री करात:\n{{verifyUrl}}\n\nही लिंक {{expiryHours}} वरांनी कालबाह्य जाता. तुमी नोंदणी करूंक ना जाल्यार, हो ईमेल दुर्लक्षीत करात.\n— Goa Civic Portal',
  },
  auth_reset_password: {
    subject: 'तुमचो Goa Civic Portal पासवर्ड रिसेट करात',
    html: `<p>नमस्कार {{userName}},</p><p>तुमचो पासवर्ड रिसेट करपाची विनंती आमकां मेळ्ळ्या:</p><p><a href="{{resetUrl}}">नवो पासवर्ड वेंचात</a></p><p>ही लिंक {{expiryMinutes}} मिनटांनी कालबाह्य जाता. तुमी ही विनंती करूंक ना जाल्यार, हो ईमेल दुर्लक्षीत करात.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुमचो पासवर्ड रिसेट करपाची विनंती आमकां मेळ्ळ्या:\n{{resetUrl}}\n\nही लिंक {{expiryMinutes}} मिनटांनी कालबाह्य जाता. तुमी ही विनंती करूंक ना जाल्यार, हो ईमेल दुर्लक्षीत करात.\n— Goa Civic Portal',
  },
  auth_email_change_notice: {
    subject: 'तुमचो Goa Civic Portal ईमेल बदल्ला',
    html: `<p>नमस्कार {{userName}},</p><p>तुमच्या Goa Civic Portal खात्याचो ईमेल पत्तो आतां <strong>{{newEmail}}</strong> आसा. आतां सावन ईमेल थंय वतले.</p><p>हो बदल तुमी करूंक ना जाल्यार, तुमचो पासवर्ड बेगोबेग रिसेट करात आनी सपोर्टाक संपर्क करात.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुमच्या Goa Civic Portal खात्याचो ईमेल पत्तो आतां {{newEmail}} आसा. आतां सावन ईमेल थंय वतले.\n\nहो बदल तुमी करूंक ना जाल्यार, तुमचो पासवर्ड बेगोबेग रिसेट करात आनी सपोर्टाक संपर्क करात.\n— Goa Civic Portal',
  },
  auth_password_changed_notice: {
    subject: 'तुमचो Goa Civic Portal पासवर्ड बदल्लो',
    html: `<p>नमस्कार {{userName}},</p><p>तुमच्या Goa Civic Portal खात्याखातीर आतांच नवो पासवर्ड सेट केला. तुमचीं हेर साइन-इन केल्लीं उपकरणां साइन आउट जालीं.</p><p>हो बदल तुमी करूंक ना जाल्यार, बेगोबेग {{portalUrl}} चेर "पासवर्ड विसरलो" वापरून फकत तुमकांच खबर आशिल्लो पासवर्ड सेट करात आनी सपोर्टाक संपर्क करात.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुमच्या Goa Civic Portal खात्याखातीर आतांच नवो पासवर्ड सेट केला. तुमचीं हेर साइन-इन केल्लीं उपकरणां साइन आउट जालीं.\n\nहो बदल तुमी करूंक ना जाल्यार, बेगोबेग {{portalUrl}} चेर "पासवर्ड विसरलो" वापरून फकत तुमकांच खबर आशिल्लो पासवर्ड सेट करात आनी सपोर्टाक संपर्क करात.\n— Goa Civic Portal',
  },
  open311_claim_invite: {
    subject: 'तक्रार {{complaintId}} मेळ्ळी: {{title}}',
    html: `<p>नमस्कार {{userName}},</p><p>तुमची तक्रार <strong>{{complaintId}}</strong> ({{title}}, {{location}}) एका भागीदार ॲपा वरवीं गोंय नागरी पोर्टलाचेर पावल्या. तिच्यो खबरो आमी ह्याच पत्त्यार ईमेलान धाडटले.</p><p>ती म्हज्यो तक्रारी हातूंत पळोवंक, ह्याच ईमेल पत्त्यान खातें तयार करात आनी तक्रार आपल्या नांवार करात:</p><p><a href="{{claimUrl}}">खातें तयार करात आनी तक्रार जोडात</a></p><p>ही लिंक एकदांच आनी {{expiryDays}} दीस चलता.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुमची तक्रार {{complaintId}} ({{title}}, {{location}}) एका भागीदार ॲपा वरवीं गोंय नागरी पोर्टलाचेर पावल्या. तिच्यो खबरो आमी ह्याच पत्त्यार ईमेलान धाडटले.\n\nती म्हज्यो तक्रारी हातूंत पळोवंक, ह्याच ईमेल पत्त्यान खातें तयार करात आनी तक्रार आपल्या नांवार करात:\n{{claimUrl}}\n\nही लिंक एकदांच आनी {{expiryDays}} दीस चलता.\n— Goa Civic Portal',
  },
  open311_claim_confirm: {
    subject: 'हें तुमी आशिल्लात? तक्रार {{complaintId}}',
    html: `<p>नमस्कार {{userName}},</p><p>एका भागीदार ॲपान तुमच्या ईमेल पत्त्यान तक्रार <strong>{{complaintId}}</strong> ({{title}}, {{location}}) नोंद केल्या. हें तुमी आशिल्लात?</p><p><a href="{{claimUrl}}">ती म्हज्यो तक्रारी हातूंत जोडात</a></p><p>ही लिंक एकदांच आनी {{expiryDays}} दीस चलता. हें तुमी नाशिल्ल्यार, हो ईमेल दुर्लक्षीत करात: तुमच्या खात्यांत कांयच जोडचें ना.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nएका भागीदार ॲपान तुमच्या ईमेल पत्त्यान तक्रार {{complaintId}} ({{title}}, {{location}}) नोंद केल्या. हें तुमी आशिल्लात?\n\nती म्हज्यो तक्रारी हातूंत जोडात: {{claimUrl}}\n\nही लिंक एकदांच आनी {{expiryDays}} दीस चलता. हें तुमी नाशिल्ल्यार, हो ईमेल दुर्लक्षीत करात: तुमच्या खात्यांत कांयच जोडचें ना.\n— Goa Civic Portal',
  },
  auth_account_deletion_code: {
    subject: 'तुमचें Goa Civic Portal खातें काडून उडोवपाचो कोड',
    html: `<p>नमस्कार {{userName}},</p><p>तुमी तुमचें खातें काडून उडोवपाक मागलां. खात्री करपाक हो कोड तुमच्या प्रोफायलाचेर घालात:</p><p><strong>{{code}}</strong></p><p>हो कोड {{expiryMinutes}} मिनटांनी कालबाह्य जाता. तुमी हें मागूंक ना जाल्यार, हो ईमेल दुर्लक्षीत करात: तुमचें खातें आसा तशेंच उरतलें.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुमी तुमचें खातें काडून उडोवपाक मागलां. खात्री करपाक हो कोड तुमच्या प्रोफायलाचेर घालात:\n\n{{code}}\n\nहो कोड {{expiryMinutes}} मिनटांनी कालबाह्य जाता. तुमी हें मागूंक ना जाल्यार, हो ईमेल दुर्लक्षीत करात: तुमचें खातें आसा तशेंच उरतलें.\n— Goa Civic Portal',
  },
  auth_account_deleted: {
    subject: 'तुमचें Goa Civic Portal खातें काडून उडयलां',
    html: `<p>नमस्कार {{userName}},</p><p>तुमी मागिल्ले प्रमाण तुमचें खातें आनी ताचो वैयक्तीक डेटा काडून उडयला. तुमच्यो तक्रारी तुमचें नांव वा संपर्क तपशील नासतना सार्वजनीक नोंदी म्हूण पोर्टलाचेर उरतात; GST कायद्या प्रमाण बिलां दवरल्यांत. कितें दवरलां आनी कित्याक तें आमचें गोपनीयताय पान सांगता.</p>${signature}`,
    text: 'नमस्कार {{userName}},\n\nतुमी मागिल्ले प्रमाण तुमचें खातें आनी ताचो वैयक्तीक डेटा काडून उडयला. तुमच्यो तक्रारी तुमचें नांव वा संपर्क तपशील नासतना सार्वजनीक नोंदी म्हूण पोर्टलाचेर उरतात; GST कायद्या प्रमाण बिलां दवरल्यांत. कितें दवरलां आनी कित्याक तें आमचें गोपनीयताय पान सांगता.\n— Goa Civic Portal',
  },
  auth_signup_existing_account: {
    subject: 'कोणेंतरी तुमच्या ईमेल पत्त्यान खातें उगडपाचो यत्न केलो',
    html: `<p>नमस्कार {{userName}},</p><p>कोणेंतरी ह्या ईमेल पत्त्यान Goa Civic Portal चेर नवें खातें उगडपाचो यत्न केलो. ह्या पत्त्याचें खातें आदींच आसा: तुमचें. कांयच बदल जावंक ना आनी नवें खातें उगडूंक ना.</p><p>तो यत्न तुमी केल्लो जाल्यार, पोर्टलाचेर साइन इन करात; तुमकां पासवर्ड उगडास ना जाल्यार, साइन इन जनेलांत 'पासवर्ड विसरलो?' वेंचात.</p><p><a href="{{portalUrl}}">Goa Civic Portal उगडात</a></p><p>तो यत्न तुमी केल्लो ना जाल्यार, कांयच करपाची गरज ना: तुमचें खातें आसा तशेंच उरता.</p>${signature}`,
    text: "नमस्कार {{userName}},\n\nकोणेंतरी ह्या ईमेल पत्त्यान Goa Civic Portal चेर नवें खातें उगडपाचो यत्न केलो. ह्या पत्त्याचें खातें आदींच आसा: तुमचें. कांयच बदल जावंक ना आनी नवें खातें उगडूंक ना.\n\nतो यत्न तुमी केल्लो जाल्यार, पोर्टलाचेर साइन इन करात; तुमकां पासवर्ड उगडास ना जाल्यार, साइन इन जनेलांत 'पासवर्ड विसरलो?' वेंचात.\n{{portalUrl}}\n\nतो यत्न तुमी केल्लो ना जाल्यार, कांयच करपाची गरज ना: तुमचें खातें आसा तशेंच उरता.\n— Goa Civic Portal",
  },
  authority_reply_recorded: {
    subject: 'तक्रार {{complaintId}} चेर नोंद जाली: {{recorded}}',
    html: `<p>मान. {{authorityName}},</p><p>देव बरें करूं. तक्रार <strong>{{complaintId}}</strong> ({{title}}) चेर तुमची जाप <strong>{{recorded}}</strong> म्हूण नोंद जाल्या.</p><p>{{message}}</p><p>तुमकां हें म्हणपाचें नाशिल्लें जाल्यार, दुसरी जाप वेंचून जाप दिवपाचें पान उगडात (थंय धाडल्या बगर कांयच बदलना):</p><p><a href="{{resolvedUrl}}">निवारण जालें</a> · <a href="{{inProgressUrl}}">काम चालू</a> · <a href="{{notOursUrl}}">आमचें न्हय</a> · <a href="{{messageUrl}}">संदेश धाडात</a></p><p>फुडल्या फावटीं, ती जाप नोंद करपाक तुमची जाप {{replyWords}} हांणी सुरू करात.</p>${signature}`,
    text: 'मान. {{authorityName}},\n\nदेव बरें करूं. तक्रार {{complaintId}} ({{title}}) चेर तुमची जाप {{recorded}} म्हूण नोंद जाल्या.\n\n{{message}}\n\nतुमकां हें म्हणपाचें नाशिल्लें जाल्यार, दुसरी जाप वेंचून जाप दिवपाचें पान उगडात (थंय धाडल्या बगर कांयच बदलना):\nनिवारण जालें: {{resolvedUrl}}\nकाम चालू: {{inProgressUrl}}\nआमचें न्हय: {{notOursUrl}}\nसंदेश धाडात: {{messageUrl}}\n\nफुडल्या फावटीं, ती जाप नोंद करपाक तुमची जाप {{replyWords}} हांणी सुरू करात.\n— Goa Civic Portal',
  },
  complaint_follow_update: {
    subject: 'तुमी फाटपुरावो करतात ती तक्रार {{complaintId}}: {{headline}}',
    html: `<p><strong>{{headline}}</strong></p><p>नमस्कार {{userName}},</p><p>तुमी फाटपुरावो करतात ती तक्रार <strong>{{complaintId}}</strong> ({{title}}, {{location}}) हिची स्थिती आतां <strong>{{status}}</strong> आसा.</p><p>{{message}}</p><p><a href="{{complaintUrl}}">तक्रार उगडात</a></p><p>तुमी ह्या तक्रारीचो फाटपुरावो करतात देखून हो ईमेल तुमकां मेळटा. <a href="{{unfollowUrl}}">फाटपुरावो थांबयात</a></p>${signature}`,
    text: '{{headline}}\n\nनमस्कार {{userName}},\n\nतुमी फाटपुरावो करतात ती तक्रार {{complaintId}} ({{title}}, {{location}}) हिची स्थिती आतां {{status}} आसा.\n\n{{message}}\n\nतक्रार उगडात: {{complaintUrl}}\n\nतुमी ह्या तक्रारीचो फाटपुरावो करतात देखून हो ईमेल तुमकां मेळटा. फाटपुरावो थांबयात: {{unfollowUrl}}\n— Goa Civic Portal',
  },
  alert_confirm: {
    subject: '{{areaName}} हांगच्यो सुचोवण्यो पक्क्यो करात',
    html: `<p>नमस्कार,</p><p>कोणेंतरी ह्या पत्त्याचेर <strong>{{areaName}}</strong> हांगाच्या तक्रारींच्यो ईमेल सुचोवण्यो मागल्यात. त्यो सुरू करपाक हें पान उगडात आनी पक्कें करात:</p><p><a href="{{confirmUrl}}">म्हज्यो सुचोवण्यो पक्क्यो करात</a></p><p>तुमी मागूंक नाशिल्यार, हो ईमेल दुर्लक्षीत करात: पक्कें करी मेरेन कांयच धाडचें ना.</p>${signature}`,
    text: 'नमस्कार,\n\nकोणेंतरी ह्या पत्त्याचेर {{areaName}} हांगाच्या तक्रारींच्यो ईमेल सुचोवण्यो मागल्यात. त्यो सुरू करपाक हें पान उगडात आनी पक्कें करात:\n{{confirmUrl}}\n\nतुमी मागूंक नाशिल्यार, हो ईमेल दुर्लक्षीत करात: पक्कें करी मेरेन कांयच धाडचें ना.\n— Goa Civic Portal',
  },
  area_alert: {
    subject: '{{areaName}} हांगच्यो तक्रारी: {{headline}}',
    html: `<p>नमस्कार,</p><p><strong>{{areaName}}</strong> हांगा {{headline}}:</p><pre>{{complaintList}}</pre><p>ही सुचोवणी बंद करपाक <a href="{{unsubscribeUrl}}">सुचोवणी बंद करात</a> उगडात. <a href="{{manageUrl}}">तुमच्यो सगळ्यो सुचोवण्यो</a></p>${signature}`,
    text: 'नमस्कार,\n\n{{areaName}} हांगा {{headline}}:\n\n{{complaintList}}\n\nही सुचोवणी बंद करपाक उगडात:\n{{unsubscribeUrl}}\n\nतुमच्यो सगळ्यो सुचोवण्यो:\n{{manageUrl}}\n— Goa Civic Portal',
  },
  complaint_follow_up: {
    subject: 'तक्रार {{complaintId}}: {{headline}}',
    html: `<p><strong>{{headline}}</strong></p><p>नमस्कार {{userName}},</p><p>तुमची तक्रार <strong>{{complaintId}}</strong> ({{title}}, {{location}}) {{resolvedDate}} हे दिसा सोडयली म्हूण नोंद जाली. समस्या अजून बरी आसा? एका मिनटांत सांगात: काम जालां काय ना, ताचेर कशें काम जालें (1 ते 5) आनी जाय जाल्यार एक फोटो. काम जावंक ना जाल्यार तक्रार परत उगडटा आनी कार्यालयाक कळयतात.</p><p><a href="{{questionnaireUrl}}">प्रस्नाक जाप दियात</a></p><p>हो दुवो पोर्टलाचेर प्रस्न उगडटा; थंय तुमी जाप धाडमेरेन कांयच बदलना. <a href="{{complaintUrl}}">तुमची तक्रार उगडात</a></p>${signature}`,
    text: '{{headline}}\n\nनमस्कार {{userName}},\n\nतुमची तक्रार {{complaintId}} ({{title}}, {{location}}) {{resolvedDate}} हे दिसा सोडयली म्हूण नोंद जाली. समस्या अजून बरी आसा? एका मिनटांत सांगात: काम जालां काय ना, ताचेर कशें काम जालें (1 ते 5) आनी जाय जाल्यार एक फोटो. काम जावंक ना जाल्यार तक्रार परत उगडटा आनी कार्यालयाक कळयतात.\n\nप्रस्नाक जाप दियात: {{questionnaireUrl}}\n\nहो दुवो पोर्टलाचेर प्रस्न उगडटा; थंय तुमी जाप धाडमेरेन कांयच बदलना.\nतुमची तक्रार उगडात: {{complaintUrl}}\n— Goa Civic Portal',
  },
};
