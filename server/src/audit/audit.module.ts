import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogEntry } from './audit-log.entity.js';
import { AuditLogService } from './application/audit-log.service.js';
import { PseudonymiseDeletedUserEntries } from './reactions/pseudonymise-deleted-user-entries.js';
import { RecordAuditEntry } from './reactions/record-audit-entry.js';

/**
 * The audit worker: every event is recorded in audit_log (RecordAuditEntry); a deleted account's entries take its
 * pseudonym (PseudonymiseDeletedUserEntries). AuditLogService reads it for the admin pages.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AuditLogEntry])],
  providers: [RecordAuditEntry, PseudonymiseDeletedUserEntries, AuditLogService],
  exports: [AuditLogService],
})
export class AuditModule {}
