import { type Guard, passesGuard, type UserWire } from '@tillwise/domain';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LoadingModal } from '../components/loading-modal';
import { LoginPage, LogoutPage, useSession } from '../features/auth';
import { type AccountLink, KeyIcon, NotificationPage, ReportIcon } from '../features/shell';
import { ConnectionPage, NotFoundPage } from '../features/system';
import { type MessageKey, type Translate, useT } from '../i18n';
import { toActor } from '../lib/actor';
import { paths } from '../lib/paths';
import { connectivityLoaderFor, revalidateOnEveryNavigation } from './connectivity';
import { GuestOnly } from './guards/guest-only';
import { HomeRoute } from './guards/home-route';
import { RequireRole } from './guards/require-role';
import { lazyScreen, type ScreenComponent, type ScreenProps } from './lazy-screen';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { type Tab, TabbedSection } from './tabbed-section';

type Load = () => Promise<ScreenComponent>;

/**
 * One screen of the route table (spec 2.1). `guard` decides who may open it (per route, never
 * inside a page): a role guard hands the signed-in user to the screen; `home` is `/` (a token, and
 * the user's landing page); `guest` only signed out; `public` anyone. `menu` is the label of the
 * header's menu entry that opens it (the domain's `menuFor` decides who sees it); `titleKey` its
 * title (the document's title while it is open); `accountLink`
 * adds it to the user dropdown for those its guard lets in. `worksOffline`: it opens with no
 * network (no connectivity check before it, and its code is fetched when the app starts).
 */
interface ScreenEntry {
  path: string;
  titleKey: MessageKey;
  guard: Guard | 'home' | 'guest' | 'public';
  /** A screen given the signed-in user, loaded on first visit (one chunk per feature group). */
  load?: Load;
  /** A screen bundled with the app shell. */
  page?: ComponentType;
  worksOffline?: boolean;
  menu?: string;
  accountLink?: Omit<AccountLink, 'path' | 'label'> & { labelKey: MessageKey };
}

const sale = () => import('./screen-groups/sale');
const orders = () => import('./screen-groups/orders');
const catalog = () => import('./screen-groups/catalog');
const inventory = () => import('./screen-groups/inventory');
const organisation = () => import('./screen-groups/organisation');
const finance = () => import('./screen-groups/finance');
const requests = () => import('./screen-groups/requests');
const analytics = () => import('./screen-groups/analytics');
const stockCounts = () => import('./screen-groups/stock-counts');

/** Every screen, once. */
export const SCREENS: readonly ScreenEntry[] = [
  {
    path: paths.home.pattern,
    titleKey: 'routes.title.newSale',
    guard: 'home',
    load: () => sale().then((m) => m.SaleScreen),
    worksOffline: true,
    menu: 'NEW ORDER',
  },
  { path: paths.login.pattern, titleKey: 'routes.title.login', guard: 'guest', page: LoginPage },
  {
    path: paths.logout.pattern,
    titleKey: 'routes.title.logout',
    guard: 'public',
    page: LogoutPage,
    worksOffline: true,
  },
  {
    path: paths.adminOrder.pattern,
    titleKey: 'routes.title.adminOrder',
    guard: 'admin',
    load: () => import('./screen-groups/internal-order').then((m) => m.InternalOrderScreen),
    worksOffline: true,
  },
  {
    path: paths.orders.pattern,
    titleKey: 'routes.title.orders',
    guard: 'manager',
    load: () => orders().then((m) => m.OrdersScreen),
  },
  {
    path: paths.orderDetails.pattern,
    titleKey: 'routes.title.orderDetails',
    guard: 'manager',
    load: () => orders().then((m) => m.OrderDetailsScreen),
  },
  // Refund from the receipt: in the counter's chunk, with the receipt.
  {
    path: paths.refund.pattern,
    titleKey: 'routes.title.refund',
    guard: 'salesStaff',
    load: () => sale().then((m) => m.RefundScreen),
  },
  // Receipts: a cashier finds and reprints an earlier sale (the managers' Orders list stays theirs).
  {
    path: paths.receipts.pattern,
    titleKey: 'routes.title.receipts',
    guard: 'salesStaff',
    load: () => sale().then((m) => m.ReceiptsScreen),
  },
  {
    path: paths.businessReport.pattern,
    titleKey: 'routes.title.businessReport',
    guard: 'superAdmin',
    load: () => analytics().then((m) => m.BusinessReportScreen),
  },
  {
    path: paths.editOrder.pattern,
    titleKey: 'routes.title.editOrder',
    guard: 'admin',
    load: () => orders().then((m) => m.EditOrderScreen),
  },
  {
    path: paths.products.pattern,
    titleKey: 'routes.title.products',
    guard: 'admin',
    load: () => catalog().then((m) => m.ProductsPage),
    menu: 'PRODUCTS',
  },
  {
    path: paths.addProduct.pattern,
    titleKey: 'routes.title.addProduct',
    guard: 'admin',
    load: () => catalog().then((m) => m.ProductFormPage),
  },
  {
    path: paths.editProduct.pattern,
    titleKey: 'routes.title.editProduct',
    guard: 'admin',
    load: () => catalog().then((m) => m.ProductFormPage),
  },
  {
    path: paths.taxCategories.pattern,
    titleKey: 'routes.title.taxCategories',
    guard: 'admin',
    load: () => catalog().then((m) => m.TaxCategoriesPage),
  },
  {
    path: paths.batches.pattern,
    titleKey: 'routes.title.batches',
    guard: 'admin',
    load: () => catalog().then((m) => m.BatchesPage),
    menu: 'BATCHES',
  },
  {
    path: paths.addBatch.pattern,
    titleKey: 'routes.title.addBatch',
    guard: 'admin',
    load: () => catalog().then((m) => m.BatchFormPage),
  },
  {
    path: paths.editBatch.pattern,
    titleKey: 'routes.title.editBatch',
    guard: 'admin',
    load: () => catalog().then((m) => m.BatchFormPage),
  },
  {
    path: paths.labels.pattern,
    titleKey: 'routes.title.labels',
    guard: 'manager',
    load: () => import('./screen-groups/labels').then((m) => m.LabelsPage),
  },
  {
    path: paths.users.pattern,
    titleKey: 'routes.title.users',
    guard: 'admin',
    load: () => organisation().then((m) => m.UsersPage),
    menu: 'USERS',
  },
  {
    path: paths.addUser.pattern,
    titleKey: 'routes.title.addUser',
    guard: 'admin',
    load: () => organisation().then((m) => m.AddUserPage),
  },
  {
    path: paths.editUser.pattern,
    titleKey: 'routes.title.editUser',
    guard: 'admin',
    load: () => organisation().then((m) => m.EditUserPage),
  },
  {
    path: paths.departments.pattern,
    titleKey: 'routes.title.departments',
    guard: 'admin',
    load: () => organisation().then((m) => m.DepartmentsPage),
    menu: 'DEPARTMENTS',
  },
  {
    path: paths.addDepartment.pattern,
    titleKey: 'routes.title.addDepartment',
    guard: 'admin',
    load: () => organisation().then((m) => m.AddDepartmentPage),
  },
  {
    path: paths.editDepartment.pattern,
    titleKey: 'routes.title.editDepartment',
    guard: 'admin',
    load: () => organisation().then((m) => m.EditDepartmentPage),
  },
  {
    path: paths.vendors.pattern,
    titleKey: 'routes.title.vendors',
    guard: 'admin',
    load: () => organisation().then((m) => m.VendorsPage),
    menu: 'VENDORS',
  },
  {
    path: paths.addVendor.pattern,
    titleKey: 'routes.title.addVendor',
    guard: 'admin',
    load: () => organisation().then((m) => m.AddVendorPage),
  },
  {
    path: paths.editVendor.pattern,
    titleKey: 'routes.title.editVendor',
    guard: 'admin',
    load: () => organisation().then((m) => m.EditVendorPage),
  },
  {
    path: paths.settings.pattern,
    titleKey: 'routes.title.settings',
    guard: 'manager',
    load: () => organisation().then((m) => m.SettingsScreen),
  },
  {
    path: paths.sendRequest.pattern,
    titleKey: 'routes.title.requests',
    guard: 'manager',
    load: () => requests().then((m) => m.SendRequestScreen),
    menu: 'REQUESTS',
  },
  {
    path: paths.requestDetails.pattern,
    titleKey: 'routes.title.requestDetails',
    guard: 'manager',
    load: () => requests().then((m) => m.RequestDetailsScreen),
  },
  {
    path: paths.inventory.pattern,
    titleKey: 'routes.title.inventory',
    guard: 'manager',
    load: () => inventory().then((m) => m.InventoryScreen),
    menu: 'INVENTORY',
  },
  {
    path: paths.replenishment.pattern,
    titleKey: 'routes.title.replenishment',
    guard: 'manager',
    load: () => inventory().then((m) => m.ReplenishmentScreen),
  },
  {
    path: paths.expenseSummary.pattern,
    titleKey: 'routes.title.expenseSummary',
    guard: 'manager',
    load: () => finance().then((m) => m.ExpenseSummaryScreen),
    menu: 'SUMMARY',
  },
  {
    path: paths.finance.pattern,
    titleKey: 'routes.title.finance',
    guard: 'manager',
    load: () => finance().then((m) => m.FinanceScreen),
    menu: 'FINANCE',
  },
  {
    path: paths.responses.pattern,
    titleKey: 'routes.title.responses',
    guard: 'manager',
    load: () => requests().then((m) => m.ResponsesScreen),
    menu: 'RESPONSES',
  },
  {
    path: paths.tillSessions.pattern,
    titleKey: 'routes.title.tillSessions',
    guard: 'manager',
    load: () => import('./screen-groups/till-sessions').then((m) => m.TillSessionsScreen),
    accountLink: { labelKey: 'routes.link.tillSessions', icon: <ReportIcon size={16} /> },
  },
  {
    path: paths.stockCounts.pattern,
    titleKey: 'routes.title.stockCounts',
    guard: 'auth',
    load: () => stockCounts().then((m) => m.StockCountsScreen),
    accountLink: { labelKey: 'routes.link.stockCounts', icon: <ReportIcon size={16} /> },
  },
  {
    path: paths.stockCount.pattern,
    titleKey: 'routes.title.stockCount',
    guard: 'admin',
    load: () => stockCounts().then((m) => m.StockCountScreen),
  },
  {
    path: paths.countStock.pattern,
    titleKey: 'routes.title.countStock',
    guard: 'auth',
    load: () => stockCounts().then((m) => m.CountStockScreen),
  },
  {
    path: paths.fiscal.pattern,
    titleKey: 'routes.title.fiscal',
    guard: 'manager',
    load: () => import('./screen-groups/fiscal').then((m) => m.FiscalScreen),
    accountLink: { labelKey: 'routes.link.fiscal', icon: <ReportIcon size={16} /> },
  },
  {
    path: paths.changePassword.pattern,
    titleKey: 'routes.title.changePassword',
    guard: 'auth',
    load: () => organisation().then((m) => m.ChangePasswordPage),
    accountLink: { labelKey: 'routes.link.changePassword', icon: <KeyIcon size={16} /> },
  },
  {
    path: paths.notifications.pattern,
    titleKey: 'routes.title.notifications',
    guard: 'auth',
    page: NotificationPage,
  },
  {
    path: paths.connection.pattern,
    titleKey: 'routes.title.connection',
    guard: 'public',
    page: ConnectionPage,
    worksOffline: true,
  },
  { path: paths.notFound.pattern, titleKey: 'routes.title.notFound', guard: 'public', page: NotFoundPage },
];

/** A tab of `/analytics` or `/reports`: on that section's tab bar, or routed there but off the bar. */
interface TabEntry {
  path: string;
  titleKey: MessageKey;
  /** Shown only to SUPER_ADMIN and ADMIN (spec 2.16). */
  adminOnly?: boolean;
  load: Load;
  analytics: 'bar' | 'off-bar';
  reports?: 'bar';
}

const tab =
  (pick: (m: Awaited<ReturnType<typeof analytics>>) => ScreenComponent): Load =>
  () =>
    analytics().then(pick);

/** The tabs of `/analytics/*` and `/reports/*` (spec 2.1 routes, spec 2.16 titles and visibility), once each. */
export const TABS: readonly TabEntry[] = [
  { path: 'order', titleKey: 'routes.tab.order', load: tab((m) => m.OrderTab), analytics: 'bar' },
  { path: 'inventory', titleKey: 'routes.tab.inventory', load: tab((m) => m.InventoryTab), analytics: 'bar' },
  {
    path: 'Stock',
    titleKey: 'routes.tab.stockStatement',
    adminOnly: true,
    load: tab((m) => m.StockTab),
    analytics: 'bar',
  },
  {
    path: 'TotalReceivable',
    titleKey: 'routes.tab.totalReceivable',
    adminOnly: true,
    load: tab((m) => m.ReceivableTab),
    analytics: 'bar',
  },
  {
    path: 'TotalPayable',
    titleKey: 'routes.tab.totalPayable',
    adminOnly: true,
    load: tab((m) => m.PayableTab),
    analytics: 'bar',
  },
  {
    path: 'detail',
    titleKey: 'routes.tab.operatorSales',
    adminOnly: true,
    load: tab((m) => m.OperatorSalesTab),
    analytics: 'bar',
  },
  {
    path: 'report',
    titleKey: 'routes.tab.profitLoss',
    load: tab((m) => m.ProfitLossTab),
    analytics: 'off-bar',
    reports: 'bar',
  },
  {
    path: 'eod',
    titleKey: 'routes.tab.endOfDay',
    adminOnly: true,
    load: tab((m) => m.EndOfDayTab),
    analytics: 'bar',
  },
  {
    path: 'comparisonAnalysis',
    titleKey: 'routes.tab.comparison',
    adminOnly: true,
    load: tab((m) => m.ComparisonTab),
    analytics: 'off-bar',
    reports: 'bar',
  },
  {
    path: 'comparisonExpenseSales',
    titleKey: 'routes.tab.comparisonExpenseSales',
    adminOnly: true,
    load: tab((m) => m.ExpenseSalesTab),
    analytics: 'off-bar',
    reports: 'bar',
  },
  // The monthly sales tax register, purchases with input tax and the summary (docs/domain/tax-reports.md).
  {
    path: 'salesTax',
    titleKey: 'routes.tab.salesTax',
    load: tab((m) => m.SalesTaxTab),
    analytics: 'off-bar',
    reports: 'bar',
  },
  // Daily counts of documents reported to the tax authority (docs/domain/fiscal.md, "Daily counts").
  {
    path: 'fiscal',
    titleKey: 'routes.tab.fiscal',
    adminOnly: true,
    load: tab((m) => m.FiscalTab),
    analytics: 'off-bar',
    reports: 'bar',
  },
];

/** The header's menu entry of the analytics section. */
export const ANALYTICS_MENU = { path: paths.analytics.pattern, menu: 'ANALYTICS' } as const;

const guarded = (guard: Guard, element: ReactNode | ((me: UserWire) => ReactNode)) => (
  <RequireRole guard={guard}>{element}</RequireRole>
);

/** `/` renders inside HomeRoute, which waits for the session. */
function signedIn(Screen: ScreenComponent) {
  return function HomeScreen() {
    const session = useSession();
    return session.status === 'ready' ? <Screen me={session.user} /> : null;
  };
}

/** Names the open screen in the browser's tab and history (its title in the chosen language). */
function DocumentTitle({ titleKey, children }: { titleKey: MessageKey; children: ReactNode }) {
  const t = useT();
  const page = t(titleKey);
  useEffect(() => {
    document.title = t('app.documentTitle', { page });
  }, [t, page]);
  return children;
}

function elementOf(entry: ScreenEntry): ReactNode {
  return <DocumentTitle titleKey={entry.titleKey}>{guardedElementOf(entry)}</DocumentTitle>;
}

function guardedElementOf(entry: ScreenEntry): ReactNode {
  const Page = entry.page;
  const Screen: ScreenComponent | null = entry.load
    ? lazyScreen(entry.load, { worksOffline: entry.worksOffline ?? false })
    : null;
  const content = Screen ? (me: UserWire) => <Screen me={me} /> : Page ? <Page /> : null;
  switch (entry.guard) {
    case 'home': {
      const Home = Screen ? signedIn(Screen) : (Page ?? (() => null));
      return <HomeRoute>{<Home />}</HomeRoute>;
    }
    case 'guest':
      return <GuestOnly>{Page ? <Page /> : null}</GuestOnly>;
    case 'public':
      return Page ? <Page /> : null;
    default:
      return guarded(entry.guard, content);
  }
}

function tabbedSection(section: 'analytics' | 'reports', titleKey: MessageKey): RouteObject {
  const base = section === 'analytics' ? paths.analytics.pattern : paths.reports.pattern;
  const routed = TABS.filter((t) => t[section] !== undefined);
  const tabs: Tab[] = routed.map((t) => ({
    path: t.path,
    titleKey: t.titleKey,
    ...(t.adminOnly ? { adminOnly: true } : {}),
    ...(t[section] === 'bar' ? {} : { hidden: true }),
  }));
  const [first] = tabs;
  return {
    path: base,
    element: (
      <DocumentTitle titleKey={titleKey}>
        {guarded('manager', (me) => (
          <TabbedSection titleKey={titleKey} base={base} tabs={tabs} me={me} />
        ))}
      </DocumentTitle>
    ),
    children: [
      {
        index: true,
        element: <Navigate to={first ? `${base}/${first.path}` : paths.notFound.to()} replace />,
      },
      ...routed.map((t) => {
        const Screen = lazyScreen(t.load);
        return { path: t.path, element: guarded('manager', (me: UserWire) => <Screen me={me} />) };
      }),
    ],
  };
}

/** The paths that open with no network: no connectivity check runs before them. */
export const WORKS_OFFLINE: ReadonlySet<string> = new Set(
  SCREENS.filter((s) => s.worksOffline).map((s) => s.path),
);

/** The links the app adds to the header's user dropdown for this user, before Logout (labels in `t`'s language). */
export const accountLinksFor = (me: UserWire, t: Translate): AccountLink[] =>
  SCREENS.flatMap((s) =>
    s.accountLink && s.guard !== 'home' && s.guard !== 'guest' && s.guard !== 'public'
      ? passesGuard(s.guard, toActor(me))
        ? [{ label: t(s.accountLink.labelKey), icon: s.accountLink.icon, path: s.path }]
        : []
      : [],
  );

/** The whole route table of spec 2.1, built from SCREENS and TABS. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout accountLinksFor={accountLinksFor} />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingModal />,
    loader: connectivityLoaderFor(WORKS_OFFLINE),
    shouldRevalidate: revalidateOnEveryNavigation,
    children: [
      ...SCREENS.map((entry) => ({ path: entry.path, element: elementOf(entry) })),
      tabbedSection('analytics', 'routes.section.analytics'),
      tabbedSection('reports', 'routes.section.reports'),
      { path: '*', element: <Navigate to={paths.notFound.to()} replace /> },
    ],
  },
];

export type { ScreenProps };
