import { ActionIcon, Badge, ScrollArea, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Ltr, useT } from '../../i18n';
import { focusAndSelect } from '../../lib/focus';
import { EditableCell, type EditableCellProps } from '../editable-cell';
import classes from './order-entry.module.css';

/** One line as the items table shows it; each screen maps its own lines to this. */
export interface ItemRow {
  key: string;
  barcode: string;
  name: string;
  color?: string;
  size: string;
  /** The screen's own column (Admin Order: the batch, or the new batch's dates). */
  extra?: ReactNode;
  quantity: string;
  price: string;
  discount: string;
  total: string;
  /** The line takes from an expired batch: marked beside its name. */
  expired?: boolean;
  /** The line's tax as the Tax column shows it ("18% · 152.54"), when the table has one. */
  tax?: string;
  /** Why the company cannot tax the line (the server's message), shown under its name. */
  taxError?: string | null;
}

/** An in-line edit of line `index`: true when the screen took it, false when the rule ignored it. */
type Edit = (index: number, text: string) => boolean;

export interface ItemsTableProps {
  rows: ItemRow[];
  /** The header of the screen's own column, when it has one. */
  extraHeader?: string;
  /** A Tax column (rate and amount of each line): the company charges sales tax. */
  taxColumn?: boolean;
  /** What the empty table says. */
  empty: string;
  onQuantity: Edit;
  onDiscount: Edit;
  onTotal: Edit;
  onRemove: (index: number) => void;
}

/** A number cell edited in place, at the end of its column; `quantityOf` marks line i's quantity. */
function EditCell({ quantityOf, ...props }: EditableCellProps & { quantityOf?: number }) {
  return (
    <Table.Td>
      <div className={classes.cellEnd} data-quantity-of={quantityOf}>
        <EditableCell {...props} />
      </div>
    </Table.Td>
  );
}

/** Puts the keyboard in the quantity of the items table's line `index` (0-based), selected; none when -1. */
export function focusLineQuantity(index: number): void {
  if (index < 0) return;
  focusAndSelect(document.querySelector<HTMLInputElement>(`[data-quantity-of="${index}"] input`));
}

/** The order's lines (spec 2.4, 2.5) with the in-line edits of spec 5.2, on both order screens. */
export function ItemsTable({
  rows,
  extraHeader,
  taxColumn = false,
  empty,
  onQuantity,
  onDiscount,
  onTotal,
  onRemove,
}: ItemsTableProps) {
  const t = useT();
  if (rows.length === 0) {
    return (
      <div className={classes.items}>
        <Text c="dimmed" ta="center" py="xl" size="sm">
          {empty}
        </Text>
      </div>
    );
  }
  return (
    <ScrollArea className={taxColumn ? `${classes.items} ${classes.taxed}` : classes.items} type="auto">
      <Table stickyHeader striped verticalSpacing={4} fz="sm" aria-label={t('orderEntry.items.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} className={classes.colSr}>
              {t('orderEntry.items.sr')}
            </Table.Th>
            <Table.Th className={classes.colBarcode}>{t('orderEntry.items.barcode')}</Table.Th>
            <Table.Th>{t('orderEntry.items.name')}</Table.Th>
            <Table.Th>{t('orderEntry.items.size')}</Table.Th>
            {extraHeader && <Table.Th>{extraHeader}</Table.Th>}
            <Table.Th ta="end">{t('orderEntry.items.quantity')}</Table.Th>
            <Table.Th ta="end">{t('orderEntry.items.price')}</Table.Th>
            <Table.Th ta="end">{t('orderEntry.items.discount')}</Table.Th>
            {taxColumn && <Table.Th ta="end">{t('orderEntry.items.tax')}</Table.Th>}
            <Table.Th ta="end">{t('orderEntry.items.total')}</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={row.key} data-testid="order-line">
              <Table.Td className={classes.colSr}>{i + 1}</Table.Td>
              <Table.Td ff="monospace" fz="xs" className={classes.colBarcode}>
                <Ltr>{row.barcode}</Ltr>
              </Table.Td>
              <Table.Td fw={600} className={classes.colName}>
                {row.name}
                {row.color && (
                  <Text span size="sm" c="dimmed" fw={400}>
                    {' '}
                    · {row.color}
                  </Text>
                )}
                {row.expired && (
                  <Badge color="red" variant="light" size="xs" ml={6} data-testid="line-expired">
                    {t('orderEntry.items.expired')}
                  </Badge>
                )}
                <span className={classes.barcodeUnder}>
                  <Ltr>{row.barcode}</Ltr>
                </span>
                {row.taxError && (
                  <Text size="xs" c="red" fw={400} role="alert" data-testid="line-tax-error">
                    {row.taxError}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{row.size || '-'}</Table.Td>
              {extraHeader && <Table.Td>{row.extra}</Table.Td>}
              <EditCell
                label={t('orderEntry.items.quantityOf', { line: i + 1 })}
                quantityOf={i}
                value={row.quantity}
                onCommit={(text) => onQuantity(i, text)}
              />
              <Table.Td ta="end">{row.price}</Table.Td>
              <EditCell
                label={t('orderEntry.items.discountOf', { line: i + 1 })}
                value={row.discount}
                width={64}
                onCommit={(text) => onDiscount(i, text)}
              />
              {taxColumn && (
                <Table.Td ta="end" className={classes.colTax} data-testid="line-tax">
                  {row.tax ?? '-'}
                </Table.Td>
              )}
              <EditCell
                label={t('orderEntry.items.totalOf', { line: i + 1 })}
                value={row.total}
                width={104}
                onCommit={(text) => onTotal(i, text)}
              />
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('orderEntry.items.remove', { line: i + 1 })}
                  onClick={() => onRemove(i)}
                >
                  ×
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
