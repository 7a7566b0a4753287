import type { UserWire } from '@tillwise/domain';
import type { ReactNode } from 'react';
import { ExpenseSummaryPage, FinancePage } from '../features/finance';
import { InternalOrderPage, type OrderBillSlot } from '../features/internal-order';
import {
  AddDepartmentPage,
  AddUserPage,
  AddVendorModal,
  AddVendorPage,
  ChangePasswordPage,
  DepartmentsPage,
  EditDepartmentPage,
  EditUserPage,
  EditVendorPage,
  SettingsPage,
  UsersPage,
  VendorsPage,
} from '../features/organisation';
import { type AccountLink, KeyIcon, useCompanyLogo } from '../features/shell';
import { useReceiptFor } from './receipt-for';

type ScreenFor = (me: UserWire) => ReactNode;

/** Settings shows the logo the header already loads, so the two never disagree. */
function SettingsScreen({ me }: { me: UserWire }) {
  const { data: logo } = useCompanyLogo();
  return <SettingsPage me={me} logoUrl={logo ?? null} />;
}

/** The internal order screen, with the sale's receipt as its bill and the Vendors form as a modal. */
function InternalOrderScreen({ me }: { me: UserWire }) {
  const receipt = useReceiptFor(me).sheet;
  const bill: OrderBillSlot = ({ order, title, party }) =>
    receipt({ order, title, party, customerName: null, cashLabel: 'Cash Given' });
  return (
    <InternalOrderPage me={me} renderBill={bill} addVendorModal={(props) => <AddVendorModal {...props} />} />
  );
}

/**
 * The screens of the route table that are built, by path; the others still show ComingSoon.
 * Each receives the signed-in user from its guard.
 */
export const BUILT_SCREENS: Record<string, ScreenFor> = {
  '/admin/order': (me) => <InternalOrderScreen me={me} />,
  '/users': (me) => <UsersPage me={me} />,
  '/user/create': (me) => <AddUserPage me={me} />,
  '/user/edit/:userId': (me) => <EditUserPage me={me} />,
  '/departments': (me) => <DepartmentsPage me={me} />,
  '/department/create': (me) => <AddDepartmentPage me={me} />,
  '/department/edit/:companyId': (me) => <EditDepartmentPage me={me} />,
  '/vendors': () => <VendorsPage />,
  '/vendor/create': () => <AddVendorPage />,
  '/vendor/edit/:vendorId': () => <EditVendorPage />,
  '/settings': (me) => <SettingsScreen me={me} />,
  '/expense': (me) => <FinancePage user={me} />,
  '/expense-summary': (me) => <ExpenseSummaryPage user={me} />,
};

/** Screens outside spec 2.1's table, open to every signed-in user. */
export const ACCOUNT_SCREENS: Record<string, ScreenFor> = {
  '/change-password': (me) => <ChangePasswordPage me={me} />,
};

/** Entries the app adds to the header's user dropdown, before Logout. */
export const ACCOUNT_LINKS: AccountLink[] = [
  { label: 'Change password', path: '/change-password', icon: <KeyIcon size={16} /> },
];
