/** The operators the server seeds on first start (packages/db seed), all with the same password. */
export const DEMO_PASSWORD = 'Demo@1234';

export interface DemoUser {
  username: string;
  name: string;
  company: string;
  landing: '/' | '/admin/order';
  menu: string[];
  dropdown: string[];
}

const FULL_MENU = [
  'NEW ORDER',
  'INVENTORY',
  'USERS',
  'ANALYTICS',
  'PRODUCTS',
  'BATCHES',
  'VENDORS',
  'DEPARTMENTS',
  'REQUESTS',
  'RESPONSES',
  'SUMMARY',
  'FINANCE',
];

/**
 * Expected header per user, written out from spec section 6 rather than computed; every user
 * also has Change password, just before Logout.
 */
export const DEMO_USERS: DemoUser[] = [
  {
    username: 'superadmin',
    name: 'Sara Ahmed',
    company: 'Head Office',
    landing: '/admin/order',
    menu: FULL_MENU,
    dropdown: [
      'Settings',
      'Reports',
      'Till sessions',
      'Stock counts',
      'Fiscal reporting',
      'Change password',
      'Logout',
    ],
  },
  {
    username: 'storeadmin',
    name: 'Bilal Khan',
    company: 'Central Store',
    landing: '/admin/order',
    menu: FULL_MENU,
    dropdown: ['Settings', 'Till sessions', 'Stock counts', 'Fiscal reporting', 'Change password', 'Logout'],
  },
  {
    username: 'outletadmin',
    name: 'Ayesha Malik',
    company: 'City Outlet',
    landing: '/',
    menu: ['NEW ORDER', 'INVENTORY', 'ANALYTICS', 'REQUESTS', 'RESPONSES', 'SUMMARY', 'FINANCE'],
    dropdown: ['Settings', 'Till sessions', 'Stock counts', 'Fiscal reporting', 'Change password', 'Logout'],
  },
  {
    username: 'cashier',
    name: 'Usman Raza',
    company: 'City Outlet',
    landing: '/',
    menu: ['NEW ORDER'],
    dropdown: ['Stock counts', 'Change password', 'Logout'],
  },
  {
    username: 'storecashier',
    name: 'Hina Iqbal',
    company: 'Central Store',
    landing: '/',
    menu: ['NEW ORDER'],
    dropdown: ['Stock counts', 'Change password', 'Logout'],
  },
];

export function demoUser(username: string): DemoUser {
  const user = DEMO_USERS.find((u) => u.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return user;
}
