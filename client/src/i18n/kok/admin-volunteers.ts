import type { Shape } from '../catalogue-shape';
import type { adminVolunteers as enAdminVolunteers } from '../en/admin-volunteers';

/** Volunteer Submissions (/admin/volunteers), Konkani. */
export const adminVolunteers = {
  title: 'स्वयंसेवक अर्ज',
  lead: 'मुखेल पानावयल्या आदार / स्वयंसेवक फॉर्मांतल्यो नोंदी.',
  filters: {
    label: 'अर्ज गाळात',
    search: 'सोदात',
    searchHint: 'नांव, ईमेल, फोन वा संदेश.',
    status: 'स्थिती',
    interest: 'आवड',
    all: 'सगळे',
    apply: 'लागू करात',
  },
  statuses: {
    new: 'नवो',
    reviewed: 'तपासलो',
  },
  tableLabel: 'स्वयंसेवक अर्ज',
  loading: 'अर्ज लोड जातात…',
  loadFailed: 'अर्ज लोड करूंक जाले नात',
  noMatch: 'ह्या गाळण्यांक जुळपी अर्ज नात.',
  columns: {
    person: 'व्यक्ती',
    interest: 'आवड',
    status: 'स्थिती',
    message: 'संदेश',
    actions: 'कृती',
  },
  received: '{date} दिसा मेळ्ळो',
  reviewedBy: '{date} दिसा {email} हांणी तपासलो',
  markReviewed: 'तपासलो म्हूण खूण करात',
  markNew: 'नवो म्हूण खूण करात',
  markReviewedLabel: '{name} तपासलो म्हूण खूण करात',
  markNewLabel: '{name} नवो म्हूण खूण करात',
  deleteLabel: '{name} हांचो अर्ज काडून उडयात',
  confirmDelete: {
    title: 'हो अर्ज काडून उडोवचो?',
    message: '{name} ({email}) हांचो अर्ज कायमचो काडून उडयतले.',
    confirm: 'काडून उडयात',
  },
} as const satisfies Shape<typeof enAdminVolunteers>;
