import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import ur from '../locales/ur.json';
import { fromBrowser } from './languages';
import { pseudoLocalize } from './pseudo';

/** The ICU arguments of a message (`{count}`, `{total, number}`), which every language must keep. */
const argumentsOf = (message: string): string[] =>
  [...message.matchAll(/\{\s*(\w+)/g)].map((m) => m[1] ?? '').sort();

describe('the catalogs', () => {
  it('have every key in both languages, and nothing else', () => {
    expect(Object.keys(ur).sort()).toEqual(Object.keys(en).sort());
  });

  it('keep every message’s arguments in Urdu, and leave no Urdu message empty', () => {
    const urdu = ur as Record<string, string>;
    for (const [key, message] of Object.entries(en)) {
      expect(argumentsOf(urdu[key] ?? ''), key).toEqual(argumentsOf(message));
      expect(urdu[key]?.trim(), key).toBeTruthy();
    }
  });
});

describe('the pseudo-locale en-XA', () => {
  it('accents and lengthens text in brackets, keeping ICU arguments', () => {
    expect(pseudoLocalize('Total')).toBe('[Ţöţáļ ~~]');
    expect(pseudoLocalize('{count} items')).toMatch(/^\[\{count\} íţéɱš ~+\]$/);
    expect(pseudoLocalize('{count, plural, one {# item} other {# items}}')).toBe(
      '[{count, plural, one {# íţéɱ} other {# íţéɱš}} ~~~~]',
    );
  });
});

describe('the sign-in page’s language before anyone chooses', () => {
  it('follows the browser’s first language we have', () => {
    expect(fromBrowser(['ur-PK', 'en'])).toBe('ur');
    expect(fromBrowser(['de-DE', 'en-GB'])).toBe('en');
    expect(fromBrowser(['fr'])).toBe('en');
  });
});
