import type { CompanyType, UserType } from './enums.js';

/** The two facts every permission in spec section 6 is decided on. */
export interface Actor {
  user_type: UserType;
  company_type: CompanyType | null;
}

const ADMIN_ROLES: ReadonlySet<UserType> = new Set(['SUPER_ADMIN', 'ADMIN']);
const SALES_ROLES: ReadonlySet<UserType> = new Set(['SUPER_ADMIN', 'ADMIN', 'SALES_STAFF']);
const ADMIN_COMPANIES: ReadonlySet<CompanyType> = new Set(['PARENT', 'STORE']);
const MANAGER_COMPANIES: ReadonlySet<CompanyType> = new Set(['PARENT', 'STORE', 'RETIAL']);
const STAFF_TYPES: ReadonlySet<UserType> = new Set(['SUPER_ADMIN', 'ADMIN', 'SALES_STAFF']);

const inSet = <T>(set: ReadonlySet<T>, value: T | null): boolean => value !== null && set.has(value);

/** Admin guard: SUPER_ADMIN or ADMIN of a PARENT or STORE company. */
export const isAdmin = (a: Actor): boolean =>
  ADMIN_ROLES.has(a.user_type) && inSet(ADMIN_COMPANIES, a.company_type);

/** Manager guard: SUPER_ADMIN or ADMIN of a PARENT, STORE or RETIAL company. */
export const isManager = (a: Actor): boolean =>
  ADMIN_ROLES.has(a.user_type) && inSet(MANAGER_COMPANIES, a.company_type);

/** May ring up sales at the counter: staff or admins of a PARENT, STORE or RETIAL company. */
export const isSalesStaff = (a: Actor): boolean =>
  SALES_ROLES.has(a.user_type) && inSet(MANAGER_COMPANIES, a.company_type);

/** Super admin: only the SUPER_ADMIN user type, whatever the company. */
export const isSuperAdmin = (a: Actor): boolean => a.user_type === 'SUPER_ADMIN';

/** Customer, walk-in and vendor records are people the business deals with, never operators. */
export const canSignIn = (userType: UserType): boolean => STAFF_TYPES.has(userType);

/** The records a till works with: the customers of its own company. */
export const CUSTOMER_TYPES: readonly UserType[] = ['REGULAR_CUSTOMER', 'WALK_IN_CUSTOMER'];

const RANK: Record<UserType, number> = {
  SUPER_ADMIN: 3,
  ADMIN: 2,
  SALES_STAFF: 1,
  REGULAR_CUSTOMER: 0,
  WALK_IN_CUSTOMER: 0,
  VENDOR: 0,
};

/** A role above the actor's own: they may neither give it nor act on a user who holds it. */
export const outranks = (type: UserType, a: Actor): boolean => RANK[type] > RANK[a.user_type];

/**
 * The roles an actor may give on the Users form, in the list's order: none above their own
 * (the server's rule too), and never the walk-in customer, which is made with its company.
 */
export const rolesToGive = (a: Actor, offered: readonly UserType[]): UserType[] =>
  offered.filter((type) => type !== 'WALK_IN_CUSTOMER' && !outranks(type, a));

/** Where a user lands after sign-in and when opening `/`. */
export const landingPath = (a: Actor): '/' | '/admin/order' => (isAdmin(a) ? '/admin/order' : '/');

export type MenuKey =
  | 'NEW ORDER'
  | 'INVENTORY'
  | 'USERS'
  | 'ANALYTICS'
  | 'PRODUCTS'
  | 'BATCHES'
  | 'VENDORS'
  | 'DEPARTMENTS'
  | 'REQUESTS'
  | 'RESPONSES'
  | 'SUMMARY'
  | 'FINANCE';

export interface MenuItem {
  label: MenuKey;
  path: string;
}

/** Header menu buttons in the spec's order, each with the predicate that shows it. */
const MENU: ReadonlyArray<MenuItem & { visible: (a: Actor) => boolean }> = [
  { label: 'NEW ORDER', path: '/', visible: isSalesStaff },
  { label: 'INVENTORY', path: '/inventory', visible: isManager },
  { label: 'USERS', path: '/users', visible: isAdmin },
  { label: 'ANALYTICS', path: '/analytics', visible: isManager },
  { label: 'PRODUCTS', path: '/products', visible: isAdmin },
  { label: 'BATCHES', path: '/batchs', visible: isAdmin },
  { label: 'VENDORS', path: '/vendors', visible: isAdmin },
  { label: 'DEPARTMENTS', path: '/departments', visible: isAdmin },
  { label: 'REQUESTS', path: '/request', visible: isManager },
  { label: 'RESPONSES', path: '/response', visible: isManager },
  { label: 'SUMMARY', path: '/expense-summary', visible: isManager },
  { label: 'FINANCE', path: '/expense', visible: isManager },
];

/** The header menu a user sees. NEW ORDER goes to the admin order screen for admins. */
export function menuFor(a: Actor): MenuItem[] {
  return MENU.filter((m) => m.visible(a)).map(({ label, path }) =>
    label === 'NEW ORDER' ? { label, path: landingPath(a) } : { label, path },
  );
}

export type DropdownKey = 'Settings' | 'Reports' | 'Logout';

/** The user dropdown: Settings for managers, Reports for the super admin, Logout for all. */
export function dropdownFor(a: Actor): DropdownKey[] {
  const items: DropdownKey[] = [];
  if (isManager(a)) items.push('Settings');
  if (isSuperAdmin(a)) items.push('Reports');
  items.push('Logout');
  return items;
}

export type Guard = 'auth' | 'admin' | 'manager' | 'superAdmin' | 'salesStaff';

/** Whether a guard of the route table admits the actor. */
export function passesGuard(guard: Guard, a: Actor): boolean {
  switch (guard) {
    case 'auth':
      return true;
    case 'admin':
      return isAdmin(a);
    case 'manager':
      return isManager(a);
    case 'superAdmin':
      return isSuperAdmin(a);
    case 'salesStaff':
      return isSalesStaff(a);
  }
}
