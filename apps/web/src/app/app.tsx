import { useEffect, useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ErrorModal } from '../components/error-modal';
import { LiveRouterProvider } from '../lib/live-router';
import { preloadOfflineScreens } from './lazy-screen';
import { AppProviders } from './providers';
import { routes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  // The order screens must open offline, so their code is fetched now rather than on first visit.
  useEffect(preloadOfflineScreens, []);
  return (
    <AppProviders>
      <LiveRouterProvider value={router}>
        <RouterProvider router={router} />
      </LiveRouterProvider>
      <ErrorModal />
    </AppProviders>
  );
}
