import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { dismissError } from '../components/global-error';
import { clearToken } from '../lib/token-store';

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
