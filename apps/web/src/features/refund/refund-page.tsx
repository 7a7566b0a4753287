import { Alert, Button, Group, Kbd, Stack, Text, Title } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import type { OrderWire } from '@tillwise/domain';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n';
import { describeFailure } from '../../lib/api-error';
import { ReceiptLookup } from './receipt-lookup';
import { RefundLinePicker } from './refund-line-picker';
import type { RefundTenderLine } from './refund-preview';
import { RefundSummary } from './refund-summary';
import { SaleSummary } from './sale-summary';
import { useRefund } from './use-refund';

export type { RefundTenderLine } from './refund-preview';

/** The keyboard's own key names, as printed on the keys (the same in every language). */
const KEY_ENTER = 'Enter';
const KEY_F9 = 'F9';
const KEY_ESC = 'Esc';

/** What the app plugs in to show the refund's receipt (the 80 mm receipt, titled Refund). */
export type RefundReceiptSlot = (props: {
  refund: OrderWire;
  sale: OrderWire;
  tenders: RefundTenderLine[];
  onDone: () => void;
}) => ReactNode;

/** What the app plugs in to reprint the sale itself (its 80 mm receipt, with its fiscal number once reported). */
export type SaleReprintSlot = (props: { order: OrderWire; onClose: () => void }) => ReactNode;

/**
 * `/refund` (issue 19): a refund from the receipt. Scan or type the receipt's invoice id (the
 * scanner types it and Enter), or search part of it; pick the lines and quantities that come back
 * (never more than is left to return); F9 refunds by the sale's payment method and prints the
 * refund's receipt. Esc goes back to the scan field.
 */
export function RefundPage({
  renderReceipt,
  renderSaleReceipt,
}: {
  renderReceipt: RefundReceiptSlot;
  renderSaleReceipt?: SaleReprintSlot;
}) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [reprinting, setReprinting] = useState(false);
  const saleId = Number(params.get('order')) || 0;
  const refund = useRefund(saleId);
  const { sale, view, done } = refund;

  const open = (id: number) => setParams({ order: String(id) });
  const backToScan = () => setParams({});
  function finish() {
    refund.clearDone();
    backToScan();
  }

  useWindowEvent('keydown', (event) => {
    if (done || reprinting || event.defaultPrevented) return;
    if (event.key === 'F9') {
      event.preventDefault();
      void refund.submit();
    } else if (event.key === 'Escape' && saleId > 0) {
      event.preventDefault();
      backToScan();
    }
  });

  const s = sale.data;
  const v = view.data;
  return (
    <Stack gap="sm" maw={1100} data-testid="refund-page">
      <Group justify="space-between">
        <Title order={1} size="h4">
          {t('refund.title')}
        </Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            <Kbd size="xs">{KEY_ENTER}</Kbd> {t('refund.key.open')} · <Kbd size="xs">{KEY_F9}</Kbd>{' '}
            {t('refund.key.refund')} · <Kbd size="xs">{KEY_ESC}</Kbd> {t('refund.key.back')}
          </Text>
        </Group>
      </Group>
      {saleId === 0 && <ReceiptLookup onOpen={open} />}
      {saleId > 0 && (sale.isPending || view.isPending) && <Text>{t('refund.loading')}</Text>}
      {saleId > 0 && (sale.error || view.error) && (
        <Alert color="red" title={t('refund.cannotOpen')}>
          {describeFailure(sale.error ?? view.error)}
          <Button mt="sm" size="xs" variant="default" onClick={backToScan}>
            {t('refund.backEsc')}
          </Button>
        </Alert>
      )}
      {s && v && v.order === saleId && (
        <>
          <SaleSummary sale={s} view={v} />
          {renderSaleReceipt && (
            <Group gap="xs">
              {/* The sale's receipt again, e.g. with the FBR's number once it is reported (docs/domain/fiscal.md). */}
              <Button
                size="xs"
                variant="default"
                onClick={() => setReprinting(true)}
                data-testid="refund-reprint-sale"
              >
                {t('refund.reprint')}
              </Button>
              {s.fiscal_status === 'PENDING' && (
                <Text size="xs" c="dimmed">
                  {t('refund.fiscalPending')}
                </Text>
              )}
            </Group>
          )}
          {reprinting && renderSaleReceipt?.({ order: s, onClose: () => setReprinting(false) })}
          {!v.refundable && (
            <Alert color="orange" data-testid="refund-not-refundable">
              {t('refund.notRefundable')}
            </Alert>
          )}
          <RefundLinePicker
            sale={s}
            view={v}
            quantities={refund.quantities}
            setQuantities={refund.setQuantities}
            onSubmit={() => void refund.submit()}
          />
          <RefundSummary
            errors={refund.errors}
            preview={refund.preview}
            refundable={v.refundable}
            submitting={refund.submitting}
            onCancel={backToScan}
            onSubmit={() => void refund.submit()}
          />
        </>
      )}
      {done && renderReceipt({ ...done, onDone: finish })}
    </Stack>
  );
}
