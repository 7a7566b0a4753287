/**
 * Query-string helpers that behave like Django's QueryDict, which the original client was written
 * against: a repeated key takes its last value and an empty value means "no filter".
 */
export type RawQuery = Record<string, string | string[] | undefined>;

/** The last value sent for `key`, or undefined when absent. */
export function lastValue(query: RawQuery, key: string): string | undefined {
  const value = query[key];
  if (Array.isArray(value)) return value[value.length - 1];
  return value;
}

/** The last value for `key`, with '' treated as absent. */
export function filterValue(query: RawQuery, key: string): string | undefined {
  const value = lastValue(query, key)?.trim();
  return value === '' ? undefined : value;
}

/** Every non-empty value sent for a repeatable key (`user_type=A&user_type=B`). */
export function allValues(query: RawQuery, key: string): string[] {
  const value = query[key];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((v) => v.trim()).filter((v) => v !== '');
}
