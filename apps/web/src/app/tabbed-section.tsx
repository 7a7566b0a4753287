import { Anchor, Group, Stack, Tabs, Title } from '@mantine/core';
import { seesAdminAnalytics, type UserWire } from '@tillwise/domain';
import { Outlet, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { type MessageKey, useT } from '../i18n';
import { toActor } from '../lib/actor';
import { paths } from '../lib/paths';

export interface Tab {
  path: string;
  title: string;
  /** Shown only to SUPER_ADMIN and ADMIN (spec 2.16). */
  adminOnly?: boolean;
  /** Routed but left off this tab bar (it belongs to the other section's bar). */
  hidden?: boolean;
}

/** The tabs' names in the reader's language, by path; a tab not listed keeps its route's title. */
const TAB_TITLES: Readonly<Record<string, MessageKey>> = {
  order: 'analytics.tab.order',
  inventory: 'analytics.tab.inventory',
  Stock: 'analytics.tab.stock',
  TotalReceivable: 'analytics.tab.receivable',
  TotalPayable: 'analytics.tab.payable',
  detail: 'analytics.tab.operators',
  report: 'analytics.tab.profitLoss',
  eod: 'analytics.tab.endOfDay',
  comparisonAnalysis: 'analytics.tab.comparison',
  comparisonExpenseSales: 'analytics.tab.expenseSales',
  salesTax: 'analytics.tab.salesTax',
  fiscal: 'analytics.tab.fiscal',
};

/**
 * `/analytics` and `/reports`: a title, one tab per child route the user may see (spec 2.16), the
 * child below, and a link to the other section. The tab bar stays off printed pages.
 */
export function TabbedSection({
  base,
  tabs,
  me,
}: {
  /** The route's English title; the heading is the section's name in the reader's language. */
  title: string;
  base: string;
  tabs: readonly Tab[];
  me: UserWire;
}) {
  const t = useT();
  const admin = seesAdminAnalytics(toActor(me));
  const visible = tabs.filter((tab) => !tab.hidden && (admin || !tab.adminOnly));
  const analytics = base === paths.analytics.pattern;
  const other = analytics
    ? { to: paths.reportsTab.to({ tab: 'report' }), label: t('analytics.section.reports') }
    : { to: paths.analyticsTab.to({ tab: 'order' }), label: t('analytics.section.analytics') };
  const heading = t(analytics ? 'analytics.section.analytics' : 'analytics.section.reports');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = pathname.slice(base.length + 1).split('/')[0] ?? '';

  return (
    <Stack gap="md">
      <Group justify="space-between" data-no-print>
        <Title order={1} size="h3">
          {heading}
        </Title>
        <Anchor component={RouterLink} to={other.to}>
          {other.label}
        </Anchor>
      </Group>
      <Tabs data-no-print value={current} onChange={(value) => value && navigate(`${base}/${value}`)}>
        <Tabs.List>
          {visible.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path}>
              {TAB_TITLES[tab.path] ? t(TAB_TITLES[tab.path] as MessageKey) : tab.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
