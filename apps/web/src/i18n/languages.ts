/** The languages a person can choose; `en-XA` is the development pseudo-locale (docs/i18n.md). */
export type Language = 'en' | 'ur' | 'en-XA';
/** What a user or a company stores (the API's `language` fields). */
export type StoredLanguage = 'en' | 'ur';

export const LANGUAGES: readonly Language[] = ['en', 'ur', 'en-XA'];

/** The locale `Intl` formats with: Urdu in Pakistan, Western digits by default (issue 43). */
export const INTL_LOCALE: Record<Language, string> = {
  en: 'en-PK-u-nu-latn',
  ur: 'ur-PK-u-nu-latn',
  'en-XA': 'en-PK-u-nu-latn',
};

export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'ur' ? 'rtl' : 'ltr');

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The browser's first language we have (navigator.languages), English when none. */
export function fromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'ur') return 'ur';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

const STORAGE_KEY = 'tillwise.language';

/** The last language chosen on this device (so the sign-in page keeps it), else the browser's. */
export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage refused (private mode): follow the browser.
  }
  return fromBrowser(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered on this device; the user's setting still carries it after sign-in.
  }
}

let current: Language = 'en';
/** The language the API client asks for (Accept-Language); set by the I18nProvider. */
export const currentLanguage = (): Language => current;
export function setCurrentLanguage(language: Language): void {
  current = language;
}

/** Accept-Language for a language: the pseudo-locale asks the server for English. */
export const acceptLanguageOf = (language: Language): string => (language === 'ur' ? 'ur, en;q=0.5' : 'en');
