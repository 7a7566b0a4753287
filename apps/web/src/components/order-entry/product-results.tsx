import { Badge, Paper, ScrollArea, Table, Text } from '@mantine/core';
import { ORDER_MSG } from '@tillwise/domain';
import { Ltr, useFormatter, useT } from '../../i18n';
import classes from './order-entry.module.css';
import { useOrderMessage } from './order-messages';
import type { VariantChoice } from './variant-choices';

export interface ProductResultsProps {
  choices: VariantChoice[];
  highlight: number;
  loading: boolean;
  /** Products matching in all, when known. */
  total?: number | null;
  /** The results come from the till's own catalogue (offline). */
  local?: boolean;
  /** The price column: the sale price (New Sale) or the cost price (Admin Order). */
  priceLabel: string;
  onPick: (choice: VariantChoice) => void;
}

/** Search results under the entry row: a variant per row; rows the rules refuse cannot be chosen. */
export function ProductResults({
  choices,
  highlight,
  loading,
  total,
  local,
  priceLabel,
  onPick,
}: ProductResultsProps) {
  const t = useT();
  const f = useFormatter();
  const message = useOrderMessage();
  const shownProducts = new Set(choices.map((c) => c.picked.productId)).size;
  return (
    <Paper className={classes.results} shadow="md" withBorder data-testid="product-results">
      {(local || (total != null && total > shownProducts)) && choices.length > 0 && (
        <Text size="xs" c="dimmed" px="sm" pt={4} data-testid="results-count">
          {total != null && total > shownProducts
            ? t('orderEntry.results.showing', { shown: shownProducts, total })
            : t('orderEntry.results.matching', { count: total ?? shownProducts })}
          {local ? ` · ${t('orderEntry.results.local')}` : ''}
        </Text>
      )}
      <ScrollArea.Autosize mah={260}>
        {choices.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            {loading ? t('orderEntry.results.searching') : t('orderEntry.results.none')}
          </Text>
        ) : (
          <Table
            highlightOnHover
            verticalSpacing={4}
            fz="sm"
            role="listbox"
            aria-label={t('orderEntry.results.label')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orderEntry.results.name')}</Table.Th>
                <Table.Th>{t('orderEntry.results.barcode')}</Table.Th>
                <Table.Th>{t('orderEntry.results.colour')}</Table.Th>
                <Table.Th>{t('orderEntry.results.size')}</Table.Th>
                <Table.Th ta="end">{priceLabel}</Table.Th>
                <Table.Th ta="end">{t('orderEntry.results.stock')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {choices.map((choice, i) => {
                const out = choice.disabled;
                return (
                  <Table.Tr
                    key={choice.key}
                    role="option"
                    aria-selected={i === highlight}
                    aria-disabled={out || undefined}
                    className={
                      out ? classes.resultOut : i === highlight ? classes.resultActive : classes.result
                    }
                    onMouseDown={(e) => {
                      // Keep the focus in the input until the pick moves it to Quantity.
                      e.preventDefault();
                      if (!out) onPick(choice);
                    }}
                  >
                    <Table.Td fw={600}>
                      {choice.picked.name}
                      {choice.picked.unit ? ` · ${choice.picked.unit.name}` : ''}
                    </Table.Td>
                    <Table.Td ff="monospace">
                      <Ltr>{choice.picked.barcode}</Ltr>
                    </Table.Td>
                    <Table.Td>{choice.color || '-'}</Table.Td>
                    <Table.Td>{choice.picked.size || '-'}</Table.Td>
                    <Table.Td ta="end">{f.money(choice.price)}</Table.Td>
                    <Table.Td ta="end">
                      {out ? (
                        <Badge color="red" variant="light" size="sm">
                          {message(ORDER_MSG.outOfStock)}
                        </Badge>
                      ) : choice.expiredOnly ? (
                        <Badge
                          color="yellow"
                          variant="light"
                          size="sm"
                          title={t('orderEntry.results.expiredOnlyHint')}
                        >
                          {t('orderEntry.results.expiredOnly')}
                        </Badge>
                      ) : (
                        f.decimal(choice.stock)
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </ScrollArea.Autosize>
    </Paper>
  );
}
