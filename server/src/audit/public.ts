/**
 * The audit worker's public surface: what other contexts may import (docs/architecture.md). Anything else
 * under audit/ is private to it; the lint rule `boundaries/entry-point` enforces this.
 */
export { AuditModule } from './audit.module.js';
export { AuditLogReader, type AuditLogFilter, type AuditLogItem } from './audit-log.reader.js';
