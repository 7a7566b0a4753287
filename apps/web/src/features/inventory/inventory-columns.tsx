import { Badge, Text } from '@mantine/core';
import { displayQuantity, type InventoryWire } from '@tillwise/domain';
import type { Column } from '../../components/data-table';
import { money } from '../../lib/format';
import type { ReorderLevel } from './api/reorder-levels';
import { ReorderLevelCell } from './reorder-level-cell';

const product = (r: InventoryWire) => r.batch.product_variant.product;

/** The Inventory table (spec 2.12), with the company when several companies are shown. */
export function inventoryColumns(
  withCompany: boolean,
  levels?: Map<string, ReorderLevel>,
): Column<InventoryWire>[] {
  const columns: Column<InventoryWire>[] = [
    { header: 'Sr No', cell: (_, i) => i + 1, width: 64 },
    {
      header: 'Product',
      cell: (r) => (
        <Text size="sm" fw={500}>
          {product(r).name}
        </Text>
      ),
    },
    { header: 'Color', cell: (r) => r.batch.product_variant.color || '-' },
    { header: 'Size', cell: (r) => r.batch.product_variant.size || '-' },
    {
      header: 'Barcode',
      cell: (r) => (
        <Text ff="monospace" size="sm">
          {product(r).bar_code}
        </Text>
      ),
    },
    { header: 'Batch expiry', cell: (r) => r.batch.expiry_date },
    {
      header: 'Active',
      cell: (r) => (
        <Badge variant="light" color={r.is_active ? 'teal' : 'gray'}>
          {r.is_active ? 'Yes' : 'No'}
        </Badge>
      ),
    },
    { header: 'Price', align: 'right', cell: (r) => money(r.batch.product_variant.price) },
    { header: 'Quantity', align: 'right', cell: (r) => displayQuantity(r.quantity) },
    {
      header: 'Reorder level',
      align: 'right',
      cell: (r) => (
        <ReorderLevelCell row={r} level={levels?.get(`${r.company.id}-${r.batch.product_variant.id}`)} />
      ),
    },
  ];
  if (withCompany) columns.splice(2, 0, { header: 'Company', cell: (r) => r.company.company_name });
  return columns;
}
