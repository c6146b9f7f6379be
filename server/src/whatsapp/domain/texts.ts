import type { Locale } from '@civic/contracts';

/**
 * Every word the WhatsApp bot writes, in the portal's four languages (docs/adr/0151-whatsapp-channel.md). `{name}`
 * placeholders are filled by `say`. Konkani is written in Devanagari, as the portal's Konkani catalogue is.
 */
const TEXTS = {
  welcome: {
    en: 'Welcome to the Goa Civic Complaint Portal. Choose your language.',
    kok: 'गोंय नागरी तक्रार पोर्टलाचेर येवकार. तुमची भास वेंचात.',
    mr: 'गोवा नागरी तक्रार पोर्टलवर स्वागत आहे. तुमची भाषा निवडा.',
    hi: 'गोवा नागरिक शिकायत पोर्टल पर आपका स्वागत है। अपनी भाषा चुनें।',
  },
  languageButton: { en: 'Language', kok: 'भास', mr: 'भाषा', hi: 'भाषा' },
  privacy: {
    en: 'Privacy notice: to file your complaint we keep your WhatsApp number, this conversation, your photos and the location you send. They are used only for your complaints and can be exported or deleted from your account. Do you agree?',
    kok: 'खाजगीपणाची सुचोवणी: तुमची तक्रार दाखल करपाक आमी तुमचो WhatsApp नंबर, हो संवाद, तुमचे फोटो आनी तुमी धाडिल्ली सुवात सांबाळटात. ते फकत तुमच्या तक्रारीं खातीर वापरतात आनी तुमच्या खात्यांतल्यान निर्यात वा काडून उडोवंक येतात. तुमकां मान्य आसा?',
    mr: 'गोपनीयता सूचना: तुमची तक्रार दाखल करण्यासाठी आम्ही तुमचा WhatsApp क्रमांक, हा संवाद, तुमचे फोटो आणि तुम्ही पाठवलेले ठिकाण जतन करतो. ते फक्त तुमच्या तक्रारींसाठी वापरले जातात आणि तुमच्या खात्यातून निर्यात किंवा हटवता येतात. तुम्हाला मान्य आहे का?',
    hi: 'गोपनीयता सूचना: आपकी शिकायत दर्ज करने के लिए हम आपका WhatsApp नंबर, यह बातचीत, आपकी तस्वीरें और आपके भेजे गए स्थान को सहेजते हैं। इनका उपयोग केवल आपकी शिकायतों के लिए होता है और इन्हें आपके खाते से निर्यात या हटाया जा सकता है। क्या आप सहमत हैं?',
  },
  agree: { en: 'I agree', kok: 'म्हाका मान्य', mr: 'मला मान्य', hi: 'मैं सहमत हूँ' },
  decline: { en: 'No, thanks', kok: 'ना, देव बरें करूं', mr: 'नको, धन्यवाद', hi: 'नहीं, धन्यवाद' },
  declined: {
    en: 'Nothing was kept. Write to us again whenever you wish to file a complaint.',
    kok: 'कांयच सांबाळूंक ना. तक्रार दाखल करपाची आसल्यार केन्नाय परत बरयात.',
    mr: 'काहीही जतन केले नाही. तक्रार दाखल करायची असल्यास कधीही पुन्हा लिहा.',
    hi: 'कुछ भी सहेजा नहीं गया। शिकायत दर्ज करनी हो तो कभी भी फिर से लिखें।',
  },
  chooseCategory: {
    en: 'What is the problem about? Choose a category.',
    kok: 'समस्या कसली? एक वर्ग वेंचात.',
    mr: 'समस्या कशाबद्दल आहे? एक वर्ग निवडा.',
    hi: 'समस्या किस बारे में है? एक श्रेणी चुनें।',
  },
  chooseSubcategory: {
    en: 'Choose what fits best in {category}.',
    kok: '{category} हातूंत सगळ्यांत फावो तें वेंचात.',
    mr: '{category} मधील सर्वात योग्य पर्याय निवडा.',
    hi: '{category} में सबसे उपयुक्त विकल्प चुनें।',
  },
  listButton: { en: 'Choose', kok: 'वेंचात', mr: 'निवडा', hi: 'चुनें' },
  more: { en: 'More…', kok: 'आनीक…', mr: 'आणखी…', hi: 'और…' },
  other: { en: 'Other', kok: 'हेर', mr: 'इतर', hi: 'अन्य' },
  askPhotos: {
    en: 'Send one or more photos of the problem (at most {limit}). Tap Done when you have sent them.',
    kok: 'समस्येचे एक वा चडांत चड {limit} फोटो धाडात. धाडटकच "जालें" दामात.',
    mr: 'समस्येचे एक किंवा अधिक फोटो पाठवा (जास्तीत जास्त {limit}). पाठवून झाल्यावर "झाले" दाबा.',
    hi: 'समस्या की एक या अधिक तस्वीरें भेजें (अधिकतम {limit})। भेजने के बाद "हो गया" दबाएँ।',
  },
  photoReceived: {
    en: 'Photo {count} of {limit} received.',
    kok: '{limit} पैकी {count} फोटो मेळ्ळो.',
    mr: '{limit} पैकी {count} फोटो मिळाला.',
    hi: '{limit} में से {count} तस्वीर मिली।',
  },
  photoOverLimit: {
    en: 'Your plan allows {limit} photos: this one was not kept. Tap Done to go on.',
    kok: 'तुमच्या योजनेंत {limit} फोटो मेळटात: हो फोटो सांबाळूंक ना. फुडें वचपाक "जालें" दामात.',
    mr: 'तुमच्या योजनेत {limit} फोटो चालतात: हा फोटो जतन केला नाही. पुढे जाण्यासाठी "झाले" दाबा.',
    hi: 'आपकी योजना में {limit} तस्वीरें हैं: यह तस्वीर सहेजी नहीं गई। आगे बढ़ने के लिए "हो गया" दबाएँ।',
  },
  photoRefused: {
    en: 'That photo could not be read. Send a JPEG, PNG or WebP photo.',
    kok: 'तो फोटो वाचूंक जालो ना. JPEG, PNG वा WebP फोटो धाडात.',
    mr: 'तो फोटो वाचता आला नाही. JPEG, PNG किंवा WebP फोटो पाठवा.',
    hi: 'वह तस्वीर पढ़ी नहीं जा सकी। JPEG, PNG या WebP तस्वीर भेजें।',
  },
  photoNeeded: { en: 'Send at least one photo first.', kok: 'पयलीं उण्यांत उणो एक फोटो धाडात.', mr: 'आधी किमान एक फोटो पाठवा.', hi: 'पहले कम से कम एक तस्वीर भेजें।' },
  done: { en: 'Done', kok: 'जालें', mr: 'झाले', hi: 'हो गया' },
  askLocation: {
    en: 'Where is it? Share a location pin (📎 > Location) or type the name of the place.',
    kok: 'हें खंय आसा? सुवातेचो पिन धाडात (📎 > Location) वा सुवातेचें नांव बरयात.',
    mr: 'हे कुठे आहे? ठिकाणाचा पिन पाठवा (📎 > Location) किंवा ठिकाणाचे नाव लिहा.',
    hi: 'यह कहाँ है? स्थान का पिन भेजें (📎 > Location) या जगह का नाम लिखें।',
  },
  outsideGoa: {
    en: 'That point is outside Goa. Share a pin in Goa or type the place name.',
    kok: 'तो सुवात गोंयाभायर आसा. गोंयांतलो पिन धाडात वा सुवातेचें नांव बरयात.',
    mr: 'ते ठिकाण गोव्याबाहेर आहे. गोव्यातील पिन पाठवा किंवा ठिकाणाचे नाव लिहा.',
    hi: 'वह स्थान गोवा से बाहर है। गोवा में पिन भेजें या जगह का नाम लिखें।',
  },
  placeNotFound: {
    en: 'No place in Goa matched "{text}". Try another name or share a location pin.',
    kok: '"{text}" हें नांव गोंयांतल्या खंयच्याच सुवातेक जुळ्ळें ना. दुसरें नांव बरयात वा पिन धाडात.',
    mr: '"{text}" शी गोव्यातील कोणतेही ठिकाण जुळले नाही. दुसरे नाव लिहा किंवा पिन पाठवा.',
    hi: '"{text}" से गोवा का कोई स्थान नहीं मिला। दूसरा नाम लिखें या पिन भेजें।',
  },
  placeFound: { en: 'Location: {place}.', kok: 'सुवात: {place}.', mr: 'ठिकाण: {place}.', hi: 'स्थान: {place}।' },
  meToo: {
    en: 'An open complaint of this kind is already within 150 m: {id} ({link}). Open it to say "Me too", or file yours anyway.',
    kok: 'ह्या प्रकारची एक उकती तक्रार 150 मी. भितर आसा: {id} ({link}). "हांवूय" म्हणपाक ती उगडात, वा तुमची तक्रार तरी दाखल करात.',
    mr: 'या प्रकारची एक खुली तक्रार 150 मी. च्या आत आधीच आहे: {id} ({link}). "मी पण" म्हणण्यासाठी ती उघडा, किंवा तरीही तुमची तक्रार दाखल करा.',
    hi: 'इस तरह की एक खुली शिकायत 150 मी. के भीतर पहले से है: {id} ({link})। "मैं भी" कहने के लिए उसे खोलें, या फिर भी अपनी शिकायत दर्ज करें।',
  },
  meTooButton: { en: 'Me too', kok: 'हांवूय', mr: 'मी पण', hi: 'मैं भी' },
  meTooAdded: {
    en: 'Thank you: your "Me too" was added to {id} ({count} people in all). Follow it here: {link}',
    kok: 'देव बरें करूं: तुमचें "हांवूय" {id} क जोडलें ({count} लोक मेळून). हांगा नदर दवरात: {link}',
    mr: 'धन्यवाद: तुमचे "मी पण" {id} ला जोडले ({count} लोक मिळून). येथे पाठपुरावा करा: {link}',
    hi: 'धन्यवाद: आपका "मैं भी" {id} में जोड़ा गया (कुल {count} लोग)। यहाँ देखें: {link}',
  },
  fileAnyway: { en: 'File mine', kok: 'म्हजी दाखल करात', mr: 'माझी दाखल करा', hi: 'मेरी दर्ज करें' },
  askDescription: {
    en: 'Describe the problem in a few words.',
    kok: 'समस्या थोडक्यांत सांगात.',
    mr: 'समस्येचे थोडक्यात वर्णन करा.',
    hi: 'समस्या का कुछ शब्दों में वर्णन करें।',
  },
  descriptionTooLong: {
    en: 'Please keep it under {max} characters.',
    kok: '{max} अक्षरां परस उणें बरयात.',
    mr: 'कृपया {max} अक्षरांपेक्षा कमी लिहा.',
    hi: 'कृपया {max} अक्षरों से कम लिखें।',
  },
  summary: {
    en: 'Please check:\n• {category} – {subcategory}\n• {place}\n• {photos} photo(s)\n• {description}\nSubmit this complaint?',
    kok: 'उलटें तपासात:\n• {category} – {subcategory}\n• {place}\n• {photos} फोटो\n• {description}\nही तक्रार दाखल करूंया?',
    mr: 'कृपया तपासा:\n• {category} – {subcategory}\n• {place}\n• {photos} फोटो\n• {description}\nही तक्रार दाखल करायची?',
    hi: 'कृपया जाँचें:\n• {category} – {subcategory}\n• {place}\n• {photos} तस्वीर\n• {description}\nयह शिकायत दर्ज करें?',
  },
  submit: { en: 'Submit', kok: 'दाखल करात', mr: 'दाखल करा', hi: 'दर्ज करें' },
  cancelButton: { en: 'Cancel', kok: 'रद्द करात', mr: 'रद्द करा', hi: 'रद्द करें' },
  filed: {
    en: 'Your complaint {id} is filed. Follow it here: {link}',
    kok: 'तुमची तक्रार {id} दाखल जाली. हांगा तिचेर नदर दवरात: {link}',
    mr: 'तुमची तक्रार {id} दाखल झाली. येथे पाठपुरावा करा: {link}',
    hi: 'आपकी शिकायत {id} दर्ज हो गई। यहाँ देखें: {link}',
  },
  filingFailed: {
    en: 'The complaint could not be filed: {reason}',
    kok: 'तक्रार दाखल करूंक जाली ना: {reason}',
    mr: 'तक्रार दाखल करता आली नाही: {reason}',
    hi: 'शिकायत दर्ज नहीं हो सकी: {reason}',
  },
  quotaReached: {
    en: "You have used this month's complaints of your plan. Upgrade on the portal to file more.",
    kok: 'तुमच्या योजनेच्यो ह्या म्हयन्याच्यो तक्रारी सोंपल्यो. चड तक्रारी खातीर पोर्टलाचेर योजना वाडयात.',
    mr: 'तुमच्या योजनेतील या महिन्याच्या तक्रारी संपल्या. अधिक तक्रारींसाठी पोर्टलवर योजना वाढवा.',
    hi: 'आपकी योजना की इस महीने की शिकायतें पूरी हो गईं। और शिकायतों के लिए पोर्टल पर योजना बढ़ाएँ।',
  },
  blocked: {
    en: 'This account is blocked and cannot file complaints. Contact the portal through its website.',
    kok: 'हें खातें बंद केलां आनी ताचे वतीन तक्रार दाखल करूंक जायना. पोर्टलाच्या संकेतस्थळावयल्यान संपर्क करात.',
    mr: 'हे खाते अवरोधित आहे आणि त्यातून तक्रार दाखल करता येत नाही. पोर्टलच्या संकेतस्थळावरून संपर्क करा.',
    hi: 'यह खाता अवरुद्ध है और इससे शिकायत दर्ज नहीं हो सकती। पोर्टल की वेबसाइट से संपर्क करें।',
  },
  cancelled: {
    en: 'Cancelled. Send any message to start a new complaint.',
    kok: 'रद्द केलें. नवी तक्रार सुरू करपाक खंयचोय संदेश धाडात.',
    mr: 'रद्द केले. नवी तक्रार सुरू करण्यासाठी कोणताही संदेश पाठवा.',
    hi: 'रद्द किया गया। नई शिकायत शुरू करने के लिए कोई भी संदेश भेजें।',
  },
  help: {
    en: 'Send any message to file a complaint. Words that work at any time: "status" or "my complaints" (your latest complaints), "cancel" (drop the complaint being written), "updates" (how you hear about your complaints: WhatsApp, email, SMS), "help".',
    kok: 'तक्रार दाखल करपाक खंयचोय संदेश धाडात. केन्नाय चलपी उतरां: "स्थिती" वा "म्हज्यो तक्रारी" (तुमच्यो नव्यो तक्रारी), "रद्द" (बरयतात ती तक्रार सोडात), "सूचना" (तक्रारीं विशीं कशें कळटा: WhatsApp, ईमेल, SMS), "मजत".',
    mr: 'तक्रार दाखल करण्यासाठी कोणताही संदेश पाठवा. कधीही चालणारे शब्द: "स्थिती" किंवा "माझ्या तक्रारी" (तुमच्या अलीकडील तक्रारी), "रद्द" (लिहीत असलेली तक्रार सोडा), "सूचना" (तक्रारींबद्दल कसे कळवावे: WhatsApp, ईमेल, SMS), "मदत".',
    hi: 'शिकायत दर्ज करने के लिए कोई भी संदेश भेजें। कभी भी काम करने वाले शब्द: "स्थिति" या "मेरी शिकायतें" (आपकी हाल की शिकायतें), "रद्द" (लिखी जा रही शिकायत छोड़ें), "सूचना" (शिकायतों के बारे में कैसे बताया जाए: WhatsApp, ईमेल, SMS), "मदद"।',
  },
  noComplaints: { en: 'You have no complaints yet.', kok: 'तुमची अजून एकूय तक्रार ना.', mr: 'तुमची अजून एकही तक्रार नाही.', hi: 'आपकी अभी तक कोई शिकायत नहीं है।' },
  myComplaints: { en: 'Your latest complaints:', kok: 'तुमच्यो नव्यो तक्रारी:', mr: 'तुमच्या अलीकडील तक्रारी:', hi: 'आपकी हाल की शिकायतें:' },
  idleClosed: {
    en: 'The conversation was closed after 30 minutes without a reply. Your draft is kept for a day: send "continue" to go on, or anything else to start again.',
    kok: '30 मिनटां जाप नाशिल्ल्यान संवाद बंद केलो. तुमचो मसुदो एक दीस सांबाळटात: फुडें वचपाक "फुडें" धाडात, वा नव्यान सुरू करपाक हेर कांयय.',
    mr: '30 मिनिटे उत्तर न आल्याने संवाद बंद केला. तुमचा मसुदा एक दिवस जतन राहील: पुढे जाण्यासाठी "पुढे" पाठवा, किंवा नव्याने सुरू करण्यासाठी दुसरे काहीही.',
    hi: '30 मिनट तक जवाब न मिलने पर बातचीत बंद कर दी गई। आपका मसौदा एक दिन रखा जाएगा: आगे बढ़ने के लिए "जारी" भेजें, या नए सिरे से शुरू करने के लिए कुछ और।',
  },
  linkCode: {
    en: 'Your code to link this WhatsApp number to your Goa Civic Portal account is {code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.',
    kok: 'हो WhatsApp नंबर तुमच्या गोंय नागरी पोर्टल खात्याक जोडपाचो तुमचो कोड {code}. तो 10 मिनटां चलता. तुमी मागूंक नाशिल्यार हो संदेश सोडून दियात.',
    mr: 'हा WhatsApp क्रमांक तुमच्या गोवा नागरी पोर्टल खात्याशी जोडण्यासाठी तुमचा कोड {code} आहे. तो 10 मिनिटे वैध आहे. तुम्ही मागितला नसल्यास हा संदेश दुर्लक्षित करा.',
    hi: 'इस WhatsApp नंबर को आपके गोवा नागरिक पोर्टल खाते से जोड़ने का आपका कोड {code} है। यह 10 मिनट तक मान्य है। अगर आपने यह नहीं माँगा, तो इस संदेश को अनदेखा करें।',
  },
  linked: {
    en: 'This WhatsApp number is now linked to your portal account: complaints you file here count on that account, and you hear about your complaints here too (send "updates" to change that).',
    kok: 'हो WhatsApp नंबर आतां तुमच्या पोर्टल खात्याक जोडला: हांगा दाखल केल्ल्यो तक्रारी त्या खात्याचेर मेजतात, आनी तुमच्यो तक्रारीं विशीं तुमकां हांगाय कळटलें (बदलपाक "सूचना" धाडात).',
    mr: 'हा WhatsApp क्रमांक आता तुमच्या पोर्टल खात्याशी जोडला आहे: येथे दाखल केलेल्या तक्रारी त्या खात्यावर मोजल्या जातात, आणि तुमच्या तक्रारींबद्दल तुम्हाला येथेही कळवले जाईल (बदलण्यासाठी "सूचना" पाठवा).',
    hi: 'यह WhatsApp नंबर अब आपके पोर्टल खाते से जुड़ गया है: यहाँ दर्ज शिकायतें उसी खाते में गिनी जाती हैं, और आपकी शिकायतों के बारे में आपको यहाँ भी बताया जाएगा (बदलने के लिए "सूचना" भेजें)।',
  },
  unexpected: {
    en: 'Sorry, I did not understand that here. Send "help" for the words that work.',
    kok: 'माफ करात, हांगा तें समजूंक ना. चलपी उतरां खातीर "मजत" धाडात.',
    mr: 'माफ करा, इथे ते समजले नाही. चालणाऱ्या शब्दांसाठी "मदत" पाठवा.',
    hi: 'क्षमा करें, यहाँ यह समझ नहीं आया। काम करने वाले शब्दों के लिए "मदद" भेजें।',
  },
  askRating: {
    en: 'Thank you. How well was complaint {id} handled? Choose 1 (very badly) to 5 (very well).',
    kok: 'देव बरें करूं. तक्रार {id} कितली बरी हाताळ्ळी? 1 (खूब वायट) ते 5 (खूब बरी) वेंचात.',
    mr: 'धन्यवाद. तक्रार {id} किती चांगल्या प्रकारे हाताळली गेली? 1 (खूप वाईट) ते 5 (खूप चांगली) निवडा.',
    hi: 'धन्यवाद। शिकायत {id} को कितनी अच्छी तरह निपटाया गया? 1 (बहुत खराब) से 5 (बहुत अच्छा) चुनें।',
  },
  rating5: { en: '5 – Very well', kok: '5 – खूब बरी', mr: '5 – खूप चांगली', hi: '5 – बहुत अच्छा' },
  rating4: { en: '4 – Well', kok: '4 – बरी', mr: '4 – चांगली', hi: '4 – अच्छा' },
  rating3: { en: '3 – Fair', kok: '3 – बरेंपणान', mr: '3 – ठीक', hi: '3 – ठीक-ठाक' },
  rating2: { en: '2 – Badly', kok: '2 – वायट', mr: '2 – वाईट', hi: '2 – खराब' },
  rating1: { en: '1 – Very badly', kok: '1 – खूब वायट', mr: '1 – खूप वाईट', hi: '1 – बहुत खराब' },
  fixConfirmed: {
    en: 'Thank you: complaint {id} is recorded as fixed.',
    kok: 'देव बरें करूं: तक्रार {id} सोडयल्ली म्हूण नोंद केल्या.',
    mr: 'धन्यवाद: तक्रार {id} दुरुस्त झाल्याची नोंद केली आहे.',
    hi: 'धन्यवाद: शिकायत {id} को ठीक हुई के रूप में दर्ज किया गया।',
  },
  fixRefused: {
    en: 'Thank you: complaint {id} is reopened and its office is told it is not fixed.',
    kok: 'देव बरें करूं: तक्रार {id} परत उगडल्या आनी ती सोडयली ना हें कार्यालयाक कळयलां.',
    mr: 'धन्यवाद: तक्रार {id} पुन्हा उघडली आहे आणि ती दुरुस्त झाली नसल्याचे कार्यालयाला कळवले आहे.',
    hi: 'धन्यवाद: शिकायत {id} फिर से खोली गई है और कार्यालय को बताया गया है कि यह ठीक नहीं हुई।',
  },
  followUpClosed: {
    en: 'Complaint {id} has no open "Was it fixed?" question any more (it was answered, or the complaint changed since).',
    kok: 'तक्रार {id} हाचो "काम जालां?" प्रस्न आतां उगडो ना (ताची जाप दिल्या वा तक्रार बदल्ल्या).',
    mr: 'तक्रार {id} चा "काम झाले का?" प्रश्न आता खुला नाही (त्याचे उत्तर दिले आहे किंवा तक्रार बदलली आहे).',
    hi: 'शिकायत {id} का "क्या काम हुआ?" प्रश्न अब खुला नहीं है (उत्तर दिया जा चुका है या शिकायत बदल गई है)।',
  },
  hearBy: {
    en: 'You hear about your complaints by: {channels}. Choose how to hear from now on:',
    kok: 'तुमच्यो तक्रारीं विशीं तुमकां हांचे वतीन कळटा: {channels}. आतां सावन कशें कळूंक जाय तें वेंचात:',
    mr: 'तुमच्या तक्रारींबद्दल तुम्हाला याद्वारे कळवले जाते: {channels}. आतापासून कसे कळवावे ते निवडा:',
    hi: 'आपकी शिकायतों के बारे में आपको इससे बताया जाता है: {channels}। अब से कैसे बताया जाए, चुनें:',
  },
  hearBySaved: {
    en: 'Saved: you will hear about your complaints by {channels}.',
    kok: 'सांबाळ्ळें: तुमच्यो तक्रारीं विशीं तुमकां {channels} हांचे वतीन कळटलें.',
    mr: 'जतन केले: तुमच्या तक्रारींबद्दल तुम्हाला {channels} द्वारे कळवले जाईल.',
    hi: 'सहेजा गया: आपकी शिकायतों के बारे में आपको {channels} से बताया जाएगा।',
  },
  channelEmail: { en: 'email', kok: 'ईमेल', mr: 'ईमेल', hi: 'ईमेल' },
  channelSms: { en: 'SMS', kok: 'SMS', mr: 'SMS', hi: 'SMS' },
  channelWhatsApp: { en: 'WhatsApp', kok: 'WhatsApp', mr: 'WhatsApp', hi: 'WhatsApp' },
} as const satisfies Record<string, Record<Locale, string>>;

export type TextKey = keyof typeof TEXTS;

/** The text `key` in `locale`, with `{name}` placeholders filled. */
export function say(locale: Locale, key: TextKey, values: Record<string, string | number> = {}): string {
  return TEXTS[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The language names offered by the first message, each in its own language. */
export const LANGUAGE_CHOICES: readonly { locale: Locale; title: string }[] = [
  { locale: 'en', title: 'English' },
  { locale: 'kok', title: 'कोंकणी (Konkani)' },
  { locale: 'mr', title: 'मराठी (Marathi)' },
  { locale: 'hi', title: 'हिन्दी (Hindi)' },
];

/** The words that work at any step, in every language (compared lowercased and trimmed). */
export const KEYWORDS = {
  status: ['status', 'स्थिती', 'स्थिति', 'my complaints', 'म्हज्यो तक्रारी', 'माझ्या तक्रारी', 'मेरी शिकायतें'],
  cancel: ['cancel', 'रद्द', 'रद्द करात', 'रद्द करा', 'रद्द करें'],
  help: ['help', 'मजत', 'मदत', 'मदद'],
  resume: ['continue', 'फुडें', 'पुढे', 'जारी'],
  done: ['done', 'जालें', 'झाले', 'हो गया'],
  updates: ['updates', 'notifications', 'सूचना', 'सूचनाएं', 'सूचनाएँ', 'अपडेट'],
} as const;

/** Which keyword `text` is, if any. */
export function keywordOf(text: string): keyof typeof KEYWORDS | null {
  const t = text.trim().toLowerCase();
  for (const [name, words] of Object.entries(KEYWORDS) as [keyof typeof KEYWORDS, readonly string[]][]) if (words.includes(t)) return name;
  return null;
}

/** A complaint status in words, per language (the same words as the portal's). */
export const STATUS_WORDS: Record<string, Record<Locale, string>> = {
  pending: { en: 'Pending', kok: 'प्रलंबित', mr: 'प्रलंबित', hi: 'लंबित' },
  in_progress: { en: 'In progress', kok: 'काम चालू', mr: 'काम सुरू', hi: 'प्रगति पर' },
  forwarded: { en: 'Forwarded', kok: 'फुडें धाडली', mr: 'पुढे पाठवली', hi: 'आगे भेजी गई' },
  resolved: { en: 'Resolved', kok: 'सोडयली', mr: 'सोडवली', hi: 'हल हुई' },
  rejected: { en: 'Rejected', kok: 'नाकारली', mr: 'नाकारली', hi: 'अस्वीकृत' },
};
