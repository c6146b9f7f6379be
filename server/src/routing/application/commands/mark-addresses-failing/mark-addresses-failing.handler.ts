import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { FailingAddress } from '../../../domain/failing-address.entity.js';
import { MarkAddressesFailingCommand } from './mark-addresses-failing.command.js';

/** Upserts each failing address (lower case) with the bounce's time and reason, in one statement. */
@CommandHandler(MarkAddressesFailingCommand)
export class MarkAddressesFailingHandler implements ICommandHandler<MarkAddressesFailingCommand> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ failures, at }: MarkAddressesFailingCommand): Promise<{ marked: string[] }> {
    const byEmail = new Map(failures.map((f) => [f.email.trim().toLowerCase(), f.reason.slice(0, 300)]));
    const rows = [...byEmail].filter(([email]) => email.includes('@')).map(([email, reason]) => ({ email, reason, failedAt: at }));
    if (rows.length) await this.dataSource.getRepository(FailingAddress).upsert(rows, ['email']);
    return { marked: rows.map((r) => r.email) };
  }
}
