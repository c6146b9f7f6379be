import { Query } from '@nestjs/cqrs';
import type { Paged } from '@civic/contracts';
import type { PageRequest } from '../../../../kernel/database/paged-rows.js';

/**
 * A complaint the caller follows, as the public page shows it (its privacy rules: the reporter's title and place
 * only when they opted in, never their name, email or account).
 */
export interface FollowedComplaint {
  id: string;
  categoryKey: string;
  subcategory: string;
  /** The reporter's title when they opted in, else ''. */
  title: string;
  /** The reporter's place when they opted in, else 'Near <lat>, <lng>'. */
  location: string;
  status: string;
  followedAt: Date;
  updatedAt: Date;
}

/** GET /api/complaints/followed: the complaints the caller follows, most recently followed first. */
export class ListFollowedComplaintsQuery extends Query<Paged<FollowedComplaint>> {
  constructor(
    readonly userId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}
