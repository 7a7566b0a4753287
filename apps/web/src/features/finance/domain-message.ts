import { translateMessage } from '@tillwise/domain';
import { useCallback, useContext } from 'react';
import { IntlContext } from 'react-intl';

/**
 * A message the domain writes in English (`MSG`, `REFUND_MSG`: the forms' own checks, the same
 * text the server sends) in the reader's language, by the server's table (`MESSAGES_UR`). It reads
 * the language as `useFormatter()` does, so a test rendering a component bare gets English.
 */
export function useDomainMessage(): (message: string) => string {
  const locale = useContext(IntlContext)?.locale ?? '';
  const language = locale.startsWith('ur') ? 'ur' : 'en';
  return useCallback((message: string) => translateMessage(message, language), [language]);
}

/**
 * Text that must read left to right inside a sentence that is only a string (a modal's title, a
 * label): an invoice id wrapped in Unicode isolates in Urdu, as `<Ltr>` does for elements. In
 * English it is left as it is, so the English text stays exactly what tests and people read.
 */
export function useLtrText(): (text: string) => string {
  const locale = useContext(IntlContext)?.locale ?? '';
  const urdu = locale.startsWith('ur');
  return useCallback((text: string) => (urdu ? `\u2066${text}\u2069` : text), [urdu]);
}

/**
 * A name or someone else's words inside an Urdu sentence that is only a string: wrapped in a
 * first-strong isolate in Urdu, so an English name followed by a number ("Bilal Khan · 1 h") keeps
 * its place; an Urdu name still reads right to left. In English it is left as it is.
 */
export function useIsolate(): (text: string) => string {
  const locale = useContext(IntlContext)?.locale ?? '';
  const urdu = locale.startsWith('ur');
  return useCallback((text: string) => (urdu ? `\u2068${text}\u2069` : text), [urdu]);
}
