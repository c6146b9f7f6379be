import type { ComplaintForAuthority } from '../../complaints/public.js';
import type { ComplaintFacts } from '../domain/authority-letter.js';

/** The facts a letter prints, from the complaint as the complaints context hands it to the workers. */
export function complaintFacts(complaint: ComplaintForAuthority): ComplaintFacts {
  return {
    complaintId: complaint.complaintId,
    title: complaint.title,
    category: complaint.categoryName,
    subcategory: complaint.subcategory,
    description: complaint.description,
    location: complaint.location,
    submittedDate: complaint.submittedDate,
  };
}
