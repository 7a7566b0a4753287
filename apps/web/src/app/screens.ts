import type { Guard } from '@tillwise/domain';

export interface Screen {
  path: string;
  title: string;
  guard: Guard;
}

/**
 * Guarded screens of the route table (spec 2.1), each built in a feature. Paths are the
 * original client's, spelling included (`/batchs`, `/Addbatch`), so old bookmarks keep working.
 */
export const SCREENS: readonly Screen[] = [
  { path: '/admin/order', title: 'Admin Order', guard: 'admin' },
  { path: '/orders', title: 'Orders', guard: 'manager' },
  { path: '/orders/:orderId', title: 'Order Details', guard: 'manager' },
  { path: '/refund', title: 'Refund', guard: 'salesStaff' },
  { path: '/receipts', title: 'Receipts', guard: 'salesStaff' },
  { path: '/report', title: 'Reports', guard: 'superAdmin' },
  { path: '/editorder', title: 'Edit Order', guard: 'admin' },
  { path: '/products', title: 'Products', guard: 'admin' },
  { path: '/product/create', title: 'Add Product', guard: 'admin' },
  { path: '/product/edit/:productId', title: 'Edit Product', guard: 'admin' },
  { path: '/batchs', title: 'Batches', guard: 'admin' },
  { path: '/Addbatch', title: 'Add Batch', guard: 'admin' },
  { path: '/batch/edit/:productId/:productVariantId/:batchId', title: 'Edit Batch', guard: 'admin' },
  { path: '/users', title: 'Users', guard: 'admin' },
  { path: '/user/create', title: 'Add User', guard: 'admin' },
  { path: '/user/edit/:userId', title: 'Edit User', guard: 'admin' },
  { path: '/departments', title: 'Departments', guard: 'admin' },
  { path: '/department/create', title: 'Add Department', guard: 'admin' },
  { path: '/department/edit/:companyId', title: 'Edit Department', guard: 'admin' },
  { path: '/vendors', title: 'Vendors', guard: 'admin' },
  { path: '/vendor/create', title: 'Add Vendor', guard: 'admin' },
  { path: '/vendor/edit/:vendorId', title: 'Edit Vendor', guard: 'admin' },
  { path: '/settings', title: 'Settings', guard: 'manager' },
  { path: '/request', title: 'Requests', guard: 'manager' },
  { path: '/requests/:id', title: 'Request Details', guard: 'manager' },
  { path: '/inventory', title: 'Inventory', guard: 'manager' },
  { path: '/expense-summary', title: 'Expense Summary', guard: 'manager' },
  { path: '/expense', title: 'Finance', guard: 'manager' },
  { path: '/response', title: 'Responses', guard: 'manager' },
  { path: '/till-sessions', title: 'Till Sessions', guard: 'manager' },
];

export interface Tab {
  path: string;
  title: string;
  /** Shown only to SUPER_ADMIN and ADMIN (spec 2.16). */
  adminOnly?: boolean;
  /** Routed but left off this tab bar (it belongs to the reports bar). */
  hidden?: boolean;
}

/** `/analytics/*` tabs (spec 2.1 routes, spec 2.16 titles and visibility). */
export const ANALYTICS_TABS: readonly Tab[] = [
  { path: 'order', title: 'Order' },
  { path: 'inventory', title: 'Inventory' },
  { path: 'Stock', title: 'Stock Statement', adminOnly: true },
  { path: 'TotalReceivable', title: 'Total Receivable', adminOnly: true },
  { path: 'TotalPayable', title: 'Total Payable', adminOnly: true },
  { path: 'detail', title: 'Operator Sales', adminOnly: true },
  { path: 'report', title: 'Profit/Loss Report', hidden: true },
  { path: 'eod', title: 'End of Day', adminOnly: true },
  { path: 'comparisonAnalysis', title: 'Comparison', adminOnly: true, hidden: true },
  { path: 'comparisonExpenseSales', title: 'Comparison E/S', adminOnly: true, hidden: true },
];

/** `/reports/*` tabs (spec 2.1, 2.16). */
export const REPORT_TABS: readonly Tab[] = [
  { path: 'report', title: 'Profit/Loss Report' },
  { path: 'comparisonAnalysis', title: 'Comparison', adminOnly: true },
  { path: 'comparisonExpenseSales', title: 'Comparison E/S', adminOnly: true },
];
