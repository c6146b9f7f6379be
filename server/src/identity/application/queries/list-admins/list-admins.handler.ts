import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { User } from '../../../domain/user.entity.js';
import { toAdminAccount, type AdminAccount } from '../../admin-account.view.js';
import { ListAdminsQuery } from './list-admins.query.js';

/** Superadmins first, then admins, each by email. */
@QueryHandler(ListAdminsQuery)
export class ListAdminsHandler implements IQueryHandler<ListAdminsQuery> {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async execute(): Promise<AdminAccount[]> {
    const admins = await this.users.find({ where: { role: In(['admin', 'superadmin']) } });
    const rank = (u: User) => (u.role === 'superadmin' ? 0 : 1);
    return admins.sort((a, b) => rank(a) - rank(b) || a.email.localeCompare(b.email)).map(toAdminAccount);
  }
}
