import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A file of a citizen's data export: its path inside the zip and how to read it. */
export interface PersonalDataFile {
  /** Path inside the zip, e.g. `photos/GOA-2026-000123/1.jpg`. */
  path: string;
  read(): Promise<Buffer>;
}

/** What a context holds about one account, for its owner's export: plain JSON records and files. */
export interface PersonalDataSection {
  records: unknown;
  files: PersonalDataFile[];
}

/** The account a data-rights request is about. */
export interface PersonalDataSubject {
  id: string;
  email: string;
}

/**
 * A context that keeps records about an account (complaints, tickets, billing). It registers itself at start-up, so
 * that identity, which owns the account, can answer the owner's data-rights requests (Digital Personal Data
 * Protection Act, 2023) without importing the contexts that depend on it (docs/adr/0117-citizens-data-rights.md).
 */
export interface PersonalDataHolder {
  /** The section's name in the export (`complaints.json`, ...). */
  section: string;
  /** The owner's records, for the export. */
  collect(subject: PersonalDataSubject): Promise<PersonalDataSection>;
  /**
   * Outside any transaction, before the deletion: calls to outside services that must stop acting for the account
   * (a payment provider's subscription). Throw to refuse the deletion (nothing was erased yet).
   */
  prepareErasure?(subject: PersonalDataSubject): Promise<void>;
  /** In the deletion's transaction, before the account row goes: erase or detach the personal data held. */
  erase?(subject: PersonalDataSubject, manager: EntityManager): Promise<void>;
}

/** The holders registered by the contexts (KernelModule, global). */
@Injectable()
export class PersonalDataRegistry {
  private readonly registered: PersonalDataHolder[] = [];

  register(holder: PersonalDataHolder): void {
    if (this.registered.some((h) => h.section === holder.section)) throw new Error(`Personal data section ${holder.section} registered twice`);
    this.registered.push(holder);
  }

  /** Every holder, by section name. */
  holders(): readonly PersonalDataHolder[] {
    return [...this.registered].sort((a, b) => a.section.localeCompare(b.section));
  }
}
