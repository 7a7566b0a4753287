import type { DrfError } from '@tillwise/domain';
import { ApiError } from './api-error';
import { getToken } from './token-store';

/** Same origin by default: the server serves the SPA and the API together. */
const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api/';

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; error: ApiError };

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
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
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
  if (response.ok) return { ok: true, status: response.status, data: body as T };
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
