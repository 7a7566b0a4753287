import { Badge, Text } from '@mantine/core';
import { displayQuantity, type InventoryWire } from '@tillwise/domain';
import type { Column } from '../../components/data-table';
import { Ltr } from '../../i18n';
import type { Translate } from '../../i18n/use-t';
import type { Formatter } from '../../lib/format';
import type { ReorderLevel } from './api/reorder-levels';
import { ReorderLevelCell } from './reorder-level-cell';

const product = (r: InventoryWire) => r.batch.product_variant.product;

/** The Inventory table (spec 2.12), with the company when several companies are shown. */
export function inventoryColumns(
  t: Translate,
  f: Formatter,
  withCompany: boolean,
  levels?: Map<string, ReorderLevel>,
): Column<InventoryWire>[] {
  const columns: Column<InventoryWire>[] = [
    { header: t('inventory.col.srNo'), cell: (_, i) => i + 1, width: 64 },
    {
      header: t('inventory.col.product'),
      cell: (r) => (
        <Text size="sm" fw={500}>
          {product(r).name}
        </Text>
      ),
    },
    { header: t('inventory.col.color'), cell: (r) => r.batch.product_variant.color || '-' },
    { header: t('inventory.col.size'), cell: (r) => r.batch.product_variant.size || '-' },
    {
      header: t('inventory.col.barcode'),
      cell: (r) => (
        <Text ff="monospace" size="sm">
          <Ltr>{product(r).bar_code}</Ltr>
        </Text>
      ),
    },
    { header: t('inventory.col.batchExpiry'), cell: (r) => <Ltr>{r.batch.expiry_date}</Ltr> },
    {
      header: t('inventory.col.active'),
      cell: (r) => (
        <Badge variant="light" color={r.is_active ? 'teal' : 'gray'}>
          {r.is_active ? t('inventory.yes') : t('inventory.no')}
        </Badge>
      ),
    },
    { header: t('inventory.col.price'), align: 'right', cell: (r) => f.money(r.batch.product_variant.price) },
    { header: t('inventory.col.quantity'), align: 'right', cell: (r) => displayQuantity(r.quantity) },
    {
      header: t('inventory.col.reorderLevel'),
      align: 'right',
      cell: (r) => (
        <ReorderLevelCell row={r} level={levels?.get(`${r.company.id}-${r.batch.product_variant.id}`)} />
      ),
    },
  ];
  if (withCompany)
    columns.splice(2, 0, { header: t('inventory.col.company'), cell: (r) => r.company.company_name });
  return columns;
}
