/**
 * The audit worker's public surface: what other contexts may import (docs/architecture.md). Anything else
 * under audit/ is private to it; the lint rule `boundaries/entry-point` enforces this.
 */
export { AuditModule } from './audit.module.js';
export { AuditLogService, type AuditLogFilter, type AuditLogItem } from './application/audit-log.service.js';
