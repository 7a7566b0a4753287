import { Badge, Group, Paper, Text } from '@mantine/core';
import type { OrderWire, RefundableWire } from '@tillwise/domain';
import { Ltr, useFormatter, useT } from '../../i18n';
import { dateTime } from '../../lib/format';
import { useTenderLabel } from './tender-label';

/** The sale being refunded: its invoice, date, total, what was refunded and how it was paid. */
export function SaleSummary({ sale, view }: { sale: OrderWire; view: RefundableWire }) {
  const t = useT();
  const f = useFormatter();
  const tenderLabel = useTenderLabel();
  return (
    <Paper withBorder p="md" radius="md">
      <Group gap="xl">
        <Text fw={700} data-testid="refund-sale-invoice">
          <Ltr>{sale.invoice_id}</Ltr>
        </Text>
        <Text size="sm">
          <Ltr>{dateTime(sale.created)}</Ltr>
        </Text>
        <Text size="sm">{t('refund.sale.total', { amount: f.money(view.total) })}</Text>
        <Text size="sm">{t('refund.sale.refunded', { amount: f.money(view.refunded) })}</Text>
        <Group gap={4}>
          {view.tenders.map((tender) => (
            <Badge
              key={`${tender.kind}-${tender.payment_service}`}
              variant="light"
              data-testid="refund-paid-by"
            >
              {tenderLabel({
                kind: tender.kind,
                funds: tender.payment_service ?? 'CASH',
                reference: tender.reference,
              })}
            </Badge>
          ))}
        </Group>
      </Group>
      {view.refunds.length > 0 && (
        <Text size="sm" mt={4} data-testid="refund-earlier">
          {t('refund.sale.earlier')}{' '}
          {view.refunds.map((r, i) => (
            <span key={r.invoice_id}>
              {i > 0 && t('refund.sale.separator')}
              <Ltr>{r.invoice_id}</Ltr> ({f.money(r.total)})
            </span>
          ))}
        </Text>
      )}
    </Paper>
  );
}
