import { Injectable } from '@nestjs/common';

/**
 * The current time, as one injectable provider (KernelModule, global). Code whose rules depend on "now" (due dates,
 * the escalation ladder) asks the Clock instead of calling `new Date()`, so that API tests can move time forward
 * by replacing `now` on the app's instance, with no sleeps.
 */
@Injectable()
export class Clock {
  /** The current instant. */
  now(): Date {
    return new Date();
  }
}
