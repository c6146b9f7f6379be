import { Command } from '@nestjs/cqrs';

/**
 * The daily run (AlertDigestRunner) prepares one alert's digest at `now`: the window from its last digest to now.
 * Result: whether it was prepared (false: not due, or no longer active).
 */
export class PrepareAlertDigestCommand extends Command<{ prepared: boolean }> {
  constructor(
    readonly alertId: string,
    readonly now: Date,
  ) {
    super();
  }
}
