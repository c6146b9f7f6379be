import { Command } from '@nestjs/cqrs';

/** What an Open311 integrator's user said on a complaint (POST servicerequestupdates), as the HTTP layer parsed it. */
export interface IntegratorComment {
  /** The integrator's own id of the update: a repeat with the same key answers the first entry. */
  externalUpdateId: string;
  message: string;
  /** Stored photo URLs. */
  photos: string[];
  /** The author's email (lowercased); the entry is the reporter's when it is the complaint's reporter's email. */
  email: string;
  authorName: string;
}

/**
 * Records an integrator's user's comment in a complaint's history. Result: the complaint, the entry's position and
 * whether it is the answer of an earlier identical update id.
 */
export class RecordIntegratorCommentCommand extends Command<{ complaintId: string; index: number; replayed: boolean }> {
  constructor(
    readonly complaintPublicId: string,
    readonly apiKeyId: string,
    readonly comment: IntegratorComment,
  ) {
    super();
  }
}
