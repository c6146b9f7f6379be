import type { Catalogue } from '../catalogue';

/** Hindi: Volunteer Submissions. */
export const adminVolunteers: Catalogue['admin-volunteers'] = {
  title: 'स्वयंसेवा प्रविष्टियाँ',
  lead: 'मुखपृष्ठ के सहायता / स्वयंसेवा फ़ॉर्म की प्रविष्टियाँ।',
  filters: {
    label: 'प्रविष्टियाँ छाँटें',
    search: 'खोजें',
    searchHint: 'नाम, ईमेल, फ़ोन या संदेश।',
    status: 'स्थिति',
    interest: 'रुचि',
    all: 'सभी',
    apply: 'लागू करें',
  },
  statuses: {
    new: 'नई',
    reviewed: 'समीक्षा की गई',
  },
  tableLabel: 'स्वयंसेवा प्रविष्टियाँ',
  loading: 'प्रविष्टियाँ लोड हो रही हैं…',
  loadFailed: 'प्रविष्टियाँ लोड नहीं हो सकीं',
  noMatch: 'कोई प्रविष्टि इन फ़िल्टरों से मेल नहीं खाती।',
  columns: {
    person: 'व्यक्ति',
    interest: 'रुचि',
    status: 'स्थिति',
    message: 'संदेश',
    actions: 'कार्रवाइयाँ',
  },
  received: '{date} को प्राप्त',
  reviewedBy: '{date} को {email} द्वारा समीक्षा',
  markReviewed: 'समीक्षित चिह्नित करें',
  markNew: 'नई चिह्नित करें',
  markReviewedLabel: '{name} को समीक्षित चिह्नित करें',
  markNewLabel: '{name} को नई चिह्नित करें',
  deleteLabel: '{name} की प्रविष्टि हटाएँ',
  confirmDelete: {
    title: 'यह प्रविष्टि हटाएँ?',
    message: '{name} ({email}) की प्रविष्टि स्थायी रूप से हटा दी जाएगी।',
    confirm: 'हटाएँ',
  },
};
