import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import { PersonalDataRegistry, type PersonalDataSection, type PersonalDataSubject } from '../../kernel/personal-data/personal-data.registry.js';
import { toMyTicketView } from '../application/support.view.js';
import { SupportTicketUpdate } from '../domain/support-ticket-update.entity.js';
import { SupportTicket } from '../domain/support-ticket.entity.js';
import { eraseTicketsOf } from '../reactions/erase-deleted-user-tickets.js';

/**
 * Support's part of a citizen's data rights (docs/adr/0117-citizens-data-rights.md): the export lists the tickets of the
 * account or of its address with their public history, as My Support shows them; the deletion erases the name and
 * address on them at once (the same statements as the `erase-deleted-user-tickets` reaction, which then finds
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

  private async collect({ id, email }: PersonalDataSubject): Promise<PersonalDataSection> {
    const manager = this.dataSource.manager;
    const tickets = await manager
      .createQueryBuilder(SupportTicket, 't')
      .where('t.user_id = :id OR lower(t.email) = :email', { id, email: email.toLowerCase() })
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
