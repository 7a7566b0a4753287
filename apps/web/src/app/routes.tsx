import type { Guard, UserWire } from '@tillwise/domain';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LoadingModal } from '../components/loading-modal';
import { LoginPage, LogoutPage } from '../features/auth';
import { NotificationPage } from '../features/shell';
import { ConnectionPage, NotFoundPage } from '../features/system';
import { analyticsTab, BusinessReportScreen } from './analytics-screens';
import { ACCOUNT_SCREENS, BUILT_SCREENS } from './built-screens';
import { CATALOG_SCREENS } from './catalog-screens';
import { connectivityLoader, revalidateOnEveryNavigation } from './connectivity';
import { HomeSaleScreen, ORDER_SCREENS } from './counter-screens';
import { GuestOnly } from './guards/guest-only';
import { HomeRoute } from './guards/home-route';
import { RequireRole } from './guards/require-role';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { ANALYTICS_TABS, REPORT_TABS, SCREENS, type Tab } from './screens';
import { TabbedSection } from './tabbed-section';

const guarded = (guard: Guard, element: ReactNode | ((me: UserWire) => ReactNode)) => (
  <RequireRole guard={guard}>{element}</RequireRole>
);

function tabbedSection(base: string, title: string, tabs: readonly Tab[]): RouteObject {
  const [first] = tabs;
  return {
    path: base,
    element: guarded('manager', (me) => <TabbedSection title={title} base={base} tabs={tabs} me={me} />),
    children: [
      { index: true, element: <Navigate to={first?.path ?? '/404'} replace /> },
      ...tabs.map((tab) => {
        const Screen = analyticsTab(tab.path);
        return { path: tab.path, element: guarded('manager', (me) => <Screen me={me} />) };
      }),
    ],
  };
}

/** The whole route table of spec 2.1. Guards are decided per route, never inside a page. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingModal />,
    loader: connectivityLoader,
    shouldRevalidate: revalidateOnEveryNavigation,
    children: [
      { path: '/', element: <HomeRoute>{<HomeSaleScreen />}</HomeRoute> },
      { path: '/login', element: <GuestOnly>{<LoginPage />}</GuestOnly> },
      { path: '/logout', element: <LogoutPage /> },
      ...SCREENS.map((screen) => {
        const Screen =
          BUILT_SCREENS[screen.path] ??
          ORDER_SCREENS[screen.path] ??
          CATALOG_SCREENS[screen.path] ??
          (screen.path === '/report' ? BusinessReportScreen : undefined);
        // Every screen of the route table is built; a path without one is a mistake in this table.
        if (!Screen) throw new Error(`No screen is built for ${screen.path}`);
        return { path: screen.path, element: guarded(screen.guard, (me) => <Screen me={me} />) };
      }),
      ...Object.entries(ACCOUNT_SCREENS).map(([path, Screen]) => ({
        path,
        element: guarded('auth', (me) => <Screen me={me} />),
      })),
      tabbedSection('/analytics', 'Analytics', ANALYTICS_TABS),
      tabbedSection('/reports', 'Reports', REPORT_TABS),
      { path: '/notification', element: guarded('auth', <NotificationPage />) },
      { path: '/connection', element: <ConnectionPage /> },
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
