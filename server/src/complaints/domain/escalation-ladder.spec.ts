import { describe, it } from 'node:test';
import { expect } from 'expect';
import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays } from 'date-fns';
import { ESCALATION_TIME_ZONE } from '@civic/contracts';
import { dueDateFor, nextLadderStep, overdueDays, reporterEscalation, type TakenStep } from './escalation-ladder.js';

const DAY = 24 * 3600 * 1000;
const at = (iso: string) => new Date(iso);

describe('Escalation ladder rules', () => {
  it('is due at the end of the forwarding day plus the response days, India time, whatever the hour', () => {
    expect(dueDateFor(at('2026-12-01T04:30:00Z'), 15).toISOString()).toBe('2026-12-16T18:29:59.999Z');
    // 23:00 UTC on 1 December is already 2 December in India.
    expect(dueDateFor(at('2026-12-01T23:00:00Z'), 3).toISOString()).toBe('2026-12-05T18:29:59.999Z');
  });

  it('counts overdue days in India calendar days, 0 before the due date or without one', () => {
    const due = at('2026-12-16T18:29:59.999Z');
    expect(overdueDays(null, at('2027-01-01T00:00:00Z'))).toBe(0);
    expect(overdueDays(due, at('2026-12-16T18:00:00Z'))).toBe(0);
    expect(overdueDays(due, at('2026-12-16T18:30:00Z'))).toBe(1);
    expect(overdueDays(due, at('2026-12-24T03:30:00Z'))).toBe(8);
    // Across a year's end in India time: due at the end of 31 December, now the first instant of 2 January.
    expect(overdueDays(at('2026-12-31T18:29:59.999Z'), at('2027-01-01T18:30:00Z'))).toBe(2);
  });

  it('counts the same days as date-fns on two dates in the India zone, at any hour of any day', () => {
    let seed = 41;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i += 1) {
      const dueAt = new Date(Date.UTC(2020, 0, 1) + Math.floor(next() * 8 * 365 * DAY));
      const now = new Date(dueAt.getTime() + 1 + Math.floor(next() * 400 * DAY));
      const expected = Math.max(
        1,
        differenceInCalendarDays(new TZDate(now.getTime(), ESCALATION_TIME_ZONE), new TZDate(dueAt.getTime(), ESCALATION_TIME_ZONE)),
      );
      expect(overdueDays(dueAt, now)).toBe(expected);
    }
  });

  it('climbs one rung at a time: reminder past due, level 1 seven days later, level 2 fifteen days after that', () => {
    const dueAt = at('2026-12-16T18:29:59.999Z');
    const state = (steps: TakenStep[]) => ({ dueAt, open: true, paused: false, steps });
    expect(nextLadderStep(state([]), at('2026-12-16T12:00:00Z'))).toBeNull();
    expect(nextLadderStep(state([]), at('2027-03-01T00:00:00Z'))).toEqual({ level: 0, kind: 'reminder' });
    const reminder: TakenStep = { level: 0, kind: 'reminder', at: at('2026-12-17T03:30:00Z') };
    expect(nextLadderStep(state([reminder]), new Date(reminder.at.getTime() + 7 * DAY - 1))).toBeNull();
    expect(nextLadderStep(state([reminder]), new Date(reminder.at.getTime() + 7 * DAY))).toEqual({ level: 1, kind: 'escalation' });
    const level1: TakenStep = { level: 1, kind: 'escalation', at: at('2026-12-24T03:30:00Z') };
    expect(nextLadderStep(state([reminder, level1]), new Date(level1.at.getTime() + 15 * DAY - 1))).toBeNull();
    expect(nextLadderStep(state([reminder, level1]), new Date(level1.at.getTime() + 15 * DAY))).toEqual({ level: 2, kind: 'escalation' });
    const level2: TakenStep = { level: 2, kind: 'escalation', at: at('2027-01-08T03:30:00Z') };
    expect(nextLadderStep(state([reminder, level1, level2]), at('2028-01-01T00:00:00Z'))).toBeNull();
    // A reporter who went to level 1 first gets no reminder afterwards.
    expect(nextLadderStep(state([level1]), at('2026-12-30T00:00:00Z'))).toBeNull();
  });

  it('takes nothing for a closed or paused complaint', () => {
    const dueAt = at('2026-12-16T18:29:59.999Z');
    const late = at('2027-03-01T00:00:00Z');
    expect(nextLadderStep({ dueAt, open: false, paused: false, steps: [] }, late)).toBeNull();
    expect(nextLadderStep({ dueAt, open: true, paused: true, steps: [] }, late)).toBeNull();
  });

  it('lets a reporter escalate an overdue complaint to the next level, once per 7 days, up to level 2', () => {
    const dueAt = at('2026-12-16T18:29:59.999Z');
    expect(reporterEscalation({ dueAt, open: true, steps: [] }, at('2026-12-16T10:00:00Z'))).toEqual({ ok: false, reason: 'not_overdue' });
    expect(reporterEscalation({ dueAt, open: false, steps: [] }, at('2027-01-01T00:00:00Z'))).toEqual({ ok: false, reason: 'closed' });
    expect(reporterEscalation({ dueAt, open: true, steps: [] }, at('2026-12-17T00:00:00Z'))).toEqual({ ok: true, step: { level: 1, kind: 'escalation' } });
    // The ladder's reminder does not count toward the reporter's 7 days.
    const reminder: TakenStep = { level: 0, kind: 'reminder', at: at('2026-12-17T03:30:00Z') };
    expect(reporterEscalation({ dueAt, open: true, steps: [reminder] }, at('2026-12-17T04:00:00Z'))).toEqual({
      ok: true,
      step: { level: 1, kind: 'escalation' },
    });
    // The reporter's own escalation does.
    const own: TakenStep = { level: 1, kind: 'escalation', at: at('2026-12-17T04:00:00Z'), byReporter: true };
    expect(reporterEscalation({ dueAt, open: true, steps: [reminder, own] }, at('2026-12-20T00:00:00Z'))).toEqual({
      ok: false,
      reason: 'too_soon',
      nextAllowedAt: at('2026-12-24T04:00:00Z'),
    });
    // Nor does the ladder's own level-1 escalation.
    const ladderLevel1: TakenStep = { level: 1, kind: 'escalation', at: at('2026-12-24T03:30:00Z') };
    expect(reporterEscalation({ dueAt, open: true, steps: [reminder, ladderLevel1] }, at('2026-12-24T04:00:00Z'))).toEqual({
      ok: true,
      step: { level: 2, kind: 'escalation' },
    });
    const level1: TakenStep = { level: 1, kind: 'escalation', at: at('2026-12-24T03:30:00Z') };
    expect(reporterEscalation({ dueAt, open: true, steps: [reminder, level1] }, at('2026-12-31T03:30:00Z'))).toEqual({
      ok: true,
      step: { level: 2, kind: 'escalation' },
    });
    const level2: TakenStep = { level: 2, kind: 'escalation', at: at('2026-12-31T03:30:00Z') };
    expect(reporterEscalation({ dueAt, open: true, steps: [reminder, level1, level2] }, at('2027-02-01T00:00:00Z'))).toEqual({
      ok: false,
      reason: 'top_level',
    });
  });
});
