import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry, type PersonalDataSection, type PersonalDataSubject } from '../../kernel/personal-data/personal-data.registry.js';
import { alertViewOf } from '../application/alert.view.js';
import { AreaAlertsService } from '../application/area-alerts.service.js';
import { AreaAlert } from '../domain/area-alert.entity.js';

/**
 * The alerts' part of a citizen's data rights (docs/adr/0117-citizens-data-rights.md): the export lists the account's
 * alerts as My alerts shows them; the deletion removes them, and the alerts of the account's address subscribed
 * without signing in, so that nothing more is mailed to a person who asked to be forgotten.
 */
@Injectable()
export class AlertsPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly alerts: AreaAlertsService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      section: 'alerts',
      collect: (subject) => this.collect(subject),
      erase: async (subject, manager) => {
        await manager
          .createQueryBuilder()
          .delete()
          .from(AreaAlert)
          .where('user_id = :id OR email = :email', { id: subject.id, email: subject.email.toLowerCase() })
          .execute();
      },
    });
  }

  private async collect({ id }: PersonalDataSubject): Promise<PersonalDataSection> {
    return { records: (await this.alerts.mine(id)).map(alertViewOf), files: [] };
  }
}
