import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, Messages } from '@civic/contracts';
import { DomainError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { routingTemplateImported } from '../../../domain/events/routing-contact.events.js';
import { RoutingXlsx } from '../../../infrastructure/xlsx/routing-xlsx.js';
import { GeographyService } from '../../geography.service.js';
import { importRecords } from '../../routing-contacts.writer.js';
import { RoutingTemplateService } from '../../routing-template.service.js';
import { ImportRoutingTemplateCommand, type ImportResult } from './import-routing-template.command.js';

/**
 * Imports a routing template (admin spec sections 4 and 5): the file is checked in a worker thread; any
 * issue refuses the whole import (400 VALIDATION_FAILED, 'Validation found issues. Please review before
 * import.', details.issues). Otherwise every row with an email becomes an Active contact at its Row ID and
 * category: created, or updated in place (the department of a recipient kept by email is kept, as the
 * template has no department column). Rows without an email change nothing. One transaction, one
 * RoutingTemplateImported event; the rows reach PostgreSQL as JSON text built by the worker.
 */
@CommandHandler(ImportRoutingTemplateCommand)
export class ImportRoutingTemplateHandler implements ICommandHandler<ImportRoutingTemplateCommand> {
  constructor(
    private readonly template: RoutingTemplateService,
    private readonly geography: GeographyService,
    private readonly xlsx: RoutingXlsx,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ file, actor }: ImportRoutingTemplateCommand): Promise<ImportResult> {
    const catalog = await this.geography.catalog();
    const locations = Object.fromEntries(catalog.locations.map((l) => [l.rowId, l]));
    const check = await this.xlsx.check(file, await this.template.catalog(), locations);
    if (check.issues.length > 0) throw new DomainError(ErrorCode.ValidationFailed, Messages.admin.routing.validationIssues, { issues: check.issues });

    return this.outbox.transaction(async (manager) => {
      let created = 0;
      let changed = 0;
      for (const chunk of check.records) {
        const written = await importRecords(manager, chunk.json);
        created += written.created;
        changed += written.changed;
      }
      const unchanged = check.contacts - created - changed;
      const counts = { rows: check.contacts, created, changed, unchanged };
      return { result: { updated: created + changed, created, changed, unchanged }, events: [routingTemplateImported(actor, counts)] };
    });
  }
}
