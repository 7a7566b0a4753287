import { Anchor, Badge, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import type { ProductWire } from '@tillwise/domain';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table';
import { money } from '../../../lib/format';
import { paths } from '../../../lib/paths';

/** The variants of one product as a small nested table: size (or a dash), cost price, price. */
function VariantsCell({ product }: { product: ProductWire }) {
  return (
    <Table withRowBorders={false} verticalSpacing={0} horizontalSpacing={6} fz="xs" w={300} layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th fw={500}>Size</Table.Th>
          <Table.Th fw={500} ta="right">
            Cost Price
          </Table.Th>
          <Table.Th fw={500} ta="right">
            Price
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {product.product_variant.map((v) => (
          <Table.Tr key={v.id}>
            <Table.Td>{[v.size, v.color].filter(Boolean).join(' · ') || '-'}</Table.Td>
            <Table.Td ta="right">{money(v.price)}</Table.Td>
            <Table.Td ta="right">{money(v.sale_price)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The products ticked for labels (kept across pages). */
export interface LabelSelection {
  has: (id: number) => boolean;
  toggle: (id: number) => void;
}

/** Columns of the Products table (spec 2.7), with a tick box to choose products for labels. */
export const productColumns = (
  onDelete: (p: ProductWire) => void,
  selection: LabelSelection,
): Column<ProductWire>[] => [
  {
    header: 'Labels',
    width: 64,
    cell: (p) => (
      <Checkbox
        aria-label={`Labels of ${p.name}`}
        checked={selection.has(p.id)}
        onChange={() => selection.toggle(p.id)}
      />
    ),
  },
  { header: 'Sr No', cell: (_, i) => i + 1, width: 64 },
  {
    header: 'Name',
    cell: (p) => (
      <Anchor component={Link} to={paths.editProduct.to({ productId: p.id })} fw={500}>
        {p.name}
      </Anchor>
    ),
  },
  {
    header: 'Barcode',
    cell: (p) => (
      <Text ff="monospace" size="sm">
        {p.bar_code}
      </Text>
    ),
  },
  { header: 'Category', cell: (p) => p.category?.name ?? 'Others' },
  {
    header: 'Token',
    cell: (p) => (
      <Badge variant="light" color={p.token ? 'teal' : 'gray'}>
        {p.token ? 'Yes' : 'No'}
      </Badge>
    ),
  },
  { header: 'Variants', cell: (p) => <VariantsCell product={p} /> },
  {
    header: 'Action',
    align: 'right',
    cell: (p) => (
      <Group gap={6} justify="flex-end" wrap="nowrap">
        <Button
          size="compact-sm"
          variant="default"
          component={Link}
          to={paths.editProduct.to({ productId: p.id })}
        >
          Edit
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          onClick={() => onDelete(p)}
          aria-label={`Delete ${p.name}`}
        >
          Delete
        </Button>
      </Group>
    ),
  },
];
