import { TZDate } from '@date-fns/tz';
import { addDays, endOfDay } from 'date-fns';
import {
  ESCALATION_LEVEL1_AFTER_DAYS,
  ESCALATION_LEVEL2_AFTER_DAYS,
  ESCALATION_TIME_ZONE,
  REPORTER_ESCALATION_GAP_DAYS,
  type EscalationLevel,
  type EscalationStepKind,
} from '@civic/contracts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The due date of a forward: the end (23:59:59.999) of the forwarding day plus `responseDays`, both
 * counted in India time, whatever the server's zone.
 */
export function dueDateFor(forwardedAt: Date, responseDays: number): Date {
  const local = new TZDate(forwardedAt.getTime(), ESCALATION_TIME_ZONE);
  return new Date(endOfDay(addDays(local, responseDays)).getTime());
}

/**
 * The India calendar day of an instant, counted in days from 1970-01-01: the zone's date read once through TZDate,
 * then numbered in UTC, which has no daylight saving, so that two days' numbers differ by whole days.
 */
function calendarDayInIndia(at: Date): number {
  const local = new TZDate(at.getTime(), ESCALATION_TIME_ZONE);
  return Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) / DAY_MS;
}

/**
 * Whole calendar days (India time) from the due date to `now`; 0 when not past due or without a due date. Read for
 * every open complaint of a desk page or of My Complaints: each instant is converted to the zone once (about 3 µs a
 * call), where date-fns's differenceInCalendarDays on two TZDates converted them again at each step (about 35 µs).
 */
export function overdueDays(dueAt: Date | null, now: Date): number {
  if (!dueAt || now.getTime() <= dueAt.getTime()) return 0;
  return Math.max(1, calendarDayInIndia(now) - calendarDayInIndia(dueAt));
}

/** A rung already taken (what the ladder needs of a step row). */
export interface TakenStep {
  level: EscalationLevel;
  kind: EscalationStepKind;
  at: Date;
  /** True for a step the reporter took with "Escalate now" (the ladder's own steps: false or absent). */
  byReporter?: boolean;
}

/** The rung to take next. */
export interface NextStep {
  level: EscalationLevel;
  kind: EscalationStepKind;
}

/** What the ladder needs of a complaint. */
export interface LadderState {
  dueAt: Date | null;
  open: boolean;
  paused: boolean;
  steps: readonly TakenStep[];
}

/**
 * The ladder's next rung at `now`, or null: past due, a reminder to the level-0 authority; 7 days after
 * the reminder, the level-1 escalation; 15 days after the level-1 escalation, level 2. One rung per run, so a long
 * overdue complaint still climbs one step at a time. Nothing for a closed, archived or paused complaint, nor after
 * level 2. A reporter's escalation counts like the ladder's (a complaint the reporter took to level 1 gets no
 * reminder afterwards; level 2 follows 15 days after it).
 */
export function nextLadderStep(state: LadderState, now: Date): NextStep | null {
  if (!state.open || state.paused || !state.dueAt || now.getTime() <= state.dueAt.getTime()) return null;
  const find = (level: number, kind: EscalationStepKind) => state.steps.find((s) => s.level === level && s.kind === kind);
  const level2 = find(2, 'escalation');
  const level1 = find(1, 'escalation');
  const reminder = find(0, 'reminder');
  if (level2) return null;
  if (level1) return now.getTime() >= level1.at.getTime() + ESCALATION_LEVEL2_AFTER_DAYS * DAY_MS ? { level: 2, kind: 'escalation' } : null;
  if (!reminder) return { level: 0, kind: 'reminder' };
  return now.getTime() >= reminder.at.getTime() + ESCALATION_LEVEL1_AFTER_DAYS * DAY_MS ? { level: 1, kind: 'escalation' } : null;
}

/** Why a reporter may not escalate now, or the rung their escalation takes (levels 1 and 2, one per 7 days). */
export type ReporterEscalation =
  { ok: true; step: NextStep } | { ok: false; reason: 'closed' | 'not_overdue' | 'top_level' } | { ok: false; reason: 'too_soon'; nextAllowedAt: Date };

/**
 * The reporter's "Escalate now": only an open complaint past its due date; the next appellate level
 * (1, then 2); at most one step per REPORTER_ESCALATION_GAP_DAYS: refused within that many days of the reporter's own
 * last escalation. The ladder's steps (its reminder to the level-0 authority, its own escalations) do not count, so a
 * reporter who asks right after the ladder's reminder is not made to wait.
 */
export function reporterEscalation(state: Omit<LadderState, 'paused'>, now: Date): ReporterEscalation {
  if (!state.open) return { ok: false, reason: 'closed' };
  if (!state.dueAt || now.getTime() <= state.dueAt.getTime()) return { ok: false, reason: 'not_overdue' };
  const top = Math.max(0, ...state.steps.filter((s) => s.kind === 'escalation').map((s) => s.level));
  if (top >= 2) return { ok: false, reason: 'top_level' };
  const last = Math.max(0, ...state.steps.filter((s) => s.byReporter && s.kind === 'escalation').map((s) => s.at.getTime()));
  const nextAllowedAt = last + REPORTER_ESCALATION_GAP_DAYS * DAY_MS;
  if (last > 0 && now.getTime() < nextAllowedAt) return { ok: false, reason: 'too_soon', nextAllowedAt: new Date(nextAllowedAt) };
  return { ok: true, step: { level: (top + 1) as EscalationLevel, kind: 'escalation' } };
}
