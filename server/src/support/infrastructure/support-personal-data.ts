import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import { PersonalDataRegistry, type PersonalDataSection, type PersonalDataSubject } from '../../kernel/personal-data/personal-data.registry.js';
import { toMyTicketView } from '../application/support.view.js';
import { SupportTicketUpdate } from '../domain/support-ticket-update.entity.js';
import { SupportTicket } from '../domain/support-ticket.entity.js';
import { eraseTicketsOf } from '../reactions/erase-deleted-user-tickets.js';

/**
 * Support's part of a citizen's data rights (docs/adr/0117-citizens-data-rights.md): the export lists the tickets filed
 * by the account (`user_id`) with their public history, as My Support shows them; never a ticket that only carries the
 * account's address, which anyone can type into the contact form (a stranger's words are not the owner's data:
 * docs/adr/0132-mail-log-secrets-export-and-erasure.md). The deletion erases the name and address on the tickets of the
 * account's address at once (the same statements as the `erase-deleted-user-tickets` reaction, which then finds
 * nothing left to do).
 */
@Injectable()
export class SupportPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      section: 'tickets',
      collect: (subject) => this.collect(subject),
      erase: (subject, manager) => eraseTicketsOf(subject.email, manager),
    });
  }

  private async collect({ id }: PersonalDataSubject): Promise<PersonalDataSection> {
    const manager = this.dataSource.manager;
    const tickets = await manager
      .createQueryBuilder(SupportTicket, 't')
      .where('t.user_id = :id', { id })
      .orderBy('t.created_at', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .getMany();
    const updates = tickets.length
      ? await manager.find(SupportTicketUpdate, { where: { ticketId: In(tickets.map((t) => t.id)), public: true }, order: { createdAt: 'ASC' } })
      : [];
    return {
      records: tickets.map((t) =>
        toMyTicketView(
          t,
          updates.filter((u) => u.ticketId === t.id),
        ),
      ),
      files: [],
    };
  }
}
