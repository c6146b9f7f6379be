import type { Shape } from '../catalogue-shape';
import type { adminTestimonials as enAdminTestimonials } from '../en/admin-testimonials';

/** Testimonials admin (/admin/testimonials), Marathi. */
export const adminTestimonials = {
  title: 'अभिप्राय',
  lead: 'मुख्यपृष्ठावर दाखवले जाणारे उद्धरण. उद्धृत करण्यास संमती दिलेल्या व्यक्तींनाच, त्यांनी मान्य केलेल्या नावाने जोडा.',
  loading: 'अभिप्राय लोड होत आहेत…',
  empty: 'अद्याप कोणताही अभिप्राय नाही. एक सुरू होईपर्यंत मुख्यपृष्ठ हा विभाग लपवते.',
  tableLabel: 'अभिप्राय',
  newTitle: 'नवीन अभिप्राय',
  add: 'अभिप्राय जोडा',
  fields: {
    quote: 'उद्धरण',
    name: 'त्या व्यक्तीने मान्य केलेले नाव',
    place: 'ठिकाण',
    placeHint: 'शहर किंवा गाव, उदा. मडगाव.',
    consent: 'संमती नोंदवली',
    consentHint: 'मुख्यपृष्ठावर उद्धृत करण्यास त्या व्यक्तीने लेखी संमती दिली आहे.',
    consentOn: '{date} रोजी संमती नोंदवली',
    enabled: 'मुख्यपृष्ठावर दाखवले जाते',
    order: 'क्रम',
  },
  columns: {
    quote: 'उद्धरण',
    person: 'व्यक्ती',
    consent: 'संमती',
    enabled: 'मुख्यपृष्ठावर',
    order: 'क्रम',
    actions: 'कृती',
  },
  yes: 'होय',
  no: 'नाही',
  hiddenWithoutConsent: 'संमती नोंदवेपर्यंत नाही',
  edit: 'संपादित करा',
  editLabel: '{name} यांचा अभिप्राय संपादित करा',
  deleteLabel: '{name} यांचा अभिप्राय हटवा',
  editTitle: 'अभिप्राय संपादित करा',
  confirmDelete: {
    title: 'हा अभिप्राय हटवायचा?',
    message: '{name} यांचे उद्धरण मुख्यपृष्ठावरून काढले जाईल आणि हटवले जाईल.',
    confirm: 'हटवा',
  },
} as const satisfies Shape<typeof enAdminTestimonials>;
