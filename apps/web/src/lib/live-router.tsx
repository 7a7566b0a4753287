import { createContext, useContext } from 'react';
import type { DataRouter } from 'react-router';

/**
 * The router itself, for code that must act on its state as it is now. The router renders each
 * change of state in a transition, so what `useNavigation` and `useLocation` returned at the last
 * render can be behind: a click may have started a navigation the screen has not rendered yet.
 */
const LiveRouterContext = createContext<Pick<DataRouter, 'state'> | null>(null);

export const LiveRouterProvider = LiveRouterContext.Provider;

export function useLiveRouter(): Pick<DataRouter, 'state'> {
  const router = useContext(LiveRouterContext);
  if (!router) throw new Error('useLiveRouter needs a LiveRouterProvider around the RouterProvider');
  return router;
}
