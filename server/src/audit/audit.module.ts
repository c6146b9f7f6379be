import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogEntry } from './audit-log.entity.js';
import { AuditLogService } from './application/audit-log.service.js';
import { RecordAuditEntry } from './reactions/record-audit-entry.js';

/** The audit worker: every event is recorded in audit_log (RecordAuditEntry). AuditLogService reads it for the admin pages. */
@Module({ imports: [TypeOrmModule.forFeature([AuditLogEntry])], providers: [RecordAuditEntry, AuditLogService], exports: [AuditLogService] })
export class AuditModule {}
