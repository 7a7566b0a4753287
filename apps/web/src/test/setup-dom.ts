import { cleanup, configure } from '@testing-library/react';
import { translateMessage } from '@tillwise/domain';
import { afterEach, vi } from 'vitest';
import { dismissError } from '../components/global-error';
import { primeCatalog } from '../i18n/catalogs';
import { rememberLanguage } from '../i18n/languages';
import { primeServerMessages } from '../i18n/server-messages';
import { clearToken } from '../lib/token-store';
import en from '../locales/en.json';

// jsdom lacks the layout APIs Mantine calls; these inert stand-ins are enough for behaviour tests.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
Element.prototype.scrollIntoView ??= () => {};

// findBy/waitFor wait for the screen, not for a clock: give a loaded machine room before calling it a failure.
configure({ asyncUtilTimeout: 15_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  clearToken();
  dismissError();
  vi.unstubAllGlobals();
});

// English is the test language: its catalog is in memory from the start, so screens render at once.
primeCatalog('en', en);
// The server's messages in Urdu, which the app fetches with the Urdu catalog.
primeServerMessages(translateMessage);
rememberLanguage('en');
