import { Anchor, Badge, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import type { ProductWire } from '@tillwise/domain';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table';
import { Ltr } from '../../../i18n';
import type { Translate } from '../../../i18n/use-t';
import type { Formatter } from '../../../lib/format';
import { paths } from '../../../lib/paths';

/** The variants of one product as a small nested table: size (or a dash), cost price, price. */
function VariantsCell({ product, t, f }: { product: ProductWire; t: Translate; f: Formatter }) {
  return (
    <Table withRowBorders={false} verticalSpacing={0} horizontalSpacing={6} fz="xs" w={300} layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th fw={500}>{t('catalog.col.size')}</Table.Th>
          <Table.Th fw={500} ta="end">
            {t('catalog.col.costPrice')}
          </Table.Th>
          <Table.Th fw={500} ta="end">
            {t('catalog.col.price')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {product.product_variant.map((v) => (
          <Table.Tr key={v.id}>
            <Table.Td>
              {/* Isolated in its own direction: "2 rolls · White" is not reordered in Urdu, nor an Urdu size in English. */}
              <bdi>{[v.size, v.color].filter(Boolean).join(' · ') || '-'}</bdi>
            </Table.Td>
            <Table.Td ta="end">{f.money(v.price)}</Table.Td>
            <Table.Td ta="end">{f.money(v.sale_price)}</Table.Td>
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
  t: Translate,
  f: Formatter,
): Column<ProductWire>[] => [
  {
    header: t('catalog.col.labels'),
    width: 64,
    cell: (p) => (
      <Checkbox
        aria-label={t('catalog.products.labelsOf', { name: p.name })}
        checked={selection.has(p.id)}
        onChange={() => selection.toggle(p.id)}
      />
    ),
  },
  { header: t('catalog.col.srNo'), cell: (_, i) => i + 1, width: 64 },
  {
    header: t('catalog.col.name'),
    cell: (p) => (
      <Anchor component={Link} to={paths.editProduct.to({ productId: p.id })} fw={500}>
        {p.name}
      </Anchor>
    ),
  },
  {
    header: t('catalog.col.barcode'),
    cell: (p) => (
      <Text ff="monospace" size="sm">
        <Ltr>{p.bar_code}</Ltr>
      </Text>
    ),
  },
  { header: t('catalog.col.category'), cell: (p) => p.category?.name ?? t('catalog.others') },
  {
    header: t('catalog.col.token'),
    cell: (p) => (
      <Badge variant="light" color={p.token ? 'teal' : 'gray'}>
        {p.token ? t('catalog.yes') : t('catalog.no')}
      </Badge>
    ),
  },
  { header: t('catalog.col.variants'), cell: (p) => <VariantsCell product={p} t={t} f={f} /> },
  {
    header: t('catalog.col.action'),
    align: 'right',
    cell: (p) => (
      <Group gap={6} justify="flex-end" wrap="nowrap">
        <Button
          size="compact-sm"
          variant="default"
          component={Link}
          to={paths.editProduct.to({ productId: p.id })}
        >
          {t('catalog.edit')}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          onClick={() => onDelete(p)}
          aria-label={t('catalog.products.deleteOf', { name: p.name })}
        >
          {t('catalog.delete')}
        </Button>
      </Group>
    ),
  },
];
