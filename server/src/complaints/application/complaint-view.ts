import type { AuthorityRecipient, Complaint, ComplaintCoordinates, ComplaintGeo, ComplaintUpdate } from '../domain/complaint.entity.js';

/** A complaint as its reporter reads it (citizen spec section 3, read side). Dates are ISO 8601 instants. */
export interface ComplaintView {
  id: string;
  category: string;
  categoryName: string;
  subcategory: string;
  otherText: string | null;
  title: string;
  description: string;
  location: string;
  landmark: string;
  urgency: string;
  anonymous: boolean;
  photos: string[];
  status: string;
  archived: boolean;
  createdAt: string;
  submittedDate: string;
  lastUpdate: string;
  updates: ComplaintUpdate[];
  coordinates: ComplaintCoordinates;
  mapUrl: string;
  geo: ComplaintGeo | null;
  authorityRecipients: AuthorityRecipient[];
}

/** Maps a complaint to its read shape; `categoryName` falls back to the key of a deleted category. */
export function toComplaintView(c: Complaint, categoryName: string | undefined): ComplaintView {
  const createdAt = c.createdAt.toISOString();
  return {
    id: c.publicId,
    category: c.categoryKey,
    categoryName: categoryName ?? c.categoryKey,
    subcategory: c.subcategory,
    otherText: c.otherText,
    title: c.title,
    description: c.description,
    location: c.location,
    landmark: c.landmark,
    urgency: c.urgency,
    anonymous: c.anonymous,
    photos: c.photos,
    status: c.status,
    archived: c.archived,
    createdAt,
    submittedDate: createdAt,
    lastUpdate: c.lastUpdate,
    updates: c.updates,
    coordinates: c.coordinates,
    mapUrl: c.mapUrl,
    geo: c.geo,
    authorityRecipients: c.authorityRecipients,
  };
}
