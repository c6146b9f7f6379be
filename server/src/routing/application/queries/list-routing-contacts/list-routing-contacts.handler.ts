import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { pageCount, type Paged } from '@civic/contracts';
import { FailingAddress } from '../../../domain/failing-address.entity.js';
import { RoutingContact } from '../../../domain/routing-contact.entity.js';
import { toRoutingContactView, type RoutingContactView } from '../../routing-contact.view.js';
import { ListRoutingContactsQuery } from './list-routing-contacts.query.js';

/**
 * Reads one page of routing contacts; q is a substring of the lowercased search text (pg_trgm index). The page's
 * failing addresses (bounced authority emails) come in one more statement by primary key.
 */
@QueryHandler(ListRoutingContactsQuery)
export class ListRoutingContactsHandler implements IQueryHandler<ListRoutingContactsQuery> {
  constructor(
    @InjectRepository(RoutingContact) private readonly contacts: Repository<RoutingContact>,
    @InjectRepository(FailingAddress) private readonly failing: Repository<FailingAddress>,
  ) {}

  async execute({ filter }: ListRoutingContactsQuery): Promise<Paged<RoutingContactView>> {
    const qb = this.contacts.createQueryBuilder('c');
    const q = filter.q?.trim().toLowerCase();
    if (q) qb.andWhere("c.search_text LIKE :q ESCAPE '\\'", { q: `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` });
    if (filter.scope) qb.andWhere('c.scope = :scope', { scope: filter.scope });
    if (filter.level) qb.andWhere('c.level = :level', { level: filter.level });
    if (filter.escalationLevel !== undefined) qb.andWhere('c.escalation_level = :escalationLevel', { escalationLevel: filter.escalationLevel });
    if (filter.active !== undefined) qb.andWhere('c.active = :active', { active: filter.active });
    qb.orderBy('c.location', 'ASC').addOrderBy('c.category_key', 'ASC', 'NULLS FIRST').addOrderBy('c.escalation_level', 'ASC').addOrderBy('c.id', 'ASC');
    qb.skip((filter.page - 1) * filter.limit).take(filter.limit);
    const [rows, total] = await qb.getManyAndCount();
    const emails = [...new Set(rows.flatMap((c) => c.forwardRecipients.map((r) => r.authorityEmail.trim().toLowerCase())))];
    const failing = emails.length ? await this.failing.findBy({ email: In(emails) }) : [];
    const byEmail = new Map(failing.map((f) => [f.email, f]));
    return { items: rows.map((c) => toRoutingContactView(c, byEmail)), total, page: filter.page, pages: pageCount(total, filter.limit) };
  }
}
