import { showError } from '../components/global-error';
import { type ApiError, describeApiError, isApiError } from './api-error';

/**
 * Sorts a failed save's answer: messages of the form's own fields go back to show at those
 * fields; `non_field_errors` (every one of them), messages of fields the form does not show, and
 * failures without field messages go to the Error modal. Returns the field messages.
 */
export function routeSaveError<K extends string>(
  error: ApiError,
  fields: readonly K[],
): Partial<Record<K, string>> {
  const atFields: Partial<Record<K, string>> = {};
  const elsewhere: string[] = [...error.fieldErrors('non_field_errors')];
  const body = error.status === 400 && error.body && !('detail' in error.body) ? error.body : null;
  for (const key of Object.keys(body ?? {})) {
    if (key === 'non_field_errors') continue;
    const messages = error.fieldErrors(key);
    if ((fields as readonly string[]).includes(key)) atFields[key as K] = messages.join(' ');
    else elsewhere.push(...messages.map((m) => `${key}: ${m}`));
  }
  if (elsewhere.length > 0) showError(elsewhere.join('\n'));
  else if (!body) showError(describeApiError(error));
  return atFields;
}

/**
 * Runs a save. Resolves to null when it succeeded, else to the messages to show at the form's
 * fields (possibly none: the rest went to the Error modal).
 */
export async function saveOutcome<K extends string>(
  save: () => Promise<unknown>,
  fields: readonly K[],
): Promise<Partial<Record<K, string>> | null> {
  try {
    await save();
    return null;
  } catch (error) {
    if (isApiError(error)) return routeSaveError(error, fields);
    showError(error instanceof Error ? error.message : String(error));
    return {};
  }
}
