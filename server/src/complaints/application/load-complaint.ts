import { Messages } from '@civic/contracts';
import type { EntityManager } from 'typeorm';
import { NotFoundError } from '../../kernel/errors/domain-error.js';
import { isComplaintId } from '../domain/complaint-id.js';
import { Complaint } from '../domain/complaint.entity.js';
import { findLockedOrFail } from '../../kernel/database/lock-or-404.js';

/**
 * Loads a complaint by its public id ('GOA-2026-000123', any case), optionally locking its row for the rest of the
 * transaction (so that two admins saving at once append to the update history one after the other). 404 NOT_FOUND
 * 'Complaint not found' for an unknown or malformed id.
 */
export async function loadComplaint(manager: EntityManager, publicId: string, options: { lock?: boolean } = {}): Promise<Complaint> {
  const id = String(publicId ?? '')
    .trim()
    .toUpperCase();
  const where = isComplaintId(id) ? { publicId: id } : null;
  if (options.lock) return findLockedOrFail(manager, Complaint, where, Messages.admin.complaints.notFound);
  const complaint = where ? await manager.findOne(Complaint, { where }) : null;
  if (!complaint) throw new NotFoundError(Messages.admin.complaints.notFound);
  return complaint;
}
