import { Alert, Button, Grid, Group, List, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { internalOrderBody, localDay, ORDER_MSG, type UserWire } from '@tillwise/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { LoadFailed } from '../../components/load-failed';
import { PageLoading } from '../../components/loading-modal';
import { useOrderMessage } from '../../components/order-entry/order-messages';
import type { VariantChoice } from '../../components/order-entry/variant-choices';
import { PageTitle } from '../../components/page-title';
import { Ltr, useFormatter, useT } from '../../i18n';
import { useInvoiceId } from '../../lib/invoice-id';
import { fetchOrder } from '../../lib/orders-api';
import { queryKeys } from '../../lib/query-keys';
import { useCounterparties } from './api/get-counterparties';
import { EntryRowView } from './entry-row';
import type { OrderBillSlot } from './order-bill';
import { OrderItems } from './order-items';
import { OrderPanel } from './order-panel';
import { type OrderResult, OrderResultModal } from './order-result-modal';
import { type OrderField, submitInternalOrder } from './submit-internal-order';
import { useEntryRow } from './use-entry-row';
import { type ScreenLine, useInternalOrder } from './use-internal-order';

export interface AddVendorModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called after a vendor was added, so the lists can reload. */
  onAdded: () => void;
}

export interface InternalOrderPageProps {
  me: UserWire;
  /** The bill after a completed order: the app's receipt (features do not import each other). */
  renderBill: OrderBillSlot;
  /** The Add Vendor modal, composed in by the app (features do not import each other). */
  addVendorModal: (props: AddVendorModalProps) => ReactNode;
  /**
   * A transfer that fulfils a request (composed in by the app): its lines and buyer fill the order
   * once; after a successful submit `onSubmitted` links the order and answers a line to show.
   */
  prefill?: TransferPrefill | null;
  /** A purchase from a vendor proposed by replenishment (composed in by the app): its seller and lines. */
  purchase?: PurchasePrefill | null;
}

/**
 * A purchase order from the Replenishment screen (docs/domain/replenishment.md): the vendor company
 * the goods are bought from and the accepted lines with their quantities. Each line goes through the
 * entry row, where the user adds the new batch's dates (and the buy price) before Add Product.
 */
export interface PurchasePrefill {
  title: string;
  /** The VENDOR company: its vendor person becomes the seller. */
  vendorCompany: number;
  lines: { choice: VariantChoice; quantity: string }[];
  /** Lines that could not be found in the catalogue, named for the user. */
  notice: string | null;
}

export interface TransferPrefill {
  title: string;
  buyerId: number;
  lines: ScreenLine[];
  notice: string | null;
  onSubmitted: (orderId: number) => Promise<string>;
}

/** `/admin/order` (spec 2.5, 4.4): buy from a vendor or department, sell or return to a department. */
export function InternalOrderPage({
  me,
  renderBill,
  addVendorModal,
  prefill,
  purchase,
}: InternalOrderPageProps) {
  const t = useT();
  const f = useFormatter();
  const message = useOrderMessage();
  const client = useQueryClient();
  const people = useCounterparties();
  const invoice = useInvoiceId();
  const order = useInternalOrder();
  const row = useEntryRow({
    type: order.form.type,
    isReturn: order.form.isReturn,
    lines: order.lines,
    onAdd: order.addLine,
  });
  const [sending, setSending] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<OrderField, string>>>({});
  const [result, setResult] = useState<OrderResult | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmExpired, setConfirmExpired] = useState(false);
  const [vendorOpen, setVendorOpen] = useState(false);
  const [prefilled, setPrefilled] = useState(false);
  const buyer = prefill && people.data?.admins.find((u) => u.id === prefill.buyerId);
  useEffect(() => {
    if (!prefill || prefilled || !buyer) return;
    setPrefilled(true);
    order.setType('to');
    order.setCounterparty(buyer);
    for (const line of prefill.lines) order.addLine(line);
  }, [prefill, prefilled, buyer, order]);
  const seller = purchase && people.data?.vendors.find((u) => u.company?.id === purchase.vendorCompany);
  useEffect(() => {
    if (!purchase || prefilled || !seller) return;
    setPrefilled(true);
    order.setCounterparty(seller);
  }, [purchase, prefilled, seller, order]);
  /** The proposed lines not yet in the order (a purchase has one line per variant). */
  const toReceive = (purchase?.lines ?? []).filter(
    (l) => !order.lines.some((line) => line.variantId === l.choice.variant.id),
  );

  if (people.error)
    return (
      <LoadFailed what={t('internalOrder.what')} error={people.error} onRetry={() => people.refetch()} />
    );
  if (!people.data) return <PageLoading />;
  const { admins, vendors } = people.data;
  const counterparty = [...admins, ...vendors].find((u) => u.id === order.form.counterparty?.id) ?? null;

  /** Lines that take from expired batches: named in the question asked before sending them. */
  const expiredLines = order.form.type === 'to' ? order.lines.filter((l) => l.batchExpired) : [];

  /** Submit: an order that transfers expired batches asks first. */
  function trySubmit() {
    if (!order.canSubmit(sending)) return;
    if (expiredLines.length > 0) setConfirmExpired(true);
    else void submit();
  }

  async function submit() {
    setConfirmExpired(false);
    if (!order.canSubmit(sending)) return;
    setSending(true);
    setServerErrors({});
    const body = internalOrderBody(me, order.form, order.lines, invoice.data ?? '');
    const outcome = await submitInternalOrder(body, order.idempotencyKey);
    if (outcome.ok) {
      const linked = prefill ? await prefill.onSubmitted(outcome.id) : null;
      const saved = await fetchOrder(outcome.id).catch(() => null);
      setResult({
        ok: true,
        message: linked ? `${message(outcome.message)} ${linked}` : message(outcome.message),
        order: saved,
      });
    } else {
      setServerErrors(outcome.fieldErrors);
      setResult({ ok: false, message: message(outcome.message), order: null });
    }
    setSending(false);
  }

  /** New Order and a confirmed Cancel: reset, a fresh invoice id, and the lists reloaded (spec 4.4). */
  function startOver() {
    order.reset();
    row.clear();
    setServerErrors({});
    setResult(null);
    setConfirmCancel(false);
    for (const key of [
      queryKeys.invoiceId(),
      queryKeys.orderCounterparties(),
      queryKeys.catalog(),
      queryKeys.inventory(),
    ]) {
      void client.invalidateQueries({ queryKey: key });
    }
  }

  return (
    <>
      <PageTitle title={t('internalOrder.title')} />
      {prefill && (
        <Alert color="blue" mb="sm" title={prefill.title}>
          {prefill.notice ?? t('internalOrder.prefill.filled')}
        </Alert>
      )}
      {purchase && (
        <Alert color="blue" mb="sm" title={purchase.title} data-testid="purchase-prefill">
          <Stack gap={4}>
            <Text size="sm">
              {toReceive.length === 0
                ? t('internalOrder.purchase.allIn')
                : t('internalOrder.purchase.fillIn')}
              {purchase.notice ? ` ${purchase.notice}` : ''}
              {!seller && people.data ? ` ${t('internalOrder.purchase.noVendorPerson')}` : ''}
            </Text>
            {toReceive.length > 0 && (
              <List size="sm" spacing={2}>
                {toReceive.map((l) => (
                  <List.Item key={l.choice.key}>
                    <Group gap="xs">
                      <Text size="sm">
                        {l.choice.product.name} {l.choice.variant.size} × {l.quantity}
                      </Text>
                      <Button
                        size="compact-xs"
                        variant="light"
                        aria-label={t('internalOrder.purchase.fillInOf', { name: l.choice.product.name })}
                        onClick={() => row.fill(l.choice, l.quantity)}
                      >
                        {t('internalOrder.purchase.fillInButton')}
                      </Button>
                    </Group>
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Alert>
      )}
      <Group justify="space-between" mb="sm">
        <Text>{t('internalOrder.date', { date: f.date(`${localDay()}T12:00:00`) })}</Text>
        <Text fw={600} data-testid="invoice-id">
          {t('internalOrder.invoice')} <Ltr>{invoice.data ?? '…'}</Ltr>
        </Text>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <EntryRowView row={row} type={order.form.type} />
            <OrderItems
              type={order.form.type}
              lines={order.lines}
              onEdit={order.editLine}
              onEditTotal={order.editLineTotal}
              onRemove={order.removeLine}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <OrderPanel
            me={me}
            order={order}
            admins={admins}
            vendors={vendors}
            serverErrors={serverErrors}
            sending={sending}
            onSubmit={trySubmit}
            onAddVendor={() => setVendorOpen(true)}
            onCancel={() => setConfirmCancel(true)}
          />
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={confirmExpired}
        title={t('internalOrder.expired.title')}
        confirmLabel={t('internalOrder.expired.confirm')}
        onConfirm={() => void submit()}
        onCancel={() => setConfirmExpired(false)}
      >
        {t('internalOrder.expired.question', {
          lines: expiredLines
            .map((l) => t('internalOrder.expired.line', { name: l.name, batch: String(l.batchId) }))
            .join(f.locale.startsWith('ur') ? '، ' : ', '),
        })}
      </ConfirmModal>
      <ConfirmModal
        opened={confirmCancel}
        title={t('internalOrder.cancel.title')}
        onConfirm={startOver}
        onCancel={() => setConfirmCancel(false)}
      >
        {message(ORDER_MSG.cancelConfirm)}
      </ConfirmModal>
      <OrderResultModal
        result={result}
        me={me}
        counterparty={counterparty}
        renderBill={renderBill}
        onNewOrder={startOver}
        onClose={() => setResult(null)}
      />
      {addVendorModal({
        opened: vendorOpen,
        onClose: () => setVendorOpen(false),
        onAdded: () => {
          setVendorOpen(false);
          void client.invalidateQueries({ queryKey: queryKeys.orderCounterparties() });
        },
      })}
    </>
  );
}
