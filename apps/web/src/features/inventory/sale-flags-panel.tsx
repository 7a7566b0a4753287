import { Alert, Table, Text } from '@mantine/core';
import type { SaleFlagWire } from '@tillwise/domain';
import { Ltr, useFormatter, useT } from '../../i18n';
import type { Translate } from '../../i18n/use-t';
import type { Formatter } from '../../lib/format';
import { useSaleFlags } from './api/list-sale-flags';

/** The figure without trailing zeros ("3" for 3.0000, "1.5" for 1.5000). */
const units = (value: string | null) => (value === null ? '' : value.replace(/\.?0+$/, ''));

function describe(
  flag: SaleFlagWire,
  t: Translate,
  f: Formatter,
): { what: string; beyond: string; now: string } {
  if (flag.kind === 'STOCK_BELOW_ZERO') {
    return {
      what: t('inventory.flags.batchWhat', {
        product: flag.product_name ?? t('inventory.flags.batch'),
        batch: String(flag.batch),
      }),
      beyond: t('inventory.flags.soldBeyond', { quantity: units(flag.quantity) }),
      now: t('inventory.flags.stockNow', { quantity: units(flag.stock) }),
    };
  }
  return {
    what: flag.customer?.name ?? t('inventory.flags.customer'),
    beyond: t('inventory.flags.creditBeyond', { amount: f.money(flag.amount ?? '0') }),
    now: '',
  };
}

/**
 * Sales made offline that the server recorded although the stock was gone (or a customer's credit
 * did not cover them): the goods had left (docs/selling-offline.md). Shown above the stock so a
 * manager receives or counts those batches; nothing shows when there are none.
 */
export function SaleFlagsPanel({ companies }: { companies: number[] | 'all' }) {
  const t = useT();
  const f = useFormatter();
  const flags = useSaleFlags(companies);
  const list = flags.data;
  if (!list || list.count === 0) return null;
  return (
    <Alert color="orange" title={t('inventory.flags.title')} data-testid="sale-flags">
      <Text size="sm" mb="xs">
        {t('inventory.flags.intro', { count: list.count })}
      </Text>
      <Table fz="sm" withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('inventory.flags.col.when')}</Table.Th>
            <Table.Th>{t('inventory.flags.col.invoice')}</Table.Th>
            <Table.Th>{t('inventory.flags.col.company')}</Table.Th>
            <Table.Th>{t('inventory.flags.col.what')}</Table.Th>
            <Table.Th>{t('inventory.flags.col.accepted')}</Table.Th>
            <Table.Th>{t('inventory.flags.col.now')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.results.map((flag) => {
            const d = describe(flag, t, f);
            return (
              <Table.Tr key={flag.id} data-testid="sale-flag">
                <Table.Td>{f.dateTime(flag.order.created)}</Table.Td>
                <Table.Td>
                  <Ltr>{flag.order.invoice_id}</Ltr>
                </Table.Td>
                <Table.Td>{flag.company.company_name}</Table.Td>
                <Table.Td>{d.what}</Table.Td>
                <Table.Td>{d.beyond}</Table.Td>
                <Table.Td>{d.now}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {list.count > list.results.length && (
        <Text size="xs" c="dimmed">
          {t('inventory.flags.showing', { shown: list.results.length, count: list.count })}
        </Text>
      )}
    </Alert>
  );
}
