import './setup-dom';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
// Not `react-router/dom`: under Vitest that entry loads a second copy of the router, whose
// context the hooks in src cannot see.
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { ErrorModal } from '../components/error-modal';
import { LiveRouterProvider } from '../lib/live-router';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders routes in a memory router with the app's providers and the global Error modal. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <AppProviders client={testQueryClient()}>
      <LiveRouterProvider value={router}>
        <RouterProvider router={router} />
      </LiveRouterProvider>
      <ErrorModal />
    </AppProviders>,
  );
  return { ...view, router };
}

/** Renders one element at `path`. */
export const renderAt = (element: ReactElement, path = '/') => renderRoutes([{ path, element }], path);
