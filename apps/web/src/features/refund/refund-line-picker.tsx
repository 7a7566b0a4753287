import { Button, Group, Paper, Table, TextInput } from '@mantine/core';
import { D, type OrderWire, type RefundableWire } from '@tillwise/domain';
import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
import { useFormatter, useT } from '../../i18n';

type OrderItem = OrderWire['order_item'][number];

const itemName = (item: OrderItem) => {
  const variant = [item.batch.product_variant.color, item.batch.product_variant.size]
    .filter(Boolean)
    .join(', ');
  return `${item.batch.product_variant.product.name}${variant ? ` (${variant})` : ''}`;
};

/**
 * The sale's lines with what was sold, returned and may still be returned, and a quantity field
 * each (never enabled for a line with nothing left). The first open field is focused when shown;
 * Enter moves to the next one, and on the last submits.
 */
export function RefundLinePicker({
  sale,
  view,
  quantities,
  setQuantities,
  onSubmit,
}: {
  sale: OrderWire;
  view: RefundableWire;
  quantities: Record<number, string>;
  setQuantities: Dispatch<SetStateAction<Record<number, string>>>;
  onSubmit: () => void;
}) {
  const t = useT();
  const f = useFormatter();
  const qtyRefs = useRef<(HTMLInputElement | null)[]>([]);
  useEffect(() => {
    setTimeout(() => qtyRefs.current.find((r) => r && !r.disabled)?.focus(), 0);
  }, []);

  return (
    <Paper withBorder radius="md">
      <Table verticalSpacing={6} aria-label={t('refund.lines')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('refund.col.item')}</Table.Th>
            <Table.Th ta="end">{t('refund.col.price')}</Table.Th>
            <Table.Th ta="end">{t('refund.col.sold')}</Table.Th>
            <Table.Th ta="end">{t('refund.col.returned')}</Table.Th>
            <Table.Th ta="end">{t('refund.col.returnable')}</Table.Th>
            <Table.Th w={190}>{t('refund.col.returnNow')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sale.order_item.map((item, i) => {
            const line = view.lines.find((l) => l.item === item.id);
            const returnable = line?.returnable ?? '0';
            const none = !view.refundable || new D(returnable).lte(0);
            const name = itemName(item);
            return (
              <Table.Tr key={item.id}>
                <Table.Td fw={600}>{name}</Table.Td>
                <Table.Td ta="end">{f.money(item.price)}</Table.Td>
                <Table.Td ta="end">{f.decimal(item.quantity)}</Table.Td>
                <Table.Td ta="end">{f.decimal(line?.returned ?? '0')}</Table.Td>
                <Table.Td ta="end">{f.decimal(returnable)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <TextInput
                      ref={(el) => {
                        qtyRefs.current[i] = el;
                      }}
                      aria-label={t('refund.returnQuantity', { name })}
                      size="xs"
                      w={90}
                      disabled={none}
                      value={quantities[item.id] ?? ''}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setQuantities((q) => ({ ...q, [item.id]: value }));
                      }}
                      onKeyDown={(e) => {
                        if (e.key !== 'Enter') return;
                        e.preventDefault();
                        const next = qtyRefs.current.slice(i + 1).find((r) => r && !r.disabled);
                        if (next) next.focus();
                        else onSubmit();
                      }}
                    />
                    <Button
                      size="xs"
                      variant="subtle"
                      disabled={none}
                      tabIndex={-1}
                      onClick={() =>
                        setQuantities((q) => ({ ...q, [item.id]: new D(returnable).toString() }))
                      }
                    >
                      {t('refund.all')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
