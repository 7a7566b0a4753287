import { ApiError, describeApiError } from '../../lib/api-error';

/** A failed read's message: the server's words, or that it could not be reached. */
export const describeFailure = (error: unknown): string =>
  error instanceof ApiError ? describeApiError(error) : 'The server could not be reached. Try again.';
