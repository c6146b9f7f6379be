import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry, type PersonalDataSection, type PersonalDataSubject } from '../../kernel/personal-data/personal-data.registry.js';
import { WhatsAppTranscriptsService } from '../application/whatsapp-transcripts.service.js';

/**
 * The WhatsApp part of a citizen's data rights (docs/adr/0117-citizens-data-rights.md, docs/adr/0151): the export
 * gives the account's WhatsApp number, its conversation (language, consent, step, draft) and its transcript; the
 * deletion removes all three and the number's recorded deliveries.
 */
@Injectable()
export class WhatsAppPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly transcripts: WhatsAppTranscriptsService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      section: 'whatsapp',
      collect: (subject) => this.collect(subject),
      erase: async (subject, manager) => {
        const rows: { phone: string }[] = await manager.query('SELECT phone FROM whatsapp_conversations WHERE user_id = $1', [subject.id]);
        for (const { phone } of rows) {
          await manager.query('DELETE FROM whatsapp_messages WHERE phone = $1', [phone]);
          await manager.query('DELETE FROM whatsapp_inbound WHERE phone = $1', [phone]);
          await manager.query('DELETE FROM whatsapp_conversations WHERE phone = $1', [phone]);
        }
      },
    });
  }

  private async collect({ id }: PersonalDataSubject): Promise<PersonalDataSection> {
    const c = await this.transcripts.conversationOfUser(id);
    if (!c) return { records: [], files: [] };
    return {
      records: [
        {
          phone: `+${c.phone}`,
          locale: c.locale,
          consentedAt: c.consentedAt?.toISOString() ?? null,
          step: c.step,
          draft: c.draft,
          lastActivityAt: c.lastActivityAt.toISOString(),
          transcript: await this.transcripts.transcript(c.phone, 10_000),
        },
      ],
      files: [],
    };
  }
}
