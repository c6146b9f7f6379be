import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogEntry } from './audit-log.entity.js';
import { AuditLogQuery } from './audit-log.query.js';
import { AuditProcessor } from './audit.processor.js';

/** The audit worker: every event is recorded in audit_log. AuditLogQuery reads it for the admin pages. */
@Module({ imports: [TypeOrmModule.forFeature([AuditLogEntry])], providers: [AuditProcessor, AuditLogQuery], exports: [TypeOrmModule, AuditLogQuery] })
export class AuditModule {}
