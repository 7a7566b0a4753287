import { isManager, type UserWire } from '@tillwise/domain';
import { type AccountLink, KeyIcon, ReportIcon } from '../features/shell';
import { toActor } from '../lib/actor';
import { lazyScreen, type ScreenComponent } from './lazy-screen';

const organisation = () => import('./screen-groups/organisation');
const finance = () => import('./screen-groups/finance');
const requests = () => import('./screen-groups/requests');

/**
 * Screens of the route table by path (the others are in counter-screens and catalog-screens).
 * Each loads on first visit, one chunk per feature group, and receives the signed-in user from its guard.
 */
export const BUILT_SCREENS: Record<string, ScreenComponent> = {
  '/admin/order': lazyScreen(
    () => import('./screen-groups/internal-order').then((m) => m.InternalOrderScreen),
    { worksOffline: true },
  ),
  '/users': lazyScreen(() => organisation().then((m) => m.UsersPage)),
  '/user/create': lazyScreen(() => organisation().then((m) => m.AddUserPage)),
  '/user/edit/:userId': lazyScreen(() => organisation().then((m) => m.EditUserPage)),
  '/departments': lazyScreen(() => organisation().then((m) => m.DepartmentsPage)),
  '/department/create': lazyScreen(() => organisation().then((m) => m.AddDepartmentPage)),
  '/department/edit/:companyId': lazyScreen(() => organisation().then((m) => m.EditDepartmentPage)),
  '/vendors': lazyScreen(() => organisation().then((m) => m.VendorsPage)),
  '/vendor/create': lazyScreen(() => organisation().then((m) => m.AddVendorPage)),
  '/vendor/edit/:vendorId': lazyScreen(() => organisation().then((m) => m.EditVendorPage)),
  '/settings': lazyScreen(() => organisation().then((m) => m.SettingsScreen)),
  '/expense': lazyScreen(() => finance().then((m) => m.FinanceScreen)),
  '/expense-summary': lazyScreen(() => finance().then((m) => m.ExpenseSummaryScreen)),
  '/request': lazyScreen(() => requests().then((m) => m.SendRequestScreen)),
  '/requests/:id': lazyScreen(() => requests().then((m) => m.RequestDetailsScreen)),
  '/response': lazyScreen(() => requests().then((m) => m.ResponsesScreen)),
  '/till-sessions': lazyScreen(() =>
    import('./screen-groups/till-sessions').then((m) => m.TillSessionsScreen),
  ),
};

/** Screens outside spec 2.1's table, open to every signed-in user. */
export const ACCOUNT_SCREENS: Record<string, ScreenComponent> = {
  '/change-password': lazyScreen(() => organisation().then((m) => m.ChangePasswordPage)),
};

/** Entries the app adds to the header's user dropdown, before Logout. */
export const ACCOUNT_LINKS: AccountLink[] = [
  { label: 'Change password', path: '/change-password', icon: <KeyIcon size={16} /> },
];

/** The dropdown's added links for this user: managers also get the till sessions list. */
export const accountLinksFor = (me: UserWire): AccountLink[] =>
  isManager(toActor(me))
    ? [{ label: 'Till sessions', path: '/till-sessions', icon: <ReportIcon size={16} /> }, ...ACCOUNT_LINKS]
    : ACCOUNT_LINKS;
