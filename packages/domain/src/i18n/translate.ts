import { LABELLED_MESSAGE, MESSAGES_UR, PATTERNS_UR } from './messages-ur.js';

/** The languages the server answers in; English is what every message is written in. */
export type MessageLanguage = 'en' | 'ur';

/**
 * The language a request asks for (`Accept-Language`, RFC 9110 weights): Urdu when it ranks `ur`
 * above English, else English.
 */
export function languageOfRequest(header: string | undefined): MessageLanguage {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { primary: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.q > 0 && (r.primary === 'ur' || r.primary === 'en' || r.primary === '*'))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.primary === 'ur' ? 'ur' : 'en';
}

/** One message in the language, or as it is when the catalog has no translation for it. */
export function translateMessage(message: string, language: MessageLanguage): string {
  if (language === 'en') return message;
  const exact = MESSAGES_UR[message];
  if (exact) return exact;
  for (const [pattern, urdu] of PATTERNS_UR) {
    if (!pattern.test(message)) continue;
    return typeof urdu === 'string' ? message.replace(pattern, urdu) : message.replace(pattern, urdu);
  }
  const labelled = LABELLED_MESSAGE.exec(message);
  if (labelled?.[1] && labelled[2]) {
    const inner = translateMessage(labelled[2], language);
    if (inner !== labelled[2]) return `${labelled[1]}: ${inner}`;
  }
  return message;
}

/**
 * A DRF-shaped error body with its messages translated: `{detail}`, `non_field_errors` and
 * `{field: [msg]}` (nested for list items). Keys and every non-text value stay as they are.
 */
export function translateErrorBody<T>(body: T, language: MessageLanguage): T {
  if (language === 'en') return body;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return translateMessage(value, language);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    }
    return value;
  };
  return walk(body) as T;
}
