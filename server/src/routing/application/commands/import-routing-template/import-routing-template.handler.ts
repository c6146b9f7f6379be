import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, Messages } from '@civic/contracts';
import { DomainError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import type { Recipient } from '../../../domain/recipients.js';
import { RoutingContact } from '../../../domain/routing-contact.entity.js';
import { routingTemplateImported } from '../../../domain/routing-contact.events.js';
import { RoutingXlsx } from '../../../infrastructure/xlsx/routing-xlsx.js';
import { GeographyService } from '../../geography.service.js';
import { loadContacts, upsertContacts } from '../../routing-contact.persistence.js';
import { RoutingTemplateService } from '../../routing-template.service.js';
import { ImportRoutingTemplateCommand, type ImportResult } from './import-routing-template.command.js';

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The template has no department columns: a recipient kept by email keeps the department it had. */
function keepDepartments(next: Recipient[], before: Recipient[]): Recipient[] {
  const departments = new Map(before.map((r) => [r.authorityEmail, r.authorityDepartment]));
  return next.map((r) => ({ ...r, authorityDepartment: departments.get(r.authorityEmail) ?? r.authorityDepartment }));
}

/**
 * Imports a routing template (admin spec sections 4 and 5): the file is checked in a worker thread; any
 * issue refuses the whole import (400 VALIDATION_FAILED, 'Validation found issues. Please review before
 * import.', details.issues). Otherwise every row with an email becomes an Active contact at its Row ID and
 * category: created, or updated in place. Rows without an email change nothing. One transaction, one
 * RoutingTemplateImported event.
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
    const check = await this.xlsx.check(file, await this.template.catalog());
    if (check.issues.length > 0) throw new DomainError(ErrorCode.ValidationFailed, Messages.admin.routing.validationIssues, { issues: check.issues });
    const catalog = await this.geography.catalog();

    return this.outbox.transaction(async (manager) => {
      const rowIds = [...new Set(check.contacts.map((r) => r.rowId))];
      const existing = await loadContacts(manager, { locationKeys: rowIds, forUpdate: true });
      const byKey = new Map(existing.map((c) => [`${c.locationKey}|${c.categoryKey ?? ''}`, c]));
      const toWrite: RoutingContact[] = [];
      let created = 0;
      let changed = 0;
      let unchanged = 0;
      for (const [index, row] of check.contacts.entries()) {
        if (index % 1000 === 999) await yieldToLoop();
        const current = byKey.get(`${row.rowId}|${row.categoryKey ?? ''}`);
        const details = {
          authorityEmail: row.authorityEmail,
          authorityDesignation: row.authorityDesignation,
          authorityName: row.authorityName,
          phone: row.phone,
          active: true,
        };
        if (current) {
          const events = current.update({ ...details, additionalRecipients: keepDepartments(row.additionalRecipients, current.additionalRecipients ?? []) }, actor, 'template');
          if (events.length > 0) {
            changed += 1;
            toWrite.push(current);
          } else unchanged += 1;
        } else {
          const location = catalog.byRow(row.rowId)!;
          const { contact } = RoutingContact.create(
            { scope: location.scope, location, categoryKey: row.categoryKey, ...details, authorityDepartment: '', additionalRecipients: row.additionalRecipients },
            actor,
          );
          created += 1;
          toWrite.push(contact);
        }
      }
      await upsertContacts(manager, toWrite);
      const counts = { rows: check.contacts.length, created, changed, unchanged };
      return { result: { updated: created + changed, created, changed, unchanged }, events: [routingTemplateImported(actor, counts)] };
    });
  }
}
