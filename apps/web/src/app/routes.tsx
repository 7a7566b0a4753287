import { type Guard, passesGuard, type UserWire } from '@tillwise/domain';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LoadingModal } from '../components/loading-modal';
import { LoginPage, LogoutPage, useSession } from '../features/auth';
import { type AccountLink, KeyIcon, NotificationPage, ReportIcon } from '../features/shell';
import { ConnectionPage, NotFoundPage } from '../features/system';
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
 * header's menu entry that opens it (the domain's `menuFor` decides who sees it); `accountLink`
 * adds it to the user dropdown for those its guard lets in. `worksOffline`: it opens with no
 * network (no connectivity check before it, and its code is fetched when the app starts).
 */
interface ScreenEntry {
  path: string;
  title: string;
  guard: Guard | 'home' | 'guest' | 'public';
  /** A screen given the signed-in user, loaded on first visit (one chunk per feature group). */
  load?: Load;
  /** A screen bundled with the app shell. */
  page?: ComponentType;
  worksOffline?: boolean;
  menu?: string;
  accountLink?: Omit<AccountLink, 'path'>;
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
    title: 'New Sale',
    guard: 'home',
    load: () => sale().then((m) => m.SaleScreen),
    worksOffline: true,
    menu: 'NEW ORDER',
  },
  { path: paths.login.pattern, title: 'Login', guard: 'guest', page: LoginPage },
  { path: paths.logout.pattern, title: 'Logout', guard: 'public', page: LogoutPage, worksOffline: true },
  {
    path: paths.adminOrder.pattern,
    title: 'Admin Order',
    guard: 'admin',
    load: () => import('./screen-groups/internal-order').then((m) => m.InternalOrderScreen),
    worksOffline: true,
  },
  {
    path: paths.orders.pattern,
    title: 'Orders',
    guard: 'manager',
    load: () => orders().then((m) => m.OrdersScreen),
  },
  {
    path: paths.orderDetails.pattern,
    title: 'Order Details',
    guard: 'manager',
    load: () => orders().then((m) => m.OrderDetailsScreen),
  },
  // Refund from the receipt: in the counter's chunk, with the receipt.
  {
    path: paths.refund.pattern,
    title: 'Refund',
    guard: 'salesStaff',
    load: () => sale().then((m) => m.RefundScreen),
  },
  // Receipts: a cashier finds and reprints an earlier sale (the managers' Orders list stays theirs).
  {
    path: paths.receipts.pattern,
    title: 'Receipts',
    guard: 'salesStaff',
    load: () => sale().then((m) => m.ReceiptsScreen),
  },
  {
    path: paths.businessReport.pattern,
    title: 'Reports',
    guard: 'superAdmin',
    load: () => analytics().then((m) => m.BusinessReportScreen),
  },
  {
    path: paths.editOrder.pattern,
    title: 'Edit Order',
    guard: 'admin',
    load: () => orders().then((m) => m.EditOrderScreen),
  },
  {
    path: paths.products.pattern,
    title: 'Products',
    guard: 'admin',
    load: () => catalog().then((m) => m.ProductsPage),
    menu: 'PRODUCTS',
  },
  {
    path: paths.addProduct.pattern,
    title: 'Add Product',
    guard: 'admin',
    load: () => catalog().then((m) => m.ProductFormPage),
  },
  {
    path: paths.editProduct.pattern,
    title: 'Edit Product',
    guard: 'admin',
    load: () => catalog().then((m) => m.ProductFormPage),
  },
  {
    path: paths.taxCategories.pattern,
    title: 'Tax categories',
    guard: 'admin',
    load: () => catalog().then((m) => m.TaxCategoriesPage),
  },
  {
    path: paths.batches.pattern,
    title: 'Batches',
    guard: 'admin',
    load: () => catalog().then((m) => m.BatchesPage),
    menu: 'BATCHES',
  },
  {
    path: paths.addBatch.pattern,
    title: 'Add Batch',
    guard: 'admin',
    load: () => catalog().then((m) => m.BatchFormPage),
  },
  {
    path: paths.editBatch.pattern,
    title: 'Edit Batch',
    guard: 'admin',
    load: () => catalog().then((m) => m.BatchFormPage),
  },
  {
    path: paths.labels.pattern,
    title: 'Print labels',
    guard: 'manager',
    load: () => import('./screen-groups/labels').then((m) => m.LabelsPage),
  },
  {
    path: paths.users.pattern,
    title: 'Users',
    guard: 'admin',
    load: () => organisation().then((m) => m.UsersPage),
    menu: 'USERS',
  },
  {
    path: paths.addUser.pattern,
    title: 'Add User',
    guard: 'admin',
    load: () => organisation().then((m) => m.AddUserPage),
  },
  {
    path: paths.editUser.pattern,
    title: 'Edit User',
    guard: 'admin',
    load: () => organisation().then((m) => m.EditUserPage),
  },
  {
    path: paths.departments.pattern,
    title: 'Departments',
    guard: 'admin',
    load: () => organisation().then((m) => m.DepartmentsPage),
    menu: 'DEPARTMENTS',
  },
  {
    path: paths.addDepartment.pattern,
    title: 'Add Department',
    guard: 'admin',
    load: () => organisation().then((m) => m.AddDepartmentPage),
  },
  {
    path: paths.editDepartment.pattern,
    title: 'Edit Department',
    guard: 'admin',
    load: () => organisation().then((m) => m.EditDepartmentPage),
  },
  {
    path: paths.vendors.pattern,
    title: 'Vendors',
    guard: 'admin',
    load: () => organisation().then((m) => m.VendorsPage),
    menu: 'VENDORS',
  },
  {
    path: paths.addVendor.pattern,
    title: 'Add Vendor',
    guard: 'admin',
    load: () => organisation().then((m) => m.AddVendorPage),
  },
  {
    path: paths.editVendor.pattern,
    title: 'Edit Vendor',
    guard: 'admin',
    load: () => organisation().then((m) => m.EditVendorPage),
  },
  {
    path: paths.settings.pattern,
    title: 'Settings',
    guard: 'manager',
    load: () => organisation().then((m) => m.SettingsScreen),
  },
  {
    path: paths.sendRequest.pattern,
    title: 'Requests',
    guard: 'manager',
    load: () => requests().then((m) => m.SendRequestScreen),
    menu: 'REQUESTS',
  },
  {
    path: paths.requestDetails.pattern,
    title: 'Request Details',
    guard: 'manager',
    load: () => requests().then((m) => m.RequestDetailsScreen),
  },
  {
    path: paths.inventory.pattern,
    title: 'Inventory',
    guard: 'manager',
    load: () => inventory().then((m) => m.InventoryScreen),
    menu: 'INVENTORY',
  },
  {
    path: paths.replenishment.pattern,
    title: 'Replenishment',
    guard: 'manager',
    load: () => inventory().then((m) => m.ReplenishmentScreen),
  },
  {
    path: paths.expenseSummary.pattern,
    title: 'Expense Summary',
    guard: 'manager',
    load: () => finance().then((m) => m.ExpenseSummaryScreen),
    menu: 'SUMMARY',
  },
  {
    path: paths.finance.pattern,
    title: 'Finance',
    guard: 'manager',
    load: () => finance().then((m) => m.FinanceScreen),
    menu: 'FINANCE',
  },
  {
    path: paths.responses.pattern,
    title: 'Responses',
    guard: 'manager',
    load: () => requests().then((m) => m.ResponsesScreen),
    menu: 'RESPONSES',
  },
  {
    path: paths.tillSessions.pattern,
    title: 'Till Sessions',
    guard: 'manager',
    load: () => import('./screen-groups/till-sessions').then((m) => m.TillSessionsScreen),
    accountLink: { label: 'Till sessions', icon: <ReportIcon size={16} /> },
  },
  {
    path: paths.stockCounts.pattern,
    title: 'Stock counts',
    guard: 'auth',
    load: () => stockCounts().then((m) => m.StockCountsScreen),
    accountLink: { label: 'Stock counts', icon: <ReportIcon size={16} /> },
  },
  {
    path: paths.stockCount.pattern,
    title: 'Stock count',
    guard: 'admin',
    load: () => stockCounts().then((m) => m.StockCountScreen),
  },
  {
    path: paths.countStock.pattern,
    title: 'Count stock',
    guard: 'auth',
    load: () => stockCounts().then((m) => m.CountStockScreen),
  },
  {
    path: paths.fiscal.pattern,
    title: 'Fiscal reporting',
    guard: 'manager',
    load: () => import('./screen-groups/fiscal').then((m) => m.FiscalScreen),
    accountLink: { label: 'Fiscal reporting', icon: <ReportIcon size={16} /> },
  },
  {
    path: paths.changePassword.pattern,
    title: 'Change password',
    guard: 'auth',
    load: () => organisation().then((m) => m.ChangePasswordPage),
    accountLink: { label: 'Change password', icon: <KeyIcon size={16} /> },
  },
  { path: paths.notifications.pattern, title: 'Notifications', guard: 'auth', page: NotificationPage },
  {
    path: paths.connection.pattern,
    title: 'Connection',
    guard: 'public',
    page: ConnectionPage,
    worksOffline: true,
  },
  { path: paths.notFound.pattern, title: 'Not Found', guard: 'public', page: NotFoundPage },
];

/** A tab of `/analytics` or `/reports`: on that section's tab bar, or routed there but off the bar. */
interface TabEntry {
  path: string;
  title: string;
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
  { path: 'order', title: 'Order', load: tab((m) => m.OrderTab), analytics: 'bar' },
  { path: 'inventory', title: 'Inventory', load: tab((m) => m.InventoryTab), analytics: 'bar' },
  {
    path: 'Stock',
    title: 'Stock Statement',
    adminOnly: true,
    load: tab((m) => m.StockTab),
    analytics: 'bar',
  },
  {
    path: 'TotalReceivable',
    title: 'Total Receivable',
    adminOnly: true,
    load: tab((m) => m.ReceivableTab),
    analytics: 'bar',
  },
  {
    path: 'TotalPayable',
    title: 'Total Payable',
    adminOnly: true,
    load: tab((m) => m.PayableTab),
    analytics: 'bar',
  },
  {
    path: 'detail',
    title: 'Operator Sales',
    adminOnly: true,
    load: tab((m) => m.OperatorSalesTab),
    analytics: 'bar',
  },
  {
    path: 'report',
    title: 'Profit/Loss Report',
    load: tab((m) => m.ProfitLossTab),
    analytics: 'off-bar',
    reports: 'bar',
  },
  { path: 'eod', title: 'End of Day', adminOnly: true, load: tab((m) => m.EndOfDayTab), analytics: 'bar' },
  {
    path: 'comparisonAnalysis',
    title: 'Comparison',
    adminOnly: true,
    load: tab((m) => m.ComparisonTab),
    analytics: 'off-bar',
    reports: 'bar',
  },
  {
    path: 'comparisonExpenseSales',
    title: 'Comparison E/S',
    adminOnly: true,
    load: tab((m) => m.ExpenseSalesTab),
    analytics: 'off-bar',
    reports: 'bar',
  },
  // The monthly sales tax register, purchases with input tax and the summary (docs/domain/tax-reports.md).
  {
    path: 'salesTax',
    title: 'Sales Tax',
    load: tab((m) => m.SalesTaxTab),
    analytics: 'off-bar',
    reports: 'bar',
  },
  // Daily counts of documents reported to the tax authority (docs/domain/fiscal.md, "Daily counts").
  {
    path: 'fiscal',
    title: 'Fiscal',
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

function elementOf(entry: ScreenEntry): ReactNode {
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

function tabbedSection(section: 'analytics' | 'reports', title: string): RouteObject {
  const base = section === 'analytics' ? paths.analytics.pattern : paths.reports.pattern;
  const routed = TABS.filter((t) => t[section] !== undefined);
  const tabs: Tab[] = routed.map((t) => ({
    path: t.path,
    title: t.title,
    ...(t.adminOnly ? { adminOnly: true } : {}),
    ...(t[section] === 'bar' ? {} : { hidden: true }),
  }));
  const [first] = tabs;
  return {
    path: base,
    element: guarded('manager', (me) => <TabbedSection title={title} base={base} tabs={tabs} me={me} />),
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

/** The links the app adds to the header's user dropdown for this user, before Logout. */
export const accountLinksFor = (me: UserWire): AccountLink[] =>
  SCREENS.flatMap((s) =>
    s.accountLink && s.guard !== 'home' && s.guard !== 'guest' && s.guard !== 'public'
      ? passesGuard(s.guard, toActor(me))
        ? [{ ...s.accountLink, path: s.path }]
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
      tabbedSection('analytics', 'Analytics'),
      tabbedSection('reports', 'Reports'),
      { path: '*', element: <Navigate to={paths.notFound.to()} replace /> },
    ],
  },
];

export type { ScreenProps };
