import { Command } from '@nestjs/cqrs';

/**
 * A recipient stops an alert with its emailed token (POST /api/alerts/unsubscribe: a mail client's one-click
 * unsubscribe, RFC 8058, or the unsubscribe page). Result: whether an alert was deleted (false: it already was).
 */
export class UnsubscribeAlertCommand extends Command<{ deleted: boolean }> {
  constructor(readonly token: string) {
    super();
  }
}
