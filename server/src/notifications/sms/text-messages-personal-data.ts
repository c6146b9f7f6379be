import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry, type PersonalDataSection, type PersonalDataSubject } from '../../kernel/personal-data/personal-data.registry.js';
import { TextMessageLogService } from './text-message-log.service.js';

/**
 * The text messages' part of a citizen's data rights (docs/adr/0117-citizens-data-rights.md): the export lists the SMS
 * (and WhatsApp messages) sent to the account, codes as the log keeps them. The deletion's erasure is
 * SendAccountDeletedConfirmation's (pseudonymiseTextMessages), beside the sent-mail log's.
 */
@Injectable()
export class TextMessagesPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly log: TextMessageLogService,
  ) {}

  onModuleInit(): void {
    this.registry.register({ section: 'text-messages', collect: (subject) => this.collect(subject) });
  }

  private async collect({ id }: PersonalDataSubject): Promise<PersonalDataSection> {
    const messages = await this.log.ofAccount(id);
    return {
      records: messages.map((m) => ({
        channel: m.channel,
        to: m.recipient,
        kind: m.kind,
        text: m.body,
        status: m.status,
        complaintId: m.complaintId,
        sentAt: (m.sentAt ?? m.createdAt).toISOString(),
      })),
      files: [],
    };
  }
}
