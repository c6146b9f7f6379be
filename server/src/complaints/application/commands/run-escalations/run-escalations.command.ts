import { Command } from '@nestjs/cqrs';
import type { LadderRunResult } from '../../escalation-ladder.service.js';
import type { OverdueDigestResult } from '../../overdue-digest.service.js';

/** POST /api/admin/escalations/run: a superadmin runs the ladder now, at the Clock's time. */
export class RunEscalationsCommand extends Command<LadderRunResult & { digest: OverdueDigestResult | null }> {}
