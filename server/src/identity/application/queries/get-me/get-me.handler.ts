import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ErrorCode, Messages } from '@civic/contracts';
import { DomainError } from '../../../../kernel/errors/domain-error.js';
import { User } from '../../../domain/user.entity.js';
import { toUserView, type UserView } from '../../user.view.js';
import { GetMeQuery } from './get-me.query.js';

/** Loads the account; a deleted one is 404 NOT_FOUND (the client then signs out, citizen spec section 4). */
@QueryHandler(GetMeQuery)
export class GetMeHandler implements IQueryHandler<GetMeQuery> {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async execute(query: GetMeQuery): Promise<UserView> {
    const user = await this.users.findOne({ where: { id: query.userId } });
    if (!user) throw new DomainError(ErrorCode.NotFound, Messages.auth.accountNotFound);
    return toUserView(user);
  }
}
