import { COMPANY_TYPES, landingPath, menuFor, USER_TYPES } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { ANALYTICS_MENU, routes, SCREENS, TABS, WORKS_OFFLINE } from './routes';

const actors = USER_TYPES.flatMap((user_type) =>
  COMPANY_TYPES.map((company_type) => ({ user_type, company_type })),
);

describe('the route table', () => {
  it('has one entry per screen path, and every path of the helper is routed', () => {
    const routed = SCREENS.map((s) => s.path);
    expect(new Set(routed).size).toBe(routed.length);
    const sections: string[] = [
      paths.analytics.pattern,
      paths.analyticsTab.pattern,
      paths.reports.pattern,
      paths.reportsTab.pattern,
    ];
    const helper = Object.values(paths)
      .map((p) => p.pattern as string)
      .filter((p) => !sections.includes(p));
    expect([...routed].sort()).toEqual([...helper].sort());
    const children = routes[0]?.children?.map((r) => r.path) ?? [];
    expect(children).toEqual([...routed, paths.analytics.pattern, paths.reports.pattern, '*']);
  });

  it('routes each analytics tab once, and each reports bar tab under both sections', () => {
    const names = TABS.map((t) => t.path);
    expect(new Set(names).size).toBe(names.length);
    const analytics = routes[0]?.children?.find((r) => r.path === paths.analytics.pattern);
    const reports = routes[0]?.children?.find((r) => r.path === paths.reports.pattern);
    expect(analytics?.children?.flatMap((r) => (r.path ? [r.path] : []))).toEqual(names);
    expect(reports?.children?.flatMap((r) => (r.path ? [r.path] : []))).toEqual(
      TABS.filter((t) => t.reports).map((t) => t.path),
    );
  });

  it("names the screen of every entry of the domain's header menu", () => {
    for (const actor of actors) {
      for (const item of menuFor(actor)) {
        if (item.label === 'NEW ORDER') {
          expect(item.path).toBe(landingPath(actor));
          continue;
        }
        const entry =
          item.label === ANALYTICS_MENU.menu ? ANALYTICS_MENU : SCREENS.find((s) => s.menu === item.label);
        expect(entry?.path, item.label).toBe(item.path);
      }
    }
  });

  it('opens offline only the two order screens, the offline page and sign-out', () => {
    expect([...WORKS_OFFLINE].sort()).toEqual(
      [paths.home, paths.adminOrder, paths.connection, paths.logout].map((p) => p.pattern).sort(),
    );
  });
});

describe('the paths helper', () => {
  it('fills in parameters and the query string', () => {
    expect(paths.orderDetails.to({ orderId: 7 })).toBe('/orders/7');
    expect(paths.editBatch.to({ productId: 1, productVariantId: 2, batchId: 3 })).toBe('/batch/edit/1/2/3');
    expect(paths.refund.to({ order: 5 })).toBe('/refund?order=5');
    expect(paths.orders.to(new URLSearchParams({ invoice_id: 'A 1' }))).toBe('/orders?invoice_id=A+1');
    expect(paths.home.to({ empty: '' })).toBe('/');
  });
});
