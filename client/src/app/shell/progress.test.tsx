import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { apiEvents } from '../../api/api-events';
import { ProgressController } from './progress';
import { ProgressBar } from './progress-bar';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('progress bar timing (citizen spec section 9)', () => {
  it('starts at 10%, grows every 300 ms by a random increment up to 90%, jumps to 100% and resets after 300 ms', () => {
    const controller = new ProgressController(() => 0.5); // a 5% step
    controller.start();
    expect(controller.current).toEqual({ value: 10, visible: true });
    jest.advanceTimersByTime(299);
    expect(controller.current.value).toBe(10);
    jest.advanceTimersByTime(1);
    expect(controller.current.value).toBe(15);
    jest.advanceTimersByTime(300);
    expect(controller.current.value).toBe(20);
    jest.advanceTimersByTime(300 * 100);
    expect(controller.current.value).toBe(90);

    controller.end();
    expect(controller.current).toEqual({ value: 100, visible: true });
    jest.advanceTimersByTime(299);
    expect(controller.current).toEqual({ value: 100, visible: true });
    jest.advanceTimersByTime(1);
    expect(controller.current).toEqual({ value: 0, visible: false });
    controller.dispose();
  });

  it('uses a random increment', () => {
    const steps = [0.2, 0.9];
    const controller = new ProgressController(() => steps.shift() ?? 0);
    controller.start();
    jest.advanceTimersByTime(300);
    expect(controller.current.value).toBeCloseTo(12);
    jest.advanceTimersByTime(300);
    expect(controller.current.value).toBeCloseTo(21);
    controller.dispose();
  });

  it('keeps one bar for overlapping calls and finishes when the last one ends', () => {
    const controller = new ProgressController(() => 1);
    controller.start();
    controller.start();
    jest.advanceTimersByTime(300);
    expect(controller.current.value).toBe(20);
    controller.end();
    expect(controller.current.value).toBe(20);
    jest.advanceTimersByTime(300);
    expect(controller.current.value).toBe(30);
    controller.end();
    expect(controller.current.value).toBe(100);
    // A new call during the reset delay starts again from 10%.
    controller.start();
    expect(controller.current.value).toBe(10);
    jest.advanceTimersByTime(600);
    expect(controller.current).toEqual({ value: 30, visible: true });
    controller.dispose();
  });

  it('the bar follows the API start and end events', () => {
    render(<ProgressBar random={constantStep} />);
    const bar = screen.getByTestId('progress-bar');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => apiEvents.emit({ type: 'start' }));
    expect(bar.getAttribute('aria-valuenow')).toBe('10');
    expect(bar.style.transform).toBe('scaleX(0.1)');
    act(() => {
      jest.advanceTimersByTime(900);
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    act(() => apiEvents.emit({ type: 'end' }));
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    act(() => {
      jest.advanceTimersByTime(300);
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
  });
});

function constantStep() {
  return 1;
}
