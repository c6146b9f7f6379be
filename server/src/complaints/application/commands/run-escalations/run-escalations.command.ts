import { Command } from '@nestjs/cqrs';
import type { EscalationRunResult } from '../../../infrastructure/escalation/escalation-runner.js';

/** POST /api/admin/escalations/run: a superadmin runs the ladder now, at the Clock's time. */
export class RunEscalationsCommand extends Command<EscalationRunResult> {}
