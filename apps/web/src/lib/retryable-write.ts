import { type ApiResult, apiRequest, type HttpMethod, type RequestOptions } from './api-client';
import { randomUuid } from './random-uuid';

/*
 * Writes a user may repeat after a lost answer carry an Idempotency-Key (docs/security/hardening.md).
 * The key belongs to the write's content: while the outcome of a write is unknown (no answer, or a
 * gateway's 502/503/504), the same write sent again goes with the same key, so the server answers
 * it with the first result instead of writing it twice. Once the server has answered (accepted or
 * refused), the next write, even an identical one, is a new write with a new key. An unknown
 * outcome is retried on its own a few times before the error is shown. The counter's sales keep
 * their own key for the whole sale (features/counter).
 */

const unsettled = new Map<string, string>();

/** Waits before each automatic retry of a write whose outcome is unknown. */
export const RETRY_DELAYS_MS: readonly number[] = [400, 1500];

const GATEWAY = new Set([502, 503, 504]);

/** No answer from the server: the write may or may not have been made. */
export function outcomeUnknown(result: ApiResult<unknown>): boolean {
  return !result.ok && (result.error.status === 0 || GATEWAY.has(result.error.status));
}

function fingerprintOf(body: unknown): string {
  if (body instanceof FormData) {
    const parts: string[] = [];
    body.forEach((value, name) => {
      parts.push(
        typeof value === 'string'
          ? `${name}=${value}`
          : `${name}=file:${value.name}:${value.size}:${value.lastModified}`,
      );
    });
    return parts.join('&');
  }
  return JSON.stringify(body ?? null);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends a write with an Idempotency-Key kept until the server has answered it. */
export async function retryableWrite<T>(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<ApiResult<T>> {
  const fingerprint = `${method} ${path} ${fingerprintOf(body)}`;
  let key = unsettled.get(fingerprint);
  if (!key) {
    key = randomUuid();
    unsettled.set(fingerprint, key);
  }
  const send = () =>
    apiRequest<T>(method, path, {
      ...options,
      body,
      headers: { ...options.headers, 'Idempotency-Key': key },
    });
  let result = await send();
  for (const delay of RETRY_DELAYS_MS) {
    if (!outcomeUnknown(result) || options.signal?.aborted) break;
    await wait(delay);
    result = await send();
  }
  if (!outcomeUnknown(result)) unsettled.delete(fingerprint);
  return result;
}
