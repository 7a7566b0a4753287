import type { DrfError } from '@tillwise/domain';
import { acceptLanguageOf, currentLanguage } from '../i18n/languages';
import { ApiError } from './api-error';
import { getToken } from './token-store';

/** Same origin by default: the server serves the SPA and the API together. */
const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api/';

export type ApiResult<T> =
  | { ok: true; status: number; data: T; headers?: Headers }
  | { ok: false; error: ApiError };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** JSON by default; a FormData goes as multipart, with the boundary the browser chooses. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Send no Authorization header (sign-in). */
  anonymous?: boolean;
  /** Use this token instead of the stored one (checking a token before keeping it). */
  token?: string;
  signal?: AbortSignal;
  /** Extra request headers (an order's `Idempotency-Key`). */
  headers?: Record<string, string>;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  // CSV exports are text; everything else the API sends is JSON.
  if ((response.headers.get('content-type') ?? '').startsWith('text/csv')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function requestBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

function asDrfError(body: unknown): DrfError | null {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as DrfError) : null;
}

/**
 * Calls the API. Never throws: every outcome, including a network failure (status 0), comes back
 * as a result, the way the original client's request helper returned errors to its callers.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const multipart = options.body instanceof FormData;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server's messages (validation, refusals) come back in the chosen language.
    'Accept-Language': acceptLanguageOf(currentLanguage()),
    ...options.headers,
  };
  // The browser writes the multipart Content-Type itself: it alone knows the boundary.
  if (!multipart) headers['Content-Type'] = 'application/json';
  const token = options.token ?? getToken();
  if (!options.anonymous && token) headers.Authorization = `token ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: requestBody(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    const aborted = cause instanceof DOMException && cause.name === 'AbortError';
    return { ok: false, error: new ApiError(0, null, aborted ? 'Request cancelled' : 'Network Error') };
  }

  const body = await readBody(response).catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: body as T, headers: response.headers };
  return {
    ok: false,
    error: new ApiError(
      response.status,
      asDrfError(body),
      `Request failed with status code ${response.status}`,
    ),
  };
}

/** For query functions: the data, or the ApiError thrown so TanStack Query records it. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw result.error;
}

/**
 * Real connectivity, as the original checks it: the browser's flag plus a HEAD request to our own
 * origin. Any HTTP answer means online; only a network failure means offline.
 */
export async function isConnectionWorking(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch(window.location.origin, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/** One server-sent event of a stream opened with `openEventStream`. */
export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Opens a server-sent event stream with the signed-in user's token in the Authorization header
 * (never in the URL, so it stays out of logs; EventSource cannot send headers). Resolves when the
 * stream ends; rejects with the HTTP status or network error. Abort with `signal`.
 */
export async function openEventStream(
  path: string,
  options: { query?: RequestOptions['query']; signal: AbortSignal; onEvent: (e: StreamEvent) => void },
): Promise<void> {
  const token = getToken();
  const response = await fetch(buildUrl(path, options.query), {
    headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `token ${token}` } : {}) },
    signal: options.signal,
    cache: 'no-store',
  });
  if (!response.ok || !response.body) throw new ApiError(response.status, null, `HTTP ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event: StreamEvent = { id: null, event: 'message', data: '' };
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('id: ')) event.id = line.slice(4);
        else if (line.startsWith('event: ')) event.event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length > 0) options.onEvent({ ...event, data: data.join('\n') });
      cut = buffer.indexOf('\n\n');
    }
  }
}
