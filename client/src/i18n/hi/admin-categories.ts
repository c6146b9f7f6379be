import type { Catalogue } from '../catalogue';

/** Hindi: Admin Categories. */
export const adminCategories: Catalogue['admin-categories'] = {
  title: 'श्रेणियाँ',
  lead: 'नागरिक जिन शिकायत श्रेणियों में से चुनते हैं, उनकी उप-श्रेणियाँ और उनका क्रम।',
  all: 'सभी श्रेणियाँ',
  newCategory: 'नई श्रेणी',
  loading: 'श्रेणियाँ लोड हो रही हैं…',
  empty: 'अभी कोई श्रेणी नहीं।',
  fields: {
    name: 'नाम',
    key: 'कुंजी',
    keyHint: 'छोटे अंग्रेज़ी अक्षर, अंक और अंडरस्कोर।',
    icon: 'आइकन (इमोजी)',
    order: 'क्रम',
    orderHint: '{order} के लिए खाली छोड़ें (अंतिम क्रम से 10 अधिक)।',
    description: 'विवरण',
    subcategories: 'उप-श्रेणियाँ (अल्पविराम से अलग)',
    enabled: 'सक्रिय',
  },
  create: {
    creating: 'बनाई जा रही है...',
    submit: 'श्रेणी बनाएँ',
  },
  row: {
    editForm: '{name} संपादित करें',
    saving: 'सहेजा जा रहा है...',
    enabled: 'सक्रिय',
    disabled: 'निष्क्रिय',
    order: 'क्रम {order}',
    noSubcategories: 'कोई उप-श्रेणी नहीं',
    editLabel: '{name} संपादित करें',
    enable: 'सक्रिय करें',
    disable: 'निष्क्रिय करें',
    enableLabel: '{name} सक्रिय करें',
    disableLabel: '{name} निष्क्रिय करें',
    deleteLabel: '{name} हटाएँ',
    deleteTitle: 'श्रेणी हटाएँ',
    deleteMessage: 'श्रेणी "{name}" हटाएँ? यह पूर्ववत नहीं किया जा सकता।',
  },
};
