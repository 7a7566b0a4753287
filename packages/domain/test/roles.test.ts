import { describe, expect, it } from 'vitest';
import {
  type Actor,
  COMPANY_TYPES,
  canSignIn,
  dropdownFor,
  isAdmin,
  isManager,
  isSalesStaff,
  isSuperAdmin,
  landingPath,
  menuFor,
  passesGuard,
  USER_TYPE_LABELS,
  USER_TYPES,
  userTypeLabel,
} from '../src/index.js';

/** The expected table, written out by hand from spec section 6 rather than from the code. */
const ADMINS = new Set(['SUPER_ADMIN', 'ADMIN']);
const expectedAdmin = (u: string, c: string) => ADMINS.has(u) && ['PARENT', 'STORE'].includes(c);
const expectedManager = (u: string, c: string) => ADMINS.has(u) && ['PARENT', 'STORE', 'RETIAL'].includes(c);
const expectedSales = (u: string, c: string) =>
  [...ADMINS, 'SALES_STAFF'].includes(u) && ['PARENT', 'STORE', 'RETIAL'].includes(c);

const cases: Actor[] = USER_TYPES.flatMap((user_type) =>
  COMPANY_TYPES.map((company_type) => ({ user_type, company_type })),
);

describe('role predicates for every user type and company type', () => {
  it.each(cases)('$user_type in $company_type', (actor) => {
    const { user_type: u, company_type: c } = actor;
    expect(isAdmin(actor)).toBe(expectedAdmin(u, c as string));
    expect(isManager(actor)).toBe(expectedManager(u, c as string));
    expect(isSalesStaff(actor)).toBe(expectedSales(u, c as string));
    expect(isSuperAdmin(actor)).toBe(u === 'SUPER_ADMIN');
    expect(passesGuard('admin', actor)).toBe(isAdmin(actor));
    expect(passesGuard('manager', actor)).toBe(isManager(actor));
    expect(passesGuard('superAdmin', actor)).toBe(isSuperAdmin(actor));
    expect(passesGuard('auth', actor)).toBe(true);
    expect(landingPath(actor)).toBe(expectedAdmin(u, c as string) ? '/admin/order' : '/');
  });

  it('treats a user without a company as having no privileges beyond super admin', () => {
    const actor: Actor = { user_type: 'ADMIN', company_type: null };
    expect([isAdmin(actor), isManager(actor), isSalesStaff(actor)]).toEqual([false, false, false]);
    expect(isSuperAdmin({ user_type: 'SUPER_ADMIN', company_type: null })).toBe(true);
  });
});

describe('menus', () => {
  const labels = (a: Actor) => menuFor(a).map((m) => m.label);

  it('gives a PARENT or STORE admin every menu button in the spec order', () => {
    expect(labels({ user_type: 'ADMIN', company_type: 'STORE' })).toEqual([
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
    ]);
    expect(menuFor({ user_type: 'SUPER_ADMIN', company_type: 'PARENT' })[0]).toEqual({
      label: 'NEW ORDER',
      path: '/admin/order',
    });
  });

  it('gives a RETIAL admin the manager buttons but no catalogue or people screens', () => {
    expect(labels({ user_type: 'ADMIN', company_type: 'RETIAL' })).toEqual([
      'NEW ORDER',
      'INVENTORY',
      'ANALYTICS',
      'REQUESTS',
      'RESPONSES',
      'SUMMARY',
      'FINANCE',
    ]);
  });

  it('gives sales staff only NEW ORDER, pointing at the counter', () => {
    expect(menuFor({ user_type: 'SALES_STAFF', company_type: 'RETIAL' })).toEqual([
      { label: 'NEW ORDER', path: '/' },
    ]);
    expect(labels({ user_type: 'SALES_STAFF', company_type: 'FACTORY' })).toEqual([]);
  });

  it('builds the dropdown from manager and super admin rights', () => {
    expect(dropdownFor({ user_type: 'SUPER_ADMIN', company_type: 'PARENT' })).toEqual([
      'Settings',
      'Reports',
      'Logout',
    ]);
    expect(dropdownFor({ user_type: 'ADMIN', company_type: 'RETIAL' })).toEqual(['Settings', 'Logout']);
    expect(dropdownFor({ user_type: 'SALES_STAFF', company_type: 'STORE' })).toEqual(['Logout']);
  });
});

describe('who can sign in', () => {
  it.each(USER_TYPES)('%s', (t) => {
    expect(canSignIn(t)).toBe(['SUPER_ADMIN', 'ADMIN', 'SALES_STAFF'].includes(t));
  });
});

describe('user type labels in report text', () => {
  it.each(USER_TYPES)('%s has a label of its own', (t) => {
    expect(userTypeLabel(t)).toBe(USER_TYPE_LABELS[t]);
    expect(userTypeLabel(t)).not.toBe(t);
  });

  it('shows a value it does not know as it came', () => {
    expect(userTypeLabel('AUDITOR')).toBe('AUDITOR');
  });
});
