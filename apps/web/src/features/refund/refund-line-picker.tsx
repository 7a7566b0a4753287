import { Button, Group, Paper, Table, TextInput } from '@mantine/core';
import { D, displayQuantity, type OrderWire, type RefundableWire } from '@tillwise/domain';
import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
import { money } from '../../lib/format';

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
  const qtyRefs = useRef<(HTMLInputElement | null)[]>([]);
  useEffect(() => {
    setTimeout(() => qtyRefs.current.find((r) => r && !r.disabled)?.focus(), 0);
  }, []);

  return (
    <Paper withBorder radius="md">
      <Table verticalSpacing={6} aria-label="Lines to refund">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th ta="right">Sold</Table.Th>
            <Table.Th ta="right">Returned</Table.Th>
            <Table.Th ta="right">Returnable</Table.Th>
            <Table.Th w={190}>Return now</Table.Th>
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
                <Table.Td ta="right">{money(item.price)}</Table.Td>
                <Table.Td ta="right">{displayQuantity(item.quantity)}</Table.Td>
                <Table.Td ta="right">{displayQuantity(line?.returned ?? '0')}</Table.Td>
                <Table.Td ta="right">{displayQuantity(returnable)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <TextInput
                      ref={(el) => {
                        qtyRefs.current[i] = el;
                      }}
                      aria-label={`Return quantity of ${name}`}
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
                      All
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
