import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { pageCount, type Paged } from '@civic/contracts';

/** `text` with the LIKE wildcards (`%`, `_`) and the escape character (`\`) escaped, for PostgreSQL's default ESCAPE. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching `text` anywhere, lowercased, with the LIKE wildcards and the escape character escaped. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text.toLowerCase())}%`;
}

/** A validated page request: 1-based `page` and `limit` rows a page. */
export interface PageRequest {
  page: number;
  limit: number;
}

/**
 * One page of a filtered, ordered query builder's entities and the total of the whole filtered set, read in one
 * statement (`COUNT(*) OVER ()`). A page past the end has no row to carry the total: it is then counted with a
 * second statement (page 1 empty is simply 0). The builder must already hold its filters and its ORDER BY (with a
 * unique last key, so that pages never overlap).
 */
export async function pageOfEntities<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  { page, limit }: PageRequest,
): Promise<{ entities: T[]; total: number }> {
  const countQuery = qb.clone();
  qb.addSelect('COUNT(*) OVER ()', 'total_count')
    .offset((page - 1) * limit)
    .limit(limit);
  const { entities, raw } = await qb.getRawAndEntities<{ total_count: string }>();
  const total = raw.length > 0 ? Number(raw[0].total_count) : page === 1 ? 0 : await countQuery.getCount();
  return { entities, total };
}

/** The list envelope of every paged list (DESIGN.md, HTTP conventions): `{ items, total, page, pages }`. */
export function pagedResult<T>(items: T[], total: number, { page, limit }: PageRequest): Paged<T> {
  return { items, total, page, pages: pageCount(total, limit) };
}
