import { Command } from '@nestjs/cqrs';

/** The confirmation page POSTs the token of a pending alert's link (POST /api/alerts/confirm). Result: the area's name. */
export class ConfirmAlertCommand extends Command<{ areaName: string }> {
  constructor(readonly token: string) {
    super();
  }
}
