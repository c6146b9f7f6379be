import { complaintStatusIn, DEFAULT_LOCALE, type Locale } from '@civic/contracts';
import type { ComplaintCoordinates } from '../domain/complaint.entity.js';
import type { ResponseLink } from '../domain/response-link.entity.js';
import type { ComplaintUpdateView, ComplaintView, EscalationView } from './complaint.view.js';
import type { InboxItem } from './response-links.service.js';

/** What the response page shows of a complaint: what the letter shows, the history and the ladder. */
export interface RespondComplaintView {
  id: string;
  title: string;
  /** The category's name, in the reader's language (ComplaintWords). */
  category: string;
  categoryKey: string;
  /** The stored (English) subcategory, or 'Other'. */
  subcategory: string;
  /** The subcategory in the reader's language. */
  subcategoryLabel: string;
  description: string;
  location: string;
  landmark: string;
  photos: string[];
  coordinates: ComplaintCoordinates;
  status: string;
  /** The status in the reader's words. */
  statusLabel: string;
  dueAt: string | null;
  overdueDays: number;
  escalation: EscalationView;
  updates: ComplaintUpdateView[];
  /** The fix is verified by an after-photo taken within 200 m of the pin. */
  fixVerified: boolean;
}

/** A complaint of the authority's inbox, with its category's name and its status in the reader's words (ComplaintWords). */
export type RespondInboxItem = InboxItem & { categoryName: string; statusLabel: string };

/** GET /api/respond/{token}: the complaint, the authority the link belongs to, and its inbox. */
export interface RespondPageView {
  complaint: RespondComplaintView;
  authority: { email: string; name: string; designation: string };
  inbox: RespondInboxItem[];
  /** The language of the latest email that carried the link: the page opens in it. */
  language: Locale;
  /** ISO 8601: until when the link works (each new email extends it). */
  expiresAt: string;
}

/** The response page's answer from the complaint's reporter-side view, its link and the inbox. */
export function toRespondPageView(view: ComplaintView, link: ResponseLink, inbox: InboxItem[]): RespondPageView {
  return {
    complaint: {
      id: view.id,
      title: view.title,
      category: view.categoryName,
      categoryKey: view.category,
      subcategory: view.subcategory,
      subcategoryLabel: view.subcategoryLabel,
      description: view.description,
      location: view.location,
      landmark: view.landmark,
      photos: view.photos,
      coordinates: view.coordinates,
      status: view.status,
      statusLabel: view.statusLabel,
      dueAt: view.dueAt,
      overdueDays: view.overdueDays,
      escalation: view.escalation,
      updates: view.updates,
      fixVerified: view.fix.verified,
    },
    authority: { email: link.recipientEmail, name: link.authorityName, designation: link.authorityDesignation },
    inbox: inbox.map((i) => ({ ...i, categoryName: i.categoryKey, statusLabel: complaintStatusIn(i.status, DEFAULT_LOCALE) })),
    language: link.lastLanguage,
    expiresAt: link.expiresAt.toISOString(),
  };
}
