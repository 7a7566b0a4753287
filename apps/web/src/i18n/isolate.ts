import { useCallback, useContext } from 'react';
import { IntlContext } from 'react-intl';

const useUrdu = () => (useContext(IntlContext)?.locale ?? '').startsWith('ur');

/**
 * Text that must read left to right inside a sentence that is only a string (a modal's title, a
 * select option, a label): a barcode, a date, an invoice id wrapped in Unicode isolates
 * (U+2066…U+2069) in Urdu, as `<Ltr>` does for elements. In English it is left as it is, so the
 * English text stays exactly what tests and people read.
 */
export function useLtrText(): (text: string) => string {
  const urdu = useUrdu();
  return useCallback((text: string) => (urdu ? `\u2066${text}\u2069` : text), [urdu]);
}

/**
 * A name or someone else's words inside an Urdu sentence that is only a string: wrapped in a
 * first-strong isolate (U+2068…U+2069) in Urdu, so an English name followed by a number
 * ("Bilal Khan · 1 h") keeps its place and an Urdu name still reads right to left. In English it is
 * left as it is.
 */
export function useIsolate(): (text: string) => string {
  const urdu = useUrdu();
  return useCallback((text: string) => (urdu ? `\u2068${text}\u2069` : text), [urdu]);
}
