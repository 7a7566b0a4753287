import { DirectionProvider } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { type Catalog, loadCatalog, loadedCatalog, loadFontFor } from './catalogs';
import {
  directionOf,
  INTL_LOCALE,
  initialLanguage,
  type Language,
  rememberLanguage,
  setCurrentLanguage,
} from './languages';

interface LanguageState {
  language: Language;
  /** Switches the whole app, no reload: loads the catalog (and the Urdu font), then re-renders. */
  setLanguage: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageState | null>(null);

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage outside the I18nProvider');
  return state;
}

function applyToDocument(language: Language): void {
  const html = document.documentElement;
  html.lang = language === 'en-XA' ? 'en' : language;
  html.dir = directionOf(language);
}

/**
 * The chosen language for everything below: messages (react-intl), direction (`dir` on <html> and
 * Mantine's DirectionProvider) and the API's Accept-Language. Renders nothing until the first
 * catalog is in (one small chunk).
 */
export function I18nProvider({ children, language: fixed }: { children: ReactNode; language?: Language }) {
  const [language, setLanguageState] = useState<Language>(() => fixed ?? initialLanguage());
  const [messages, setMessages] = useState<Catalog | undefined>(() => loadedCatalog(language));

  const setLanguage = useCallback(async (next: Language) => {
    const [catalog] = await Promise.all([loadCatalog(next), loadFontFor(next)]);
    rememberLanguage(next);
    setCurrentLanguage(next);
    setMessages(catalog);
    setLanguageState(next);
  }, []);

  useEffect(() => {
    setCurrentLanguage(language);
    applyToDocument(language);
  }, [language]);

  useEffect(() => {
    if (messages) return;
    let live = true;
    void Promise.all([loadCatalog(language), loadFontFor(language)]).then(([catalog]) => {
      if (live) setMessages(catalog);
    });
    return () => {
      live = false;
    };
  }, [language, messages]);

  const state = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  if (!messages) return null;
  return (
    <LanguageContext.Provider value={state}>
      <IntlProvider locale={INTL_LOCALE[language]} messages={messages} defaultLocale="en-PK-u-nu-latn">
        <DirectionProvider initialDirection={directionOf(language)} detectDirection={false} key={language}>
          {children}
        </DirectionProvider>
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
