import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogEntry } from './audit-log.entity.js';
import { AuditLogReader } from './audit-log.reader.js';
import { RecordAuditEntry } from './reactions/record-audit-entry.js';

/** The audit worker: every event is recorded in audit_log (RecordAuditEntry). AuditLogReader reads it for the admin pages. */
@Module({ imports: [TypeOrmModule.forFeature([AuditLogEntry])], providers: [RecordAuditEntry, AuditLogReader], exports: [AuditLogReader] })
export class AuditModule {}
