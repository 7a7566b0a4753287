import { useContext } from 'react';
import { IntlContext } from 'react-intl';
import { formatterFor } from '../../lib/format';

/**
 * `formatterFor` in the chosen language. It reads the language from react-intl's provider rather
 * than `useCurrentLanguage()`, so a component a unit test renders bare (no I18nProvider) formats in
 * English, as `useT()` does there; in the app both give the same language.
 */
export function useFormatter() {
  const locale = useContext(IntlContext)?.locale ?? '';
  return formatterFor(locale.startsWith('ur') ? 'ur' : 'en');
}
