/**
 * Query-string helpers that behave like Django's QueryDict, which the original client was written
 * against: a repeated key takes its last value and an empty value means "no filter".
 */
export type RawQuery = { readonly [key: string]: unknown };

/** The texts sent for `key`: one, several when the key repeats, none when absent. */
function textsOf(query: RawQuery, key: string): string[] {
  const value = query[key];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((v): v is string => typeof v === 'string');
}

/**
 * The query of a request whose route is typed without one (a helper given the whole request):
 * what Fastify parsed, an object of texts, or nothing.
 */
export function queryOf(request: { query: unknown }): RawQuery {
  const query = request.query;
  return typeof query === 'object' && query !== null ? Object.fromEntries(Object.entries(query)) : {};
}

/** The last value sent for `key`, or undefined when absent. */
export function lastValue(query: RawQuery, key: string): string | undefined {
  const texts = textsOf(query, key);
  return texts[texts.length - 1];
}

/** The last value for `key`, with '' treated as absent. */
export function filterValue(query: RawQuery, key: string): string | undefined {
  const value = lastValue(query, key)?.trim();
  return value === '' ? undefined : value;
}

/** Every non-empty value sent for a repeatable key (`user_type=A&user_type=B`). */
export function allValues(query: RawQuery, key: string): string[] {
  return textsOf(query, key)
    .map((v) => v.trim())
    .filter((v) => v !== '');
}
