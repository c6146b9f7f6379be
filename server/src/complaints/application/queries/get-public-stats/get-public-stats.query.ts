import { Query } from '@nestjs/cqrs';

/** One enabled category with the number of complaints filed under it. */
export interface CategoryStat {
  key: string;
  name: string;
  icon: string;
  description: string;
  count: number;
}

/** The home page counters (citizen spec sections 1 and 7: GET /api/stats). */
export interface PublicStats {
  complaintsTotal: number;
  resolvedTotal: number;
  /** resolvedTotal / complaintsTotal in percent, rounded to an integer; 0 when there are no complaints. */
  successRate: number;
  /** Distinct citizens who filed at least one complaint. */
  activeCitizens: number;
  items: CategoryStat[];
}

export class GetPublicStatsQuery extends Query<PublicStats> {}
