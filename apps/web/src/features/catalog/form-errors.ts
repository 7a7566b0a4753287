import { describeApiError, isApiError } from '../../lib/api-error';

export interface SaveFailure {
  /** The first message of each field the server named, to show at that field. */
  fields: Record<string, string>;
  /** Messages about the whole request, for the Error modal; empty when every message has a field. */
  general: string[];
}

/**
 * Splits a failed save into field messages and the rest (spec 5.7): a 400 with a DRF field map
 * goes to the fields, `non_field_errors` and any other failure to the Error modal.
 */
export function saveFailure(error: unknown): SaveFailure {
  if (!isApiError(error))
    return { fields: {}, general: [error instanceof Error ? error.message : String(error)] };
  if (error.status !== 400 || !error.body || 'detail' in error.body) {
    return { fields: {}, general: [describeApiError(error)] };
  }
  const fields: Record<string, string> = {};
  for (const field of Object.keys(error.body)) {
    const [first] = error.fieldErrors(field);
    if (first && field !== 'non_field_errors') fields[field] = first;
  }
  const general = error.fieldErrors('non_field_errors');
  return {
    fields,
    general: general.length === 0 && Object.keys(fields).length === 0 ? [describeApiError(error)] : general,
  };
}

/** What the Error modal shows for general messages: one as text, several as the list (spec 5.7). */
export const generalMessage = (general: string[]): string | string[] =>
  general.length === 1 ? (general[0] ?? '') : general;
