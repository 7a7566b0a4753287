import { Button, Checkbox, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { isAdmin, type UserWire } from '@tillwise/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { useListTable } from '../../components/list-table';
import { SearchBox } from '../../components/search-box';
import { useFormatter, useT } from '../../i18n';
import { toActor } from '../../lib/actor';
import { paths } from '../../lib/paths';
import { useExpiryWindow } from './api/get-till-settings';
import { useInventory } from './api/list-inventory';
import { useInventoryCompanies } from './api/list-inventory-companies';
import { useReorderLevels } from './api/reorder-levels';
import { CompanyFilter, type CompanySelection } from './company-filter';
import { inventoryColumns } from './inventory-columns';
import { SaleFlagsPanel } from './sale-flags-panel';

/**
 * `/inventory` (spec 2.12): the stock of the user's company; admins of a PARENT or STORE tick
 * other companies (or All) to see theirs. The footer counts the rows and values them at cost.
 */
export function InventoryPage({ user }: { user: UserWire }) {
  const t = useT();
  const f = useFormatter();
  const chooses = isAdmin(toActor(user));
  const own = user.company ? [user.company.id] : [];
  const [companies, setCompanies] = useState<CompanySelection>(own.length > 0 ? own : 'all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const reach = useInventoryCompanies(chooses);
  // `?expiring=1` (the expiry notification's link) filters the list. Read from the address, not
  // kept apart, so following such a link while already on Inventory still turns the filter on.
  const [params, setParams] = useSearchParams();
  const expiringOnly = params.get('expiring') === '1';
  const setExpiringOnly = (on: boolean) => setParams(on ? { expiring: '1' } : {}, { replace: true });
  // A new filter starts again at page 1, however it was turned on.
  const [filteredAt, setFilteredAt] = useState(expiringOnly);
  if (filteredAt !== expiringOnly) {
    setFilteredAt(expiringOnly);
    setPage(1);
  }
  const expiryWindow = useExpiryWindow();
  const [days, setDays] = useState<number | null>(null);
  const withinDays = days ?? expiryWindow.data ?? 30;
  const stock = useInventory({ search, page, companies, expiringWithin: expiringOnly ? withinDays : null });
  const table = useListTable(stock, page, setPage);
  const data = stock.data;
  const levels = useReorderLevels(data?.results);
  const columns = inventoryColumns(
    t,
    f,
    chooses && (companies === 'all' || companies.length > 1),
    levels.data,
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('inventory.title')}
        </Title>
        <Button component={Link} to={paths.replenishment.to()} variant="light">
          {t('inventory.replenishment')}
        </Button>
      </Group>
      <Group justify="space-between" align="center">
        <SearchBox
          label={t('inventory.search')}
          placeholder={t('inventory.searchPlaceholder')}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        <Group gap="xs" align="center">
          <Checkbox
            label={t('inventory.expiringWithin')}
            checked={expiringOnly}
            onChange={(e) => setExpiringOnly(e.currentTarget.checked)}
            data-testid="expiring-only"
          />
          <NumberInput
            aria-label={t('inventory.days')}
            w={80}
            size="xs"
            min={0}
            max={3650}
            allowDecimal={false}
            value={withinDays}
            onChange={(v) => {
              setDays(typeof v === 'number' ? v : Number(v) || 0);
              setPage(1);
            }}
          />
          <Text size="sm">{t('inventory.daysUnit')}</Text>
        </Group>
        {chooses && reach.data && (
          <CompanyFilter
            companies={reach.data}
            value={companies}
            own={own}
            onChange={(value) => {
              setCompanies(value);
              setPage(1);
            }}
          />
        )}
      </Group>
      <SaleFlagsPanel companies={companies} />
      <DataTable
        columns={columns}
        rowKey={(r) => r.id}
        {...table}
        // No company ticked: nothing to show, whatever the last answer held.
        rows={companies !== 'all' && companies.length === 0 ? [] : data?.results}
        emptyText={search ? t('inventory.noMatch') : t('inventory.empty')}
        footer={
          data && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Group justify="flex-end" gap="xl">
                  <Text size="sm" fw={600} data-testid="inventory-total-products">
                    {t('inventory.totalProducts', { count: f.count(data.count) })}
                  </Text>
                  <Text size="sm" fw={600} data-testid="inventory-total-amount">
                    {t('inventory.totalAmount', { amount: f.money(data.total) })}
                  </Text>
                </Group>
              </Table.Td>
            </Table.Tr>
          )
        }
      />
    </Stack>
  );
}
