import { Paper, Tabs } from '@mantine/core';
import type { UserWire } from '@tillwise/domain';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useT } from '../../../i18n';
import { CompanyTab } from './company-tab';
import { HeaderColorTab } from './header-color-tab';
import { LogoTab } from './logo-tab';

const TABS = [
  { value: 'logo', labelKey: 'organisation.settings.tab.logo' },
  { value: 'color', labelKey: 'organisation.settings.tab.color' },
  { value: 'company', labelKey: 'organisation.settings.tab.company' },
] as const;
type TabValue = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is TabValue => TABS.some((t) => t.value === value);

/** `/settings` (spec 2.15): three tabs; the open one is kept in `?tab=` so a reload stays on it. */
export function SettingsPage({ me, logoUrl }: { me: UserWire; logoUrl: string | null }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'logo';
  const companyId = me.company?.id;

  return (
    <>
      <PageTitle title={t('organisation.settings.title')} />
      <Tabs
        value={tab}
        onChange={(value) => value && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {t(tab.labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="logo">
          <Paper withBorder radius="md" p="lg" maw={760}>
            <LogoTab logoUrl={logoUrl} />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="color">
          <Paper withBorder radius="md" p="lg" maw={760}>
            <HeaderColorTab />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="company">
          {companyId !== undefined && <CompanyTab me={me} companyId={companyId} />}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
