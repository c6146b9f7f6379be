import type { Shape } from '../catalogue-shape';
import type { adminTestimonials as enAdminTestimonials } from '../en/admin-testimonials';

/** Testimonials admin (/admin/testimonials), Konkani. */
export const adminTestimonials = {
  title: 'अभिप्राय',
  lead: 'मुखेल पानार दाखयतात ते उतार. उतार घेवपाक मान्यताय दिल्ल्या लोकांकूच, तांणी मान्य केल्ल्या नांवान जोडात.',
  loading: 'अभिप्राय लोड जातात…',
  empty: 'अजून एकूय अभिप्राय ना. एक सुरू करिमेरेन मुखेल पान हो विभाग लिपयता.',
  tableLabel: 'अभिप्राय',
  newTitle: 'नवो अभिप्राय',
  add: 'अभिप्राय जोडात',
  fields: {
    quote: 'उतार',
    name: 'त्या व्यक्तीन मान्य केल्लें नांव',
    place: 'सुवात',
    placeHint: 'शार वा गांव, देखीक मडगांव.',
    consent: 'संमती नोंद केल्ली',
    consentHint: 'मुखेल पानार उतार दाखोवपाक त्या व्यक्तीन बरपान संमती दिल्या.',
    consentOn: '{date} दिसा संमती नोंद केली',
    enabled: 'मुखेल पानार दाखयता',
    order: 'क्रम',
  },
  columns: {
    quote: 'उतार',
    person: 'व्यक्ती',
    consent: 'संमती',
    enabled: 'मुखेल पानार',
    order: 'क्रम',
    actions: 'कृती',
  },
  yes: 'हय',
  no: 'ना',
  hiddenWithoutConsent: 'संमती नोंद करिमेरेन ना',
  edit: 'बदलात',
  editLabel: '{name} हांचो अभिप्राय बदलात',
  deleteLabel: '{name} हांचो अभिप्राय काडून उडयात',
  editTitle: 'अभिप्राय बदलात',
  confirmDelete: {
    title: 'हो अभिप्राय काडून उडोवचो?',
    message: '{name} हांचो उतार मुखेल पाना वयल्यान काडटले आनी काडून उडयतले.',
    confirm: 'काडून उडयात',
  },
} as const satisfies Shape<typeof enAdminTestimonials>;
