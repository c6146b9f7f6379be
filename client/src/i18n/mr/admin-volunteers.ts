import type { Shape } from '../catalogue-shape';
import type { adminVolunteers as enAdminVolunteers } from '../en/admin-volunteers';

/** Volunteer Submissions (/admin/volunteers), Marathi. */
export const adminVolunteers = {
  title: 'स्वयंसेवक अर्ज',
  lead: 'मुख्यपृष्ठावरील सहाय्य / स्वयंसेवक फॉर्ममधील नोंदी.',
  filters: {
    label: 'अर्ज गाळा',
    search: 'शोधा',
    searchHint: 'नाव, ईमेल, फोन किंवा संदेश.',
    status: 'स्थिती',
    interest: 'आवड',
    all: 'सर्व',
    apply: 'लागू करा',
  },
  statuses: {
    new: 'नवीन',
    reviewed: 'तपासला',
  },
  tableLabel: 'स्वयंसेवक अर्ज',
  loading: 'अर्ज लोड होत आहेत…',
  loadFailed: 'अर्ज लोड करता आले नाहीत',
  noMatch: 'या गाळण्यांशी जुळणारे अर्ज नाहीत.',
  columns: {
    person: 'व्यक्ती',
    interest: 'आवड',
    status: 'स्थिती',
    message: 'संदेश',
    actions: 'कृती',
  },
  received: '{date} रोजी मिळाला',
  reviewedBy: '{date} रोजी {email} यांनी तपासला',
  markReviewed: 'तपासला म्हणून खूण करा',
  markNew: 'नवीन म्हणून खूण करा',
  markReviewedLabel: '{name} तपासला म्हणून खूण करा',
  markNewLabel: '{name} नवीन म्हणून खूण करा',
  deleteLabel: '{name} यांचा अर्ज हटवा',
  confirmDelete: {
    title: 'हा अर्ज हटवायचा?',
    message: '{name} ({email}) यांचा अर्ज कायमचा हटवला जाईल.',
    confirm: 'हटवा',
  },
} as const satisfies Shape<typeof enAdminVolunteers>;
