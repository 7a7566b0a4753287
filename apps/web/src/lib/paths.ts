/**
 * Every screen's path, typed: `paths.orderDetails.to({ orderId: 7 })` gives `/orders/7`, and a
 * missing parameter does not compile. The route table (`app/routes.tsx`) maps each pattern to its
 * screen; links and navigation everywhere else go through here, never a literal path (a test
 * checks). Paths are the original client's, spelling included (`/batchs`, `/Addbatch`), so old
 * bookmarks keep working.
 */

type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A query string's values; empty ones are left out. */
export type Search = Record<string, string | number | null | undefined> | URLSearchParams;

type To<P extends string> = [ParamName<P>] extends [never]
  ? (search?: Search) => string
  : (params: Record<ParamName<P>, string | number>, search?: Search) => string;

export interface ScreenPath<P extends string = string> {
  /** The route table's pattern, with `:name` parameters. */
  readonly pattern: P;
  /** The path to one screen, with its parameters filled in and an optional query string. */
  readonly to: To<P>;
}

function queryOf(search: Search | undefined): string {
  if (!search) return '';
  const query =
    search instanceof URLSearchParams
      ? search
      : new URLSearchParams(
          Object.entries(search).flatMap(([key, value]) =>
            value === null || value === undefined || value === '' ? [] : [[key, String(value)]],
          ),
        );
  const text = query.toString();
  return text ? `?${text}` : '';
}

function screen<const P extends string>(pattern: P): ScreenPath<P> {
  const to = (...args: [Search?] | [Record<string, string | number>, Search?]) => {
    const named = pattern.includes(':');
    const params = (named ? args[0] : {}) as Record<string, string | number>;
    const search = (named ? args[1] : args[0]) as Search | undefined;
    const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
      encodeURIComponent(String(params[name] ?? '')),
    );
    return `${path}${queryOf(search)}`;
  };
  return { pattern, to: to as To<P> };
}

export const paths = {
  home: screen('/'),
  login: screen('/login'),
  logout: screen('/logout'),
  connection: screen('/connection'),
  notFound: screen('/404'),
  notifications: screen('/notification'),
  adminOrder: screen('/admin/order'),
  orders: screen('/orders'),
  orderDetails: screen('/orders/:orderId'),
  editOrder: screen('/editorder'),
  refund: screen('/refund'),
  receipts: screen('/receipts'),
  businessReport: screen('/report'),
  products: screen('/products'),
  addProduct: screen('/product/create'),
  editProduct: screen('/product/edit/:productId'),
  taxCategories: screen('/tax-categories'),
  batches: screen('/batchs'),
  addBatch: screen('/Addbatch'),
  editBatch: screen('/batch/edit/:productId/:productVariantId/:batchId'),
  /** Print labels: `?products=1,2`, `?batch=7` or `?order=9` fills it (docs/domain/labels.md). */
  labels: screen('/labels'),
  users: screen('/users'),
  addUser: screen('/user/create'),
  editUser: screen('/user/edit/:userId'),
  departments: screen('/departments'),
  addDepartment: screen('/department/create'),
  editDepartment: screen('/department/edit/:companyId'),
  vendors: screen('/vendors'),
  addVendor: screen('/vendor/create'),
  editVendor: screen('/vendor/edit/:vendorId'),
  settings: screen('/settings'),
  sendRequest: screen('/request'),
  requestDetails: screen('/requests/:id'),
  responses: screen('/response'),
  inventory: screen('/inventory'),
  replenishment: screen('/replenishment'),
  finance: screen('/expense'),
  expenseSummary: screen('/expense-summary'),
  tillSessions: screen('/till-sessions'),
  stockCounts: screen('/stock-counts'),
  stockCount: screen('/stock-counts/:countId'),
  countStock: screen('/stock-counts/:countId/count'),
  fiscal: screen('/fiscal'),
  changePassword: screen('/change-password'),
  analytics: screen('/analytics'),
  analyticsTab: screen('/analytics/:tab'),
  reports: screen('/reports'),
  reportsTab: screen('/reports/:tab'),
} as const;

export type PathName = keyof typeof paths;
