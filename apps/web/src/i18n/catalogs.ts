import type en from '../locales/en.json';
import type { Language } from './languages';
import { pseudoLocalize } from './pseudo';
import { loadServerMessages } from './server-messages';

/** A key of the English catalog, the source every other language follows. */
export type MessageKey = keyof typeof en;
export type Catalog = Record<string, string>;

const loaded = new Map<Language, Catalog>();

/** Each catalog is its own chunk, fetched the first time its language is chosen (ADR 0011). */
const loaders: Record<Language, () => Promise<Catalog>> = {
  en: () => import('../locales/en.json').then((m) => m.default),
  ur: () =>
    Promise.all([import('../locales/ur.json'), loadServerMessages('ur')]).then(([m]) => m.default as Catalog),
  'en-XA': () =>
    import('../locales/en.json').then((m) =>
      Object.fromEntries(Object.entries(m.default as Catalog).map(([k, v]) => [k, pseudoLocalize(v)])),
    ),
};

/** A catalog already in memory (English in tests, primed by the setup), or undefined. */
export const loadedCatalog = (language: Language): Catalog | undefined => loaded.get(language);

export async function loadCatalog(language: Language): Promise<Catalog> {
  const known = loaded.get(language);
  if (known) return known;
  const catalog = await loaders[language]();
  loaded.set(language, catalog);
  return catalog;
}

/** Puts a catalog in memory without a fetch (the web tests' setup primes English). */
export function primeCatalog(language: Language, catalog: Catalog): void {
  loaded.set(language, catalog);
}

/** The Urdu font ships with the app (OFL, @fontsource) and is fetched only when Urdu is chosen. */
export function loadFontFor(language: Language): Promise<unknown> {
  if (language !== 'ur') return Promise.resolve();
  return Promise.all([
    import('@fontsource/noto-naskh-arabic/arabic-400.css'),
    import('@fontsource/noto-naskh-arabic/arabic-700.css'),
  ]);
}
