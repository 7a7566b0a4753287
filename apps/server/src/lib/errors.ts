/** DRF-shaped body: field lists and non_field_errors, or a single detail. */
export type ErrorBody = { detail: string } | Record<string, string[]>;

/** The one error type services and routes throw; the error handler turns it into the response. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

/** 400 with messages per field (use `non_field_errors` for the whole request). */
export const validationError = (fields: Record<string, string[] | string>): ApiError =>
  new ApiError(
    400,
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v : [v]])),
  );

export const nonFieldError = (message: string): ApiError => validationError({ non_field_errors: [message] });

export const notAuthenticated = (detail = 'Authentication credentials were not provided.'): ApiError =>
  new ApiError(401, { detail }, { 'www-authenticate': 'Token' });

export const permissionDenied = (detail = 'You do not have permission to perform this action.'): ApiError =>
  new ApiError(403, { detail });

export const notFound = (detail = 'Not found.'): ApiError => new ApiError(404, { detail });

export const throttled = (retryAfterSeconds: number): ApiError =>
  new ApiError(
    429,
    { detail: `Request was throttled. Expected available in ${retryAfterSeconds} seconds.` },
    { 'retry-after': String(retryAfterSeconds) },
  );
