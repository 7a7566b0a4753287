import { Badge, Button, Checkbox, Group, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  EMPTY_ENTRY,
  isManager,
  ORDER_MSG,
  type OrderWire,
  type PaymentMethod,
  saleOrderBody,
  TILL_MSG,
  type UserWire,
} from '@tillwise/domain';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal';
import { showError } from '../../components/global-error';
import type { VariantChoice } from '../../components/order-entry/variant-choices';
import { toActor } from '../../lib/actor';
import { type ApiError, describeApiError } from '../../lib/api-error';
import { displayName } from '../../lib/format';
import { useInvoiceId } from '../../lib/invoice-id';
import { queryKeys } from '../../lib/query-keys';
import { localReceipt } from '../../offline/local-receipt';
import { useTillInvoiceId } from '../../offline/use-till-invoice';
import { AddCustomerModal } from './add-customer-modal';
import { useWalkInCustomer } from './api/get-walk-in-customer';
import classes from './counter.module.css';
import { ExpiredApprovalModal } from './expired-approval-modal';
import { holdSale, takeHeldSale, useHeldSales } from './held-sales';
import { HeldSalesModal } from './held-sales-modal';
import { type OrderStatus, OrderStatusModal } from './order-status-modal';
import { type OrderFieldErrors, PaymentPanel } from './payment-panel';
import { SaleEntryRow } from './sale-entry-row';
import { SaleItems } from './sale-items';
import { ShortcutBar } from './shortcut-bar';
import { submitOrder } from './submit-order';
import { type KeypadKey, TouchGrid } from './touch-grid';
import { useSale } from './use-sale';
import { useSaleShortcuts } from './use-sale-shortcuts';

/** What the app plugs in to show an order's receipt (the receipt feature), with New Order. */
export type SaleReceiptSlot = (props: {
  order: OrderWire;
  customerName: string | null;
  onNewOrder: () => void;
  /** Shown over the receipt: the sale was kept on the till. */
  notice?: string | undefined;
}) => ReactNode;

const METHODS: PaymentMethod[] = ['cash', 'card', 'credit', 'split'];
const TOUCH_KEY = 'tillwise.touchGrid';
const today = () =>
  new Date().toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/** Sorts a refused order (contract 3.3): non_field_errors to the Error modal, the payment's fields under their inputs. */
function refusal(error: ApiError): { fields: OrderFieldErrors; status: OrderStatus | null } {
  const nonField = error.fieldErrors('non_field_errors');
  if (nonField.length > 0) {
    showError(nonField.join('\n'));
    return { fields: {}, status: null };
  }
  const fields: OrderFieldErrors = {};
  for (const key of ['total', 'amount_received', 'total_discount'] as const) {
    const [first] = error.fieldErrors(key);
    if (first) fields[key] = first;
  }
  const detail = Object.keys(fields).length > 0 ? null : describeApiError(error);
  return { fields, status: { message: ORDER_MSG.failed, failed: true, detail } };
}

const EXPIRED_OFFLINE = `${TILL_MSG.expiredBatch} A manager's approval needs the network: remove the line or sell it when the connection is back.`;

/** While a sent sale has no answer: it may be on the books, so it is asked again, never shown as failed. */
const unknownOutcome = (attempt: number): OrderStatus => ({
  message: `${ORDER_MSG.outcomeUnknown}.`,
  failed: false,
  pending: true,
  detail: `No answer came from the server: the sale may already be recorded. Asking again with the same sale (attempt ${attempt + 1}); it is never recorded twice. Please wait.`,
});

const savedOfflineNotice = (order: OrderWire) =>
  `${ORDER_MSG.savedOffline}: invoice ${order.invoice_id} is kept on this till and sent when the network is back.`;

/** `/`: the New Sale screen (spec 2.4) for the signed-in seller. */
export function NewSalePage({
  me,
  renderReceipt,
  tillBar,
}: {
  me: UserWire;
  renderReceipt: SaleReceiptSlot;
  /** The till session strip (composed in by the app), shown above the sale. */
  tillBar?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sale = useSale();
  const invoice = useInvoiceId();
  const tillInvoice = useTillInvoiceId(me.company?.id ?? 0);
  const shownInvoice = tillInvoice ?? invoice.data ?? null;
  const walkIn = useWalkInCustomer(me.company?.id ?? 0);
  const manager = isManager(toActor(me));
  const barcodeRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const cashRef = useRef<HTMLInputElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<OrderFieldErrors>({});
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [receipt, setReceipt] = useState<{
    order: OrderWire;
    customerName: string | null;
    notice?: string;
  } | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [addingCustomer, setAddingCustomer] = useState(false);
  const [recalling, setRecalling] = useState(false);
  /** A manager is asked to approve the expired batches of the sale being sent. */
  const [approving, setApproving] = useState<{ print: boolean } | null>(null);
  // The touch grid, switched on per till (tablets); nothing of it renders while it is off.
  const [touch, setTouch] = useState(() => localStorage.getItem(TOUCH_KEY) === 'on');
  /** A pick fills 1 in the quantity: the keypad's first digit replaces it, as typing over the selection does. */
  const keypadFresh = useRef(false);
  const held = useHeldSales(me.id);
  /** F8 or F9 pressed while the sale cannot be submitted: the payment panel shows every message. */
  const [attempted, setAttempted] = useState(false);
  const { lines, payment, returnOrder, customer, entry } = sale.sale;

  /**
   * Sends the sale. A cashier's sale the server refuses for an expired batch asks for a manager's
   * approval on this screen, then goes again with it (docs/till-sessions.md, "Manager approval").
   */
  async function submit(print: boolean, expiredApproval: string | null = null) {
    if (!sale.canSubmit(submitting)) {
      if (!submitting) setAttempted(true);
      return;
    }
    // A cashier's expired batch: a manager approves first, which needs the network.
    if (!manager && !expiredApproval && sale.holdsExpired) {
      if (navigator.onLine) setApproving({ print });
      else setStatus({ message: ORDER_MSG.failed, failed: true, detail: EXPIRED_OFFLINE });
      return;
    }
    setSubmitting(true);
    setServerErrors({});
    const buyer =
      payment.method === 'credit'
        ? (payment.customerId ?? me.id)
        : payment.method === 'split' && payment.customerId !== null
          ? payment.customerId
          : (walkIn.data ?? me.id);
    const result = await submitOrder(
      {
        key: sale.sale.key,
        path: 'order/',
        company: me.company?.id ?? 0,
        sellerName: displayName(me),
        fallbackInvoiceId: invoice.data ?? '',
        // A manager's sale may hold an expired batch they chose; the server records the override.
        sellExpired: manager,
        expiredApproval,
        build: (invoiceId) => {
          const body = saleOrderBody(lines, payment, returnOrder, { buyer, seller: me.id, invoiceId });
          return { body, receipt: localReceipt(body, lines) };
        },
      },
      { onUnknown: (attempt) => setStatus(unknownOutcome(attempt)) },
    );
    setSubmitting(false);
    setStatus(null);
    if (!result.ok) {
      if (!manager && result.error.fieldErrors('order_item').includes(TILL_MSG.expiredBatch)) {
        setApproving({ print });
        return;
      }
      const { fields, status: failed } = refusal(result.error);
      setServerErrors(fields);
      setStatus(failed);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.catalog() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.inventory() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.users() });
    if (result.queued) {
      // Kept on the till: the receipt prints with its final invoice number (spec 4.3, 4.5).
      const customerName = customer ? displayName(customer) : null;
      if (print) setReceipt({ order: result.order, customerName, notice: savedOfflineNotice(result.order) });
      else
        setStatus({
          message: ORDER_MSG.savedOffline,
          failed: false,
          detail: savedOfflineNotice(result.order),
        });
      return;
    }
    if (print && result.order) {
      setReceipt({ order: result.order, customerName: customer ? displayName(customer) : null });
    } else setStatus({ message: ORDER_MSG.completed, failed: false });
  }

  function newOrder() {
    sale.reset();
    setAttempted(false);
    setStatus(null);
    setReceipt(null);
    setConfirmCancel(false);
    setServerErrors({});
    void invoice.refetch();
    setTimeout(() => barcodeRef.current?.focus(), 0);
  }

  /** F7: parks the sale in progress (a new one starts), or opens the list of held sales. */
  async function holdOrRecall() {
    if (lines.length === 0) {
      setRecalling(true);
      return;
    }
    await holdSale(sale.sale, me.id);
    newOrder();
  }

  /** Brings a held sale back; the sale in progress, if any, is held in its place. */
  async function recall(id: number) {
    setRecalling(false);
    if (lines.length > 0) await holdSale(sale.sale, me.id);
    const row = await takeHeldSale(id);
    if (!row) return;
    sale.restore(row);
    setAttempted(false);
    setServerErrors({});
    setTimeout(() => barcodeRef.current?.focus(), 0);
  }

  function toggleTouch() {
    const next = !touch;
    localStorage.setItem(TOUCH_KEY, next ? 'on' : 'off');
    setTouch(next);
  }

  /** The keypad types into the entry row's quantity; Add adds the line, as Enter does. */
  function keypad(key: KeypadKey) {
    const current = keypadFresh.current ? '' : entry.quantity;
    keypadFresh.current = false;
    if (key === 'enter') {
      if (sale.add()) barcodeRef.current?.focus();
    } else if (key === 'clear') sale.setQuantity('');
    else if (key === 'back') sale.setQuantity(entry.quantity.slice(0, -1));
    else sale.setQuantity(`${current}${key}`);
  }

  // Stable for the memoised grid: it calls the latest handlers without re-rendering on each keystroke.
  const latest = useRef({ keypad, pick: sale.pick });
  latest.current = { keypad, pick: sale.pick };
  const gridKey = useCallback((key: KeypadKey) => latest.current.keypad(key), []);
  const gridPick = useCallback((choice: VariantChoice) => {
    keypadFresh.current = latest.current.pick(choice.picked);
  }, []);

  const modalOpen = status !== null || receipt !== null || confirmCancel || addingCustomer || recalling;
  useSaleShortcuts({
    active: !modalOpen,
    focusBarcode: () => barcodeRef.current?.focus(),
    focusName: () => nameRef.current?.focus(),
    focusCash: () => {
      cashRef.current?.focus();
      cashRef.current?.select();
    },
    nextMethod: () => {
      // A return is refunded one way: F6 skips Split.
      const methods = returnOrder ? METHODS.filter((m) => m !== 'split') : METHODS;
      sale.setMethod(methods[(methods.indexOf(payment.method) + 1) % methods.length] ?? 'cash');
    },
    submit: (print) => void submit(print),
    holdOrRecall: () => void holdOrRecall(),
    refund: () => void navigate('/refund'),
    escape: () => {
      if (entry !== EMPTY_ENTRY) sale.clearEntry();
      else if (lines.length > 0) setConfirmCancel(true);
      barcodeRef.current?.focus();
    },
  });

  return (
    <div className={classes.sale}>
      <div className={classes.left}>
        {/* Never squeezed by the touch grid below it. */}
        {tillBar && <div className={classes.saleHeader}>{tillBar}</div>}
        <Group justify="space-between" className={classes.saleHeader}>
          <Group gap="md">
            <Title order={1} size="h4">
              {returnOrder ? 'Return Order' : 'New Sale'}
            </Title>
            <Text size="sm" c="dimmed" data-testid="sale-date">
              {today()}
            </Text>
            <Badge size="lg" variant="light" color="dark" radius="sm" data-testid="invoice-id">
              Invoice: {shownInvoice ?? '…'}
            </Badge>
          </Group>
          <Group gap="sm">
            <Button
              size="xs"
              variant="default"
              onClick={() => void holdOrRecall()}
              disabled={lines.length === 0 && held.length === 0}
              data-testid="hold-recall"
            >
              {lines.length > 0 ? 'Hold sale' : 'Held sales'} (F7)
              {held.length > 0 && (
                <Badge ml={6} size="sm" circle data-testid="held-count">
                  {held.length}
                </Badge>
              )}
            </Button>
            <Button
              size="xs"
              variant={touch ? 'filled' : 'default'}
              onClick={toggleTouch}
              aria-pressed={touch}
              data-testid="touch-toggle"
            >
              Touch grid
            </Button>
            <Button
              size="xs"
              variant="default"
              color="orange"
              onClick={() => void navigate('/refund')}
              data-testid="open-refund"
            >
              Refund (F10)
            </Button>
            <Checkbox
              label="Return Order"
              color="orange"
              checked={returnOrder}
              disabled={lines.length > 0}
              onChange={(e) => sale.setReturnOrder(e.currentTarget.checked)}
            />
          </Group>
        </Group>
        <SaleEntryRow sale={sale} refs={{ barcode: barcodeRef, name: nameRef }} manager={manager} />
        {touch && <TouchGrid userId={me.id} returnOrder={returnOrder} onPick={gridPick} onKey={gridKey} />}
        <SaleItems
          lines={lines}
          returnOrder={returnOrder}
          onChange={sale.replaceLine}
          onRemove={sale.removeLine}
        />
        {/* A tablet's touch grid takes the room of the keyboard hints (the keys still work). */}
        {!touch && <ShortcutBar />}
      </div>
      <PaymentPanel
        key={sale.sale.key}
        sale={sale}
        attempted={attempted}
        cashRef={cashRef}
        serverErrors={serverErrors}
        submitting={submitting}
        onSubmit={(print) => void submit(print)}
        onCancel={() => setConfirmCancel(true)}
        onAddCustomer={() => setAddingCustomer(true)}
      />
      <ConfirmModal
        opened={confirmCancel}
        title="Confirm Cancellation"
        onCancel={() => setConfirmCancel(false)}
        onConfirm={newOrder}
        danger
      >
        {ORDER_MSG.cancelConfirm}
      </ConfirmModal>
      <AddCustomerModal
        opened={addingCustomer}
        companyId={me.company?.id ?? 0}
        onClose={() => setAddingCustomer(false)}
        onCreated={(created) => {
          setAddingCustomer(false);
          sale.setCustomer(created);
        }}
      />
      <HeldSalesModal
        opened={recalling}
        held={held}
        onRecall={(id) => void recall(id)}
        onClose={() => setRecalling(false)}
      />
      {approving && (
        <ExpiredApprovalModal
          batches={[...new Set(lines.map((l) => l.batchId))]}
          onCancel={() => setApproving(null)}
          onApproved={(approval) => {
            setApproving(null);
            void submit(approving.print, approval);
          }}
        />
      )}
      <OrderStatusModal status={status} onNewOrder={newOrder} onBack={() => setStatus(null)} />
      {receipt && renderReceipt({ ...receipt, onNewOrder: newOrder })}
    </div>
  );
}
