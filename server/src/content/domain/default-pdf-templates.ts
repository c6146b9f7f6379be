import type { PdfTemplateContent, PdfTemplateKey } from '@civic/contracts';

/** A built-in PDF template; admins may edit its content and enable or disable it (admin spec section 2, PDF Templates). */
export interface PdfTemplateDefault {
  key: PdfTemplateKey;
  name: string;
  description: string;
  content: PdfTemplateContent;
}

/**
 * The built-in PDF templates. The authority letter: a citizen-led advocacy initiative forwards a citizen's complaint to a Goa
 * authority. Placeholders (admin spec section 9): {{complaintId}}, {{title}}, {{category}}, {{subcategory}},
 * {{location}}, {{reporterName}}, {{authorityName}}, {{message}}, {{authorName}}, {{citizensReporting}}. The
 * escalation letter: the same thirteen fields, with ESCALATION_LETTER_PLACEHOLDERS (the addressee is the
 * level-1 or level-2 contact, {{forwardedTo}} the level-0 authority in copy; docs/adr/0049-escalation-letter.md).
 * "Restore default content" brings these back.
 */
export const DEFAULT_PDF_TEMPLATES: Record<PdfTemplateKey, PdfTemplateDefault> = {
  authority_letter: {
    key: 'authority_letter',
    name: 'Authority letter',
    description:
      'The letter attached when a complaint is forwarded to the responsible authority: complaint summary, photo evidence, complainant, authorisation and the request for action.',
    content: {
      headerTitle: 'Goa Civic Complaint Portal — Citizen Complaint Forwarded for Action',
      introParagraph:
        'The Goa Civic Complaint Portal is a citizen-led advocacy initiative that helps residents of Goa bring civic problems to the attention of the authority responsible for them. ' +
        'A citizen has reported the issue "{{title}}" ({{category}}: {{subcategory}}) at {{location}}, registered with us as complaint {{complaintId}}. ' +
        'We respectfully forward it to {{authorityName}} for inspection and necessary action ({{citizensReporting}}).',
      summaryHeading: 'Complaint summary',
      evidenceHeading: 'Evidence',
      evidenceDescription:
        'The complainant submitted the photographs listed below with the complaint. Each link opens the original photo; the map link shows the exact spot that was reported.',
      complainantHeading: 'Complainant',
      authorizationHeading: 'Authorisation',
      authorizationStatement:
        'When filing complaint {{complaintId}}, the complainant, {{reporterName}}, authorised the Goa Civic Complaint Portal to forward it to the responsible authority and to follow it up on their behalf.',
      authorizationExtra: 'Please address any reply about this complaint to the sender of this letter, quoting complaint ID {{complaintId}}.',
      requestHeading: 'Our request',
      closingParagraph:
        'We request that {{authorityName}} inspect the site, take the action the law requires, and inform us of the steps taken and the expected time to resolve the issue. ' +
        'We will keep the complainant informed of your response. Thank you for your attention to this matter.',
      regardsText: 'Yours faithfully,',
      signatureTitle: 'On behalf of the Goa Civic Complaint Portal',
    },
  },
  escalation_letter: {
    key: 'escalation_letter',
    name: 'Escalation letter',
    description:
      'The letter attached to a level 1 or level 2 escalation of an overdue complaint: the complaint, when and to whom it was forwarded, its due date, days overdue, the reminder, the photos and how many citizens report it.',
    content: {
      headerTitle: 'Goa Civic Complaint Portal — Overdue Complaint Escalated to Level {{escalationLevel}}',
      introParagraph:
        'The Goa Civic Complaint Portal is a citizen-led advocacy initiative that helps residents of Goa bring civic problems to the attention of the authority responsible for them. ' +
        'Complaint {{complaintId}}, "{{title}}" ({{category}}: {{subcategory}}) at {{location}}, was forwarded to {{forwardedTo}} on {{forwardedDate}} and was due to be resolved by {{dueDate}}. ' +
        'A reminder was sent on {{reminderDate}}. No resolution has been recorded, and the complaint is now {{daysOverdue}} day(s) overdue ({{citizensReporting}}). ' +
        'We therefore escalate it to {{authorityName}} as the level {{escalationLevel}} appellate authority.',
      summaryHeading: 'Complaint and deadline',
      evidenceHeading: 'Evidence',
      evidenceDescription:
        'The complainant submitted the photographs listed below with the complaint. Each link opens the original photo; the map link shows the exact spot that was reported.',
      complainantHeading: 'Complainant',
      authorizationHeading: 'Authorisation',
      authorizationStatement:
        'When filing complaint {{complaintId}}, the complainant authorised the Goa Civic Complaint Portal to forward it to the responsible authority and to follow it up on their behalf, including its escalation to higher authorities when it is not resolved in time.',
      authorizationExtra:
        'Please address any reply about this complaint to the sender of this letter, quoting complaint ID {{complaintId}}. A copy of this letter goes to {{forwardedTo}}.',
      requestHeading: 'Our request',
      closingParagraph:
        'We request that {{authorityName}} direct {{forwardedTo}} to inspect the site and resolve the complaint without further delay, and inform us of the action taken and the name of the officer responsible. ' +
        'We will keep the complainant informed of your response. Thank you for your attention to this matter.',
      regardsText: 'Yours faithfully,',
      signatureTitle: 'On behalf of the Goa Civic Complaint Portal',
    },
  },
};
