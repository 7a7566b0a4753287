import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/*
 * Event-loop delay and garbage-collection pauses of this process, for the benches only
 * (BENCH_RUNTIME_STATS=1, off by default). A bench that started the server with an IPC channel
 * sends `{ runtimeStats: 'take' }` and gets back the figures since the previous take. No route
 * serves them: they say nothing a user needs and would tell an attacker when the server is busy.
 */

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};

export interface GcFigures {
  count: number;
  totalMs: number;
  maxMs: number;
}

export interface RuntimeStats {
  /** Event-loop delay in milliseconds (how late a 10 ms timer ran), over the period. */
  loop: { p50: number; p99: number; max: number };
  gc: GcFigures & { byKind: Record<string, GcFigures> };
}

/** The histogram records the interval between its timer's runs: the delay is what exceeds this. */
const RESOLUTION_MS = 10;

const emptyGc = (): GcFigures => ({ count: 0, totalMs: 0, maxMs: 0 });
const add = (into: GcFigures, ms: number) => {
  into.count += 1;
  into.totalMs += ms;
  into.maxMs = Math.max(into.maxMs, ms);
};

/** Starts measuring; answers the IPC message `{ runtimeStats: 'take' }` when there is a channel. */
export function startRuntimeStats(): () => RuntimeStats {
  const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  loop.enable();
  let gc = { ...emptyGc(), byKind: {} as Record<string, GcFigures> };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const detail = (entry as { detail?: { kind?: number } }).detail;
      const kind = GC_KINDS[detail?.kind ?? -1] ?? 'other';
      gc.byKind[kind] ??= emptyGc();
      add(gc, entry.duration);
      add(gc.byKind[kind], entry.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const ms = (ns: number) => Math.max(0, Math.round(ns / 1e4 - RESOLUTION_MS * 100) / 100);
  const take = (): RuntimeStats => {
    const stats = {
      loop: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
      gc,
    };
    loop.reset();
    gc = { ...emptyGc(), byKind: {} };
    return stats;
  };
  if (process.send) {
    process.on('message', (message: unknown) => {
      if ((message as { runtimeStats?: string } | null)?.runtimeStats === 'take')
        process.send?.({ runtimeStats: take() });
    });
    // The channel must not keep the server alive once it is asked to stop.
    process.channel?.unref();
  }
  return take;
}
