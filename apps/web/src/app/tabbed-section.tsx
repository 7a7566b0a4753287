import { Anchor, Group, Stack, Tabs, Title } from '@mantine/core';
import { seesAdminAnalytics, type UserWire } from '@tillwise/domain';
import { Outlet, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { type MessageKey, useT } from '../i18n';
import { toActor } from '../lib/actor';
import { paths } from '../lib/paths';

export interface Tab {
  path: string;
  titleKey: MessageKey;
  /** Shown only to SUPER_ADMIN and ADMIN (spec 2.16). */
  adminOnly?: boolean;
  /** Routed but left off this tab bar (it belongs to the other section's bar). */
  hidden?: boolean;
}

/**
 * `/analytics` and `/reports`: a title, one tab per child route the user may see (spec 2.16), the
 * child below, and a link to the other section. The tab bar stays off printed pages.
 */
export function TabbedSection({
  titleKey,
  base,
  tabs,
  me,
}: {
  titleKey: MessageKey;
  base: string;
  tabs: readonly Tab[];
  me: UserWire;
}) {
  const t = useT();
  const admin = seesAdminAnalytics(toActor(me));
  const visible = tabs.filter((tab) => !tab.hidden && (admin || !tab.adminOnly));
  const other =
    base === paths.analytics.pattern
      ? { to: paths.reportsTab.to({ tab: 'report' }), label: t('routes.section.reports') }
      : { to: paths.analyticsTab.to({ tab: 'order' }), label: t('routes.section.analytics') };
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = pathname.slice(base.length + 1).split('/')[0] ?? '';

  return (
    <Stack gap="md">
      <Group justify="space-between" data-no-print>
        <Title order={1} size="h3">
          {t(titleKey)}
        </Title>
        <Anchor component={RouterLink} to={other.to}>
          {other.label}
        </Anchor>
      </Group>
      <Tabs data-no-print value={current} onChange={(value) => value && navigate(`${base}/${value}`)}>
        <Tabs.List>
          {visible.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path}>
              {t(tab.titleKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
