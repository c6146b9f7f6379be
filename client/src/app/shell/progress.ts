/** Progress bar timing (citizen spec section 9). */
export const PROGRESS_START = 10;
export const PROGRESS_MAX_WHILE_RUNNING = 90;
export const PROGRESS_TICK_MS = 300;
export const PROGRESS_RESET_MS = 300;
/** The largest random step of one tick, in percent. */
export const PROGRESS_MAX_STEP = 10;

export interface ProgressState {
  /** 0 when idle, else 10..100. */
  value: number;
  visible: boolean;
}

type Listener = (state: ProgressState) => void;

/**
 * The progress bar's clock, driven by API start/end events: the first start shows 10%, every 300 ms a
 * random increment is added up to 90%; when the last running call ends the bar jumps to 100% and
 * resets 300 ms later. Overlapping calls keep one bar running.
 */
export class ProgressController {
  private state: ProgressState = { value: 0, visible: false };
  private running = 0;
  private tick: ReturnType<typeof setInterval> | null = null;
  private reset: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly random: () => number = Math.random) {}

  get current(): ProgressState {
    return this.state;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  start(): void {
    this.running += 1;
    if (this.running > 1) return;
    if (this.reset) {
      clearTimeout(this.reset);
      this.reset = null;
    }
    this.set({ value: PROGRESS_START, visible: true });
    this.tick = setInterval(() => {
      const step = Math.max(0.5, this.random() * PROGRESS_MAX_STEP);
      this.set({ value: Math.min(PROGRESS_MAX_WHILE_RUNNING, this.state.value + step), visible: true });
    }, PROGRESS_TICK_MS);
  }

  end(): void {
    if (this.running === 0) return;
    this.running -= 1;
    if (this.running > 0) return;
    if (this.tick) {
      clearInterval(this.tick);
      this.tick = null;
    }
    this.set({ value: 100, visible: true });
    this.reset = setTimeout(() => {
      this.reset = null;
      this.set({ value: 0, visible: false });
    }, PROGRESS_RESET_MS);
  }

  dispose(): void {
    if (this.tick) clearInterval(this.tick);
    if (this.reset) clearTimeout(this.reset);
    this.tick = null;
    this.reset = null;
    this.running = 0;
    this.listeners.clear();
  }

  private set(state: ProgressState): void {
    this.state = state;
    for (const listener of [...this.listeners]) listener(state);
  }
}
