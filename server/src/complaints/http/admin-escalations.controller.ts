import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SuperAdmin } from '../../kernel/http/access.decorators.js';
import { RunEscalationsCommand } from '../application/commands/run-escalations/run-escalations.command.js';
import type { OverdueDigestResult } from '../application/commands/prepare-overdue-digest/prepare-overdue-digest.command.js';
import type { LadderRunResult } from '../application/escalation-ladder.service.js';
import { EscalationRunResponse } from './dto/escalation.dto.js';

/** The escalation ladder on demand. */
@ApiTags('admin-escalations')
@Controller('admin/escalations')
export class AdminEscalationsController {
  constructor(private readonly commands: CommandBus) {}

  /** Runs the ladder now (the daily 09:00 IST job, on demand). */
  @Post('run')
  @HttpCode(200)
  @SuperAdmin()
  @ApiOperation({
    summary: 'Run the escalation ladder now',
    description:
      'Superadmins only. Takes the next due rung of every open, unpaused, overdue complaint: past the due date a reminder to the authority ' +
      'forwarded to; 7 days after the reminder the level-1 escalation (the level-1 routing contact, the level-0 authority in copy); 15 days ' +
      'later level 2. One rung per complaint per run; a rung is never taken twice. Each step emails the authority and the reporter and adds ' +
      'a history entry. Answers the steps sent, and those due but skipped for want of a contact at their level. Then prepares the ' +
      "day's digest of complaints newly overdue since the previous one, emailed to the admins holding Admin Complaints and the superadmins " +
      "(template admin_overdue_digest), unless today's (India time) was already prepared: once a day however many runs or workers.",
  })
  @ApiOkResponse({ type: EscalationRunResponse })
  runEscalations(): Promise<LadderRunResult & { digest: OverdueDigestResult | null }> {
    return this.commands.execute(new RunEscalationsCommand());
  }
}
