import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from './catalogs';
import { useLanguage } from './i18n-provider';
import type { Language } from './languages';

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The catalog's message for `key` in the chosen language, ICU values filled in. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}

/** The chosen language, for formatting (`lib/format.ts`) and the language control. */
export const useCurrentLanguage = (): Language => useLanguage().language;
