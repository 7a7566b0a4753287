import { Stack, Tabs, Title } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { Tab } from './screens';

/** `/analytics` and `/reports`: a title, one tab per child route, the child below. */
export function TabbedSection({ title, base, tabs }: { title: string; base: string; tabs: readonly Tab[] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = pathname.slice(base.length + 1).split('/')[0] ?? '';

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {title}
      </Title>
      <Tabs value={current} onChange={(value) => value && navigate(`${base}/${value}`)}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path}>
              {tab.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
