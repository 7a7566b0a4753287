import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodic } from '../src/lib/periodic.js';

/** A run the test ends by hand: the job cannot move on until `finish()` is called. */
function heldRun() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish: () => finish() };
}

describe('a periodic background job', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs first after its first delay, then once per interval', async () => {
    const run = vi.fn(async () => {});
    const stop = startPeriodic({ intervalMs: 100, firstDelayMs: 10, run, onError: () => {} });
    await vi.advanceTimersByTimeAsync(9);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(run).toHaveBeenCalledTimes(4);
    await stop();
  });

  it('waits one interval before the first run when no first delay is given', async () => {
    const run = vi.fn(async () => {});
    const stop = startPeriodic({ intervalMs: 50, run, onError: () => {} });
    await vi.advanceTimersByTimeAsync(49);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await stop();
  });

  it('reports a failed run and goes on with the next one', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const run = async () => {
      calls++;
      if (calls === 1) throw new Error('engine went away');
    };
    const stop = startPeriodic({ intervalMs: 10, run, onError: (e) => errors.push(e) });
    await vi.advanceTimersByTimeAsync(20);
    expect(calls).toBe(2);
    expect(errors).toEqual([new Error('engine went away')]);
    await stop();
  });

  it('never starts a run while the previous one is under way', async () => {
    const held = heldRun();
    let calls = 0;
    const run = async () => {
      calls++;
      if (calls === 1) await held.done;
    };
    const stop = startPeriodic({ intervalMs: 10, run, onError: () => {} });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(1);
    held.finish();
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toBe(2);
    await stop();
  });

  it('stops: waits for the run under way, tells it to stop, and runs no more', async () => {
    const held = heldRun();
    const seenStopped: boolean[] = [];
    const run = vi.fn(async (stopped: () => boolean) => {
      await held.done;
      seenStopped.push(stopped());
    });
    const stop = startPeriodic({ intervalMs: 10, run, onError: () => {} });
    await vi.advanceTimersByTimeAsync(10);
    let stoppedYet = false;
    const stopping = stop().then(() => {
      stoppedYet = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stoppedYet).toBe(false);
    held.finish();
    await stopping;
    expect(seenStopped).toEqual([true]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('stopped before its first run never runs', async () => {
    const run = vi.fn(async () => {});
    const stop = startPeriodic({ intervalMs: 10, run, onError: () => {} });
    await stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).not.toHaveBeenCalled();
  });

  it('runs at once when nudged while waiting, then keeps its interval', async () => {
    const run = vi.fn(async () => {});
    const stop = startPeriodic({ intervalMs: 1000, run, onError: () => {} });
    await vi.advanceTimersByTimeAsync(10);
    stop.nudge();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await stop();
  });

  it('nudged during a run, runs once more right after it, never two at once', async () => {
    const held = heldRun();
    let running = 0;
    let most = 0;
    let calls = 0;
    const run = async () => {
      calls++;
      running++;
      most = Math.max(most, running);
      if (calls === 1) await held.done;
      running--;
    };
    const stop = startPeriodic({ intervalMs: 1000, firstDelayMs: 0, run, onError: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    stop.nudge();
    stop.nudge();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    held.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(2);
    expect(most).toBe(1);
    await stop();
  });

  it('ignores a nudge once stopped', async () => {
    const run = vi.fn(async () => {});
    const stop = startPeriodic({ intervalMs: 10, run, onError: () => {} });
    await stop();
    stop.nudge();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
