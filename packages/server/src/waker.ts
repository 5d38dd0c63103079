/**
 * What a match's bot loop waits on: `wait` ends at the next `wake` (one that came since `reset`
 * counts) or after its time, `sleep` only after its time; `stop` ends every wait for good.
 */
export class Waker {
  private woken = false;
  private stopped = false;
  private waiting: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** The wait in progress is a `sleep`: wakes do not end it. */
  private timerOnly = false;

  /** Forgets the wakes so far: only the ones after this end the next wait. */
  reset(): void {
    this.woken = false;
  }

  wake(): void {
    if (this.waiting && !this.timerOnly) this.finish();
    else this.woken = true;
  }

  stop(): void {
    this.stopped = true;
    this.finish();
  }

  wait(ms?: number): Promise<void> {
    return this.start(ms, false);
  }

  sleep(ms: number): Promise<void> {
    return this.start(ms, true);
  }

  private start(ms: number | undefined, timerOnly: boolean): Promise<void> {
    if (this.stopped || (!timerOnly && this.woken)) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.timerOnly = timerOnly;
      if (ms !== undefined) this.timer = setTimeout(() => this.finish(), ms);
    });
  }

  private finish(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const resolve = this.waiting;
    this.waiting = null;
    resolve?.();
  }
}
