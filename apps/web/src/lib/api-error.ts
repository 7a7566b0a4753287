import type { DrfError } from '@tillwise/domain';

/** A failed API call: HTTP status (0 when the server could not be reached) and the DRF-shaped body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: DrfError | null;

  constructor(status: number, body: DrfError | null, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** Messages for one field of a DRF field map, or an empty list. */
  fieldErrors(field: string): string[] {
    const value = this.body && field in this.body ? (this.body as Record<string, unknown>)[field] : undefined;
    return Array.isArray(value) ? value.filter((m): m is string => typeof m === 'string') : [];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The one line to show a person for a failed call: the first non-field error, else `detail`,
 * else the first field message, else the transport message.
 */
export function describeApiError(error: ApiError): string {
  const [nonField] = error.fieldErrors('non_field_errors');
  if (nonField) return nonField;
  const body = error.body;
  if (body && 'detail' in body && typeof body.detail === 'string') return body.detail;
  if (body) {
    for (const field of Object.keys(body)) {
      const [first] = error.fieldErrors(field);
      if (first) return first;
    }
  }
  return error.message;
}

/** The line to show for a failure: an ApiError as describeApiError words it, else the error's message. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return describeApiError(error);
  return error instanceof Error ? error.message : String(error);
}

/** The line to show for a query's failure, or null when there is none. */
export const failureText = (error: unknown): string | null =>
  error === null || error === undefined ? null : errorMessage(error);

/** A failed read's message: the server's words, or that it could not be reached. */
export const describeFailure = (error: unknown): string =>
  error instanceof ApiError ? describeApiError(error) : 'The server could not be reached. Try again.';
