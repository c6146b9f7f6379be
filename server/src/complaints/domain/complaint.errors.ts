import { ErrorCode, Messages } from '@civic/contracts';
import { DomainError } from '../../kernel/errors/domain-error.js';

/** OUTSIDE_GOA (400): the point is further than 0.05 degrees outside Goa's bounds (citizen spec sections 4 and 9). */
export class OutsideGoaError extends DomainError {
  constructor(point: { lat: number; lng: number }) {
    super(ErrorCode.OutsideGoa, Messages.complaint.outsideGoa, { fields: { coordinates: [Messages.complaint.outsideGoa] }, lat: point.lat, lng: point.lng });
  }
}

/** QUOTA_EXCEEDED (403): the plan's complaints for this calendar month are used (citizen spec sections 4 and 9). */
export class QuotaExceededError extends DomainError {
  constructor(quota: { used: number; limit: number; resetAt: string }) {
    super(ErrorCode.QuotaExceeded, Messages.complaint.quotaExceeded, quota);
  }
}

/**
 * BAD_REQUEST (400): a complaint cannot be forwarded because no authority email is known for it, neither from
 * routing at forwarding time nor stored at filing (admin spec section 4, Forwarding; docs/adr/0026-complaints-desk.md).
 */
export class NoAuthorityRecipientsError extends DomainError {
  constructor(complaintId: string) {
    super(ErrorCode.BadRequest, Messages.admin.complaints.noRecipients, { complaintId });
  }
}

/** OWN_COMPLAINT (409): a citizen said 'Me too' on a complaint they filed themselves. */
export class OwnComplaintError extends DomainError {
  constructor() {
    super(ErrorCode.OwnComplaint, Messages.complaint.meTooOwn);
  }
}

/** ALREADY_SUPPORTED (409): the citizen already said 'Me too' on this complaint (one per citizen). */
export class AlreadySupportedError extends DomainError {
  constructor(complaintId: string) {
    super(ErrorCode.AlreadySupported, Messages.complaint.meTooAlready, { complaintId });
  }
}

/**
 * QUOTA_EXCEEDED (403) for an Open311 key with reporter policy 'by_email': the key's monthly limit, or its limit per
 * reporter email, is reached (docs/adr/0100-open311-integrator-reporters.md). Open311 answers only: English, as the
 * specification's errors document.
 */
export class KeyQuotaExceededError extends DomainError {
  constructor(which: 'key' | 'email', quota: { used: number; limit: number; resetAt: string }) {
    super(
      ErrorCode.QuotaExceeded,
      which === 'key'
        ? `This API key's monthly limit of ${quota.limit} complaints is reached; it resets at ${quota.resetAt}.`
        : `This API key's monthly limit of ${quota.limit} complaints for one reporter email is reached for this email; it resets at ${quota.resetAt}.`,
      { which, ...quota },
    );
  }
}

/**
 * UPLOAD_NOT_OWNED (403): a photo that another account, response link or Open311 key uploaded (docs/adr/0133). The
 * refusal says to upload the photo again, under the field that carried it; `urls` are the refused photos.
 */
export class UploadNotOwnedError extends DomainError {
  constructor(field: string, urls: readonly string[]) {
    super(ErrorCode.UploadNotOwned, Messages.respond.photoInvalid, { fields: { [field]: [Messages.respond.photoInvalid] }, urls: [...urls] });
  }
}

/** OWN_COMPLAINT (409): the reporter asked to follow their own complaint, whose updates already reach them. */
export class FollowOwnComplaintError extends DomainError {
  constructor() {
    super(ErrorCode.OwnComplaint, Messages.complaint.followOwn);
  }
}
