import { useSyncExternalStore } from 'react';
import { type ApiResult, unwrap } from './api-client';

/**
 * How far behind the figures of the latest report are. Reports and exports may be read on a read
 * replica (DATABASE_REPLICA_URL, docs/scaling.md); the server then says in `X-Report-Lag` how many
 * seconds the replica was behind the primary (0 when it had caught up, or when the primary answered).
 */
export const REPORT_LAG_HEADER = 'x-report-lag';

/** Below this the figures are as good as live and nothing is said. */
export const LAG_SHOWN_FROM_SECONDS = 5;

let latest = 0;
const listeners = new Set<() => void>();

/** Keeps the lag a report's answer carried (none: 0). */
export function noteReportLag(headers: Headers | undefined): void {
  const seconds = Number(headers?.get(REPORT_LAG_HEADER) ?? 0);
  const next = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  if (next === latest) return;
  latest = next;
  for (const listener of listeners) listener();
}

/** `unwrap` for the reports read on the replica: also keeps the answer's lag. */
export function unwrapReport<T>(result: ApiResult<T>): T {
  if (result.ok) noteReportLag(result.headers);
  return unwrap(result);
}

/** The sentence shown above a report when its figures lag, or null when they are current. */
export function figuresAsOf(seconds: number): string | null {
  return seconds >= LAG_SHOWN_FROM_SECONDS ? `Figures as of ${Math.round(seconds)} s ago` : null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The latest report's lag in seconds, re-rendering when a newer answer changes it. */
export const useReportLag = (): number => useSyncExternalStore(subscribe, () => latest);
