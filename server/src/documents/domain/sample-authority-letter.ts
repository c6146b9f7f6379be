import { mapUrl } from '@civic/contracts';
import type { AuthorityLetterInput } from './authority-letter.js';
import type { EscalationLetterInput } from './escalation-letter.js';

const coordinates = { lat: 15.4989, lng: 73.8276, outsideBounds: false };

/**
 * The sample complaint of the PDF template preview (admin spec section 2, PDF Templates): a realistic forward
 * to a Goa authority, with a named reporter, three photos and an admin's note.
 */
export const SAMPLE_AUTHORITY_LETTER_INPUT: AuthorityLetterInput = {
  complaintId: 'GCP-2026-000123',
  title: 'Deep pothole near Panaji market',
  category: 'Roads & Potholes',
  subcategory: 'Potholes',
  description:
    'A pothole about 1 m wide and 20 cm deep has formed in the left lane of 18th June Road, opposite the municipal market gate. ' +
    'It fills with water after rain, and two-wheelers swerve into oncoming traffic to avoid it, especially at night.',
  location: '18th June Road, Panaji, North Goa',
  landmark: 'Opposite the Panaji Municipal Market gate',
  urgency: 'high',
  submittedDate: '2026-11-20T09:30:00+05:30',
  coordinates,
  mapUrl: mapUrl(coordinates),
  photos: [
    'https://portal.example.in/uploads/sample/pothole-wide.jpg',
    'https://portal.example.in/uploads/sample/pothole-close-up.jpg',
    'https://portal.example.in/uploads/sample/pothole-night.jpg',
  ],
  reporter: { name: 'Asha Naik', email: 'asha.naik@example.in', phone: '+91 98220 12345' },
  authority: {
    name: 'Shri R. Kamat',
    designation: 'Executive Engineer',
    department: 'Public Works Department, Works Division I, Panaji',
    email: 'ee-div1-pwd@example.gov.in',
  },
  message:
    'The pothole has widened after the recent rains and two riders have already fallen there at night. We request its repair before it causes a serious accident.',
  authorName: 'Complaints Desk',
  supportCount: 2,
};

/**
 * The sample of the escalation letter's preview: the same pothole, forwarded on 3 November 2026, due on
 * 18 November, reminded on 19 November and escalated to level 1 seven days later, 8 days overdue, two 'Me too'.
 */
export const SAMPLE_ESCALATION_LETTER_INPUT: EscalationLetterInput = {
  complaintId: SAMPLE_AUTHORITY_LETTER_INPUT.complaintId,
  title: SAMPLE_AUTHORITY_LETTER_INPUT.title,
  category: SAMPLE_AUTHORITY_LETTER_INPUT.category,
  subcategory: SAMPLE_AUTHORITY_LETTER_INPUT.subcategory,
  description: SAMPLE_AUTHORITY_LETTER_INPUT.description,
  location: SAMPLE_AUTHORITY_LETTER_INPUT.location,
  landmark: SAMPLE_AUTHORITY_LETTER_INPUT.landmark,
  urgency: SAMPLE_AUTHORITY_LETTER_INPUT.urgency,
  submittedDate: '2026-11-02T09:30:00+05:30',
  coordinates,
  mapUrl: SAMPLE_AUTHORITY_LETTER_INPUT.mapUrl,
  photos: SAMPLE_AUTHORITY_LETTER_INPUT.photos,
  level: 1,
  authority: {
    name: 'Shri P. Naik',
    designation: 'Superintending Engineer',
    department: 'Public Works Department, Circle I, Panaji',
    email: 'se-circle1-pwd@example.gov.in',
  },
  forwardedTo: SAMPLE_AUTHORITY_LETTER_INPUT.authority,
  forwardedAt: '2026-11-03T11:00:00+05:30',
  dueAt: '2026-11-18T23:59:59.999+05:30',
  reminderAt: '2026-11-19T09:00:00+05:30',
  daysOverdue: 8,
  supportCount: 2,
  authorName: 'Complaints Desk',
};
