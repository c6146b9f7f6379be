import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogEntry } from './audit-log.entity.js';
import { AuditProcessor } from './audit.processor.js';

/** The audit worker: every event is recorded in audit_log. */
@Module({ imports: [TypeOrmModule.forFeature([AuditLogEntry])], providers: [AuditProcessor], exports: [TypeOrmModule] })
export class AuditModule {}
