import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { XlsxInput } from '../../../infrastructure/xlsx/xlsx-protocol.js';

/**
 * The outcome of an import (admin spec section 7: { updated }): `updated` counts the contacts created or
 * changed ('Imported {N} records'); rows identical to the stored contact are counted as unchanged.
 */
export interface ImportResult {
  updated: number;
  created: number;
  changed: number;
  unchanged: number;
}

/** Imports a filled routing template (.xlsx bytes or base64): validated first, refused with the issues when any. */
export class ImportRoutingTemplateCommand extends Command<ImportResult> {
  constructor(
    readonly file: XlsxInput,
    readonly actor: Actor,
  ) {
    super();
  }
}
