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

/**
 * Runs `job.run` in the background, never two runs at once: the next run is scheduled only after
 * the previous one has ended. The timer does not keep the process alive. Returns the function that
 * stops the job and waits for a run under way.
 */
export function startPeriodic(job: PeriodicJob): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
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
      running = tick().then(() => schedule(job.intervalMs));
    }, delay);
    timer.unref();
  };
  schedule(job.firstDelayMs ?? job.intervalMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
