export interface PeriodicJob {
  /** Wait between the end of one run and the start of the next. */
  intervalMs: number;
  /** Wait before the first run (defaults to `intervalMs`). */
  firstDelayMs?: number;
  /** One run; `stopped()` turns true once the job is asked to stop, so a long run may end early. */
  run: (stopped: () => boolean) => Promise<void>;
  /** Told of a run that failed; the job goes on with the next run. */
  onError: (error: unknown) => void;
}

/** Stops a periodic job and waits for a run under way; `nudge()` asks for a run now. */
export interface PeriodicStop {
  (): Promise<void>;
  /**
   * Runs the job at once when it is waiting, or right after the run under way ends (work arrived
   * that should not wait out the interval); never two runs at once.
   */
  nudge: () => void;
}

/**
 * Runs `job.run` in the background, never two runs at once: the next run is scheduled only after
 * the previous one has ended. The timer does not keep the process alive. Returns the function that
 * stops the job and waits for a run under way, with `nudge` to run it early.
 */
export function startPeriodic(job: PeriodicJob): PeriodicStop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let again = false;
  const isStopped = () => stopped;
  const tick = async () => {
    try {
      await job.run(isStopped);
    } catch (error) {
      job.onError(error);
    }
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      busy = true;
      again = false;
      running = tick().then(() => {
        busy = false;
        schedule(again ? 0 : job.intervalMs);
      });
    }, delay);
    timer.unref();
  };
  schedule(job.firstDelayMs ?? job.intervalMs);
  const stop = async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
  return Object.assign(stop, {
    nudge: () => {
      if (stopped) return;
      if (busy) {
        again = true;
        return;
      }
      clearTimeout(timer);
      schedule(0);
    },
  });
}
