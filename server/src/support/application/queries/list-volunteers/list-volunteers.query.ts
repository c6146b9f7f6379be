import { Query } from '@nestjs/cqrs';
import type { Paged, VolunteerInterest, VolunteerStatus } from '@civic/contracts';
import type { VolunteerView } from '../../support.view.js';

/** The filters of Volunteer Submissions (admin spec sections 2 and 7). */
export interface VolunteerFilter {
  page: number;
  limit: number;
  q?: string;
  status?: VolunteerStatus;
  interest?: VolunteerInterest;
}

/** GET /api/admin/volunteers: one page of submissions, newest first. */
export class ListVolunteersQuery extends Query<Paged<VolunteerView>> {
  constructor(readonly filter: VolunteerFilter) {
    super();
  }
}
