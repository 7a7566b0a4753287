import { Badge, Group, Paper, Text } from '@mantine/core';
import type { OrderWire, RefundableWire } from '@tillwise/domain';
import { dateTime, money } from '../../lib/format';
import { tenderLabel } from './refund-preview';

/** The sale being refunded: its invoice, date, total, what was refunded and how it was paid. */
export function SaleSummary({ sale, view }: { sale: OrderWire; view: RefundableWire }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group gap="xl">
        <Text fw={700} data-testid="refund-sale-invoice">
          {sale.invoice_id}
        </Text>
        <Text size="sm">{dateTime(sale.created)}</Text>
        <Text size="sm">Total {money(view.total)}</Text>
        <Text size="sm">Refunded {money(view.refunded)}</Text>
        <Group gap={4}>
          {view.tenders.map((t) => (
            <Badge key={`${t.kind}-${t.payment_service}`} variant="light" data-testid="refund-paid-by">
              {tenderLabel({
                kind: t.kind,
                funds: t.payment_service ?? 'CASH',
                reference: t.reference,
              })}
            </Badge>
          ))}
        </Group>
      </Group>
      {view.refunds.length > 0 && (
        <Text size="sm" mt={4} data-testid="refund-earlier">
          Refunds of this sale: {view.refunds.map((r) => `${r.invoice_id} (${money(r.total)})`).join(', ')}
        </Text>
      )}
    </Paper>
  );
}
