import type { Catalogue } from '../catalogue';

/** Hindi: the testimonials admin. */
export const adminTestimonials: Catalogue['admin-testimonials'] = {
  title: 'प्रशंसापत्र',
  lead: 'मुखपृष्ठ पर दिखाए जाने वाले उद्धरण। केवल उन्हीं लोगों को जोड़ें जिन्होंने उद्धृत होने की सहमति दी है, उसी नाम से जिसकी उन्होंने सहमति दी।',
  loading: 'प्रशंसापत्र लोड हो रहे हैं…',
  empty: 'अभी कोई प्रशंसापत्र नहीं। किसी एक के सक्रिय होने तक मुखपृष्ठ यह भाग छिपाता है।',
  tableLabel: 'प्रशंसापत्र',
  newTitle: 'नया प्रशंसापत्र',
  add: 'प्रशंसापत्र जोड़ें',
  fields: {
    quote: 'उद्धरण',
    name: 'वह नाम जिसकी व्यक्ति ने सहमति दी',
    place: 'स्थान',
    placeHint: 'कोई शहर या गाँव, जैसे मडगाँव।',
    consent: 'सहमति दर्ज है',
    consentHint: 'व्यक्ति ने मुखपृष्ठ पर उद्धृत होने की लिखित सहमति दी।',
    consentOn: '{date} को सहमति दर्ज',
    enabled: 'मुखपृष्ठ पर दिखाया जाता है',
    order: 'क्रम',
  },
  columns: {
    quote: 'उद्धरण',
    person: 'व्यक्ति',
    consent: 'सहमति',
    enabled: 'मुखपृष्ठ पर',
    order: 'क्रम',
    actions: 'कार्रवाइयाँ',
  },
  yes: 'हाँ',
  no: 'नहीं',
  hiddenWithoutConsent: 'सहमति दर्ज होने तक नहीं',
  edit: 'संपादित करें',
  editLabel: '{name} का प्रशंसापत्र संपादित करें',
  deleteLabel: '{name} का प्रशंसापत्र हटाएँ',
  editTitle: 'प्रशंसापत्र संपादित करें',
  confirmDelete: {
    title: 'यह प्रशंसापत्र हटाएँ?',
    message: '{name} का उद्धरण मुखपृष्ठ से हटाकर मिटा दिया जाएगा।',
    confirm: 'हटाएँ',
  },
};
