import { Agent, request } from 'node:http';

/*
 * An open-loop load at a fixed rate: one request every 1/rate seconds, evenly spaced, each sent
 * on whichever keep-alive socket is free (a new one when none is), so a slow answer never holds
 * back the next request. autocannon's `overallRate` is not that: each connection sends its share
 * of a second back to back at the start of the second and then waits (bursts at full speed), and
 * it "corrects" every latency with an expected interval of 1 ms, adding a made-up sample for each
 * millisecond an answer took, so its p99 at a fixed rate says little about one lookup.
 */

export interface OpenLoopResult {
  rate: number;
  /** Requests answered with a 2xx. */
  answered: number;
  p50: number;
  p99: number;
  max: number;
  failures: number;
  /** How late this process sent requests against the schedule (its own stalls), p99 and max, ms. */
  lateP99: number;
  lateMax: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

/** One request of the loop: a GET of `path`, or any method with its own headers and body. */
export interface OpenLoopRequest {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export async function openLoop(opts: {
  url: string;
  rate: number;
  seconds: number;
  headers: Record<string, string>;
  /** The next request: a path to GET, or a request of its own (a sale's POST). */
  next: () => string | OpenLoopRequest;
}): Promise<OpenLoopResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const { hostname, port } = new URL(opts.url);
  const latencies: number[] = [];
  const lateness: number[] = [];
  let failures = 0;
  const one = (next: string | OpenLoopRequest) =>
    new Promise<void>((resolve) => {
      const { path, method = 'GET', headers = {}, body } = typeof next === 'string' ? { path: next } : next;
      const sent = performance.now();
      const req = request(
        { agent, hostname, port, path, method, headers: { ...opts.headers, ...headers } },
        (res) => {
          res.resume();
          res.on('end', () => {
            const code = res.statusCode ?? 0;
            if (code >= 200 && code < 300) latencies.push(performance.now() - sent);
            else failures++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        failures++;
        resolve();
      });
      req.end(body);
    });
  const interval = 1000 / opts.rate;
  const total = Math.round(opts.rate * opts.seconds);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    lateness.push(Math.max(0, performance.now() - due));
    inFlight.push(one(opts.next()));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  lateness.sort((a, b) => a - b);
  return {
    rate: latencies.length / elapsed,
    answered: latencies.length,
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
    failures,
    lateP99: round(percentile(lateness, 99)),
    lateMax: round(lateness.at(-1) ?? 0),
  };
}
