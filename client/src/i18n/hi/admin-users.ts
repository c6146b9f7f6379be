import type { Catalogue } from '../catalogue';

/** Hindi: Users. */
export const adminUsers: Catalogue['admin-users'] = {
  title: 'उपयोगकर्ता',
  lead: 'नागरिक खाते: ईमेल सत्यापित या असत्यापित करें, ब्लॉक या अनब्लॉक करें, स्थायी रूप से हटाएँ।',
  search: 'उपयोगकर्ता खोजें',
  searchHint: 'नाम, ईमेल या फ़ोन।',
  searchButton: 'खोजें',
  tableLabel: 'उपयोगकर्ता',
  loading: 'उपयोगकर्ता लोड हो रहे हैं…',
  empty: 'कोई उपयोगकर्ता नहीं मिला।',
  columns: {
    user: 'उपयोगकर्ता',
    contact: 'फ़ोन',
    plan: 'प्लान',
    sign_in: 'साइन-इन',
    status: 'स्थिति',
    actions: 'कार्रवाइयाँ',
  },
  premium: 'प्रीमियम',
  provider: {
    local: 'ईमेल और पासवर्ड',
    google: 'Google',
  },
  noPassword: 'कोई पासवर्ड नहीं',
  verified: 'ईमेल सत्यापित',
  unverified: 'ईमेल सत्यापित नहीं',
  blocked: 'ब्लॉक किया गया',
  active: 'सक्रिय',
  verify: 'ईमेल सत्यापित करें',
  unverify: 'ईमेल असत्यापित करें',
  block: 'ब्लॉक करें',
  unblock: 'अनब्लॉक करें',
  delete: 'हटाएँ',
  actionLabel: '{action}: {name}',
  updated: 'अपडेट किया गया',
  adminAccount: 'एडमिन खाता: एडमिन प्रबंधन में संभाला जाता है।',
  confirmDelete: {
    title: '{name} को हटाएँ?',
    message: '{name} ({email}) का खाता और उसका व्यक्तिगत डेटा स्थायी रूप से हटा दिया जाएगा। उनकी शिकायतें ‘हटाया गया उपयोगकर्ता’ के रूप में रिकॉर्ड में रहेंगी।',
    confirm: 'स्थायी रूप से हटाएँ',
  },
  confirmBlock: {
    title: '{name} को ब्लॉक करें?',
    message: '{name} साइन आउट हो जाएँगे और अनब्लॉक होने तक साइन इन नहीं कर सकेंगे।',
    confirm: 'ब्लॉक करें',
  },
};
