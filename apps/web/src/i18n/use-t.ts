import { useCallback, useContext } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';
import { formatterFor } from '../lib/format';
import { loadedCatalog, type MessageKey } from './catalogs';
import { useLanguage } from './i18n-provider';
import { INTL_LOCALE, type Language } from './languages';
import { translateMessage } from './server-messages';

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

let outside: IntlShape | undefined;
/**
 * A component rendered outside the app's providers (a unit test rendering it bare in a
 * MantineProvider) reads English from the catalog already in memory; the app always has a provider.
 */
function outsideIntl(): IntlShape {
  outside ??= createIntl({ locale: INTL_LOCALE.en, messages: loadedCatalog('en') ?? {} });
  return outside;
}

/** The catalog's message for `key` in the chosen language, ICU values filled in. */
export function useT(): Translate {
  const intl = useContext(IntlContext) ?? outsideIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}

/** The chosen language, for formatting (`lib/format.ts`) and the language control. */
export const useCurrentLanguage = (): Language => useLanguage().language;

/**
 * Money, numbers and dates (`formatterFor`) in the chosen language. It reads the language from
 * react-intl's provider, so a component a unit test renders bare formats in English, as `useT()`
 * reads English there; in the app it is the language `useCurrentLanguage()` gives. `urduDigits`
 * (a receipt of a company that asks for them) writes Urdu digits when the language is Urdu.
 */
export function useFormatter(options: { urduDigits?: boolean } = {}) {
  const locale = useContext(IntlContext)?.locale ?? '';
  return formatterFor(locale.startsWith('ur') ? 'ur' : 'en', options);
}

/**
 * A message of the domain or the server (`MSG`, `ORDER_MSG`, a field error) in the chosen language,
 * through the domain's `translateMessage` (docs/i18n.md, "Server messages"). Like `useFormatter`,
 * it reads react-intl's provider, so a component a test renders bare shows English. A message that
 * is already Urdu (the server answered in Urdu) or has no translation is shown as it is.
 */
export function useMessage(): (message: string) => string {
  const locale = useContext(IntlContext)?.locale ?? '';
  const language = locale.startsWith('ur') ? 'ur' : 'en';
  return useCallback((message: string) => translateMessage(message, language), [language]);
}
