import { Badge, Button, Checkbox, Group, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { EMPTY_ENTRY, isManager, type OrderWire, type PaymentMethod, type UserWire } from '@tillwise/domain';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal';
import type { VariantChoice } from '../../components/order-entry/variant-choices';
import { Ltr, useFormatter, useT } from '../../i18n';
import { toActor } from '../../lib/actor';
import { focusAndSelect } from '../../lib/focus';
import { useInvoiceId } from '../../lib/invoice-id';
import { paths } from '../../lib/paths';
import { useSyncStatus } from '../../offline/sync-status';
import { useTillTax } from '../../offline/till-tax';
import { useTillInvoiceId } from '../../offline/use-till-invoice';
import { AddCustomerModal } from './add-customer-modal';
import { useWalkInCustomer } from './api/get-walk-in-customer';
import classes from './counter.module.css';
import { CreditApprovalModal } from './credit-approval-modal';
import { ExpiredApprovalModal } from './expired-approval-modal';
import { holdSale, takeHeldSale, useHeldSales } from './held-sales';
import { HeldSalesModal } from './held-sales-modal';
import { OrderStatusModal } from './order-status-modal';
import { PaymentPanel } from './payment-panel';
import { useSaleDraft } from './sale-draft';
import { SaleEntryRow } from './sale-entry-row';
import { SaleItems } from './sale-items';
import { ShortcutBar } from './shortcut-bar';
import { type KeypadKey, TouchGrid } from './touch-grid';
import { useSale } from './use-sale';
import { useSaleShortcuts } from './use-sale-shortcuts';
import { useSaleSubmit } from './use-sale-submit';

/** What the app plugs in to show an order's receipt (the receipt feature), with New Order. */
export type SaleReceiptSlot = (props: {
  order: OrderWire;
  customerName: string | null;
  /** The buyer's NTN or CNIC for a tax invoice that must name them. */
  customerTaxId?: string | undefined;
  onNewOrder: () => void;
  /** Shown over the receipt: the sale was kept on the till. */
  notice?: string | undefined;
}) => ReactNode;

const METHODS: PaymentMethod[] = ['cash', 'card', 'credit', 'split'];
const TOUCH_KEY = 'tillwise.touchGrid';
/** Between a button's words and its key: a plain space is dropped at the end of a flex item. */
const NBSP = '\u00a0';
const today = (locale: string) =>
  new Date().toLocaleDateString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

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
  const _queryClient = useQueryClient();
  const t = useT();
  const f = useFormatter();
  const navigate = useNavigate();
  const sale = useSale(useTillTax());
  const invoice = useInvoiceId();
  const tillInvoice = useTillInvoiceId(me.company?.id ?? 0);
  const { reservingBlock } = useSyncStatus();
  // The server's next id only when the till holds no block and is not reserving one: a block
  // reserved at sign-in starts below the id the server gives next (the badge once showed a number
  // 200 above the one the receipt printed).
  const shownInvoice =
    tillInvoice ?? (tillInvoice === null && !reservingBlock ? (invoice.data ?? null) : null);
  const walkIn = useWalkInCustomer(me.company?.id ?? 0);
  const manager = isManager(toActor(me));
  const barcodeRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const cashRef = useRef<HTMLInputElement>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [addingCustomer, setAddingCustomer] = useState(false);
  const [recalling, setRecalling] = useState(false);
  // The touch grid, switched on per till (tablets); nothing of it renders while it is off.
  const [touch, setTouch] = useState(() => localStorage.getItem(TOUCH_KEY) === 'on');
  /** A pick fills 1 in the quantity: the keypad's first digit replaces it, as typing over the selection does. */
  const keypadFresh = useRef(false);
  const held = useHeldSales(me.id);
  const { lines, payment, returnOrder, entry } = sale.sale;
  const {
    submit,
    submitting,
    sent,
    serverErrors,
    setServerErrors,
    status,
    setStatus,
    receipt,
    approving,
    setApproving,
    creditApproving,
    setCreditApproving,
    attempted,
    setAttempted,
    clear,
  } = useSaleSubmit({
    me,
    sale,
    manager,
    walkInId: walkIn.data ?? null,
    fallbackInvoiceId: invoice.data ?? '',
  });

  useSaleDraft(me.id, sale, sent);

  function newOrder() {
    sale.reset();
    clear();
    setConfirmCancel(false);
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
  const latest = useRef({ keypad, pick: sale.pick, manager });
  latest.current = { keypad, pick: sale.pick, manager };
  const gridKey = useCallback((key: KeypadKey) => latest.current.keypad(key), []);
  const gridPick = useCallback((choice: VariantChoice) => {
    keypadFresh.current = latest.current.pick(choice.picked, latest.current.manager) < 0;
  }, []);

  const modalOpen = status !== null || receipt !== null || confirmCancel || addingCustomer || recalling;
  useSaleShortcuts({
    active: !modalOpen,
    // Each field a key jumps to has its text selected, so the next scan or typing replaces it.
    focusBarcode: () => focusAndSelect(barcodeRef.current),
    focusName: () => focusAndSelect(nameRef.current),
    focusCash: () => focusAndSelect(cashRef.current),
    nextMethod: () => {
      // A return is refunded one way: F6 skips Split.
      const methods = returnOrder ? METHODS.filter((m) => m !== 'split') : METHODS;
      sale.setMethod(methods[(methods.indexOf(payment.method) + 1) % methods.length] ?? 'cash');
    },
    submit: (print) => void submit(print),
    holdOrRecall: () => void holdOrRecall(),
    refund: () => void navigate(paths.refund.to()),
    receipts: () => void navigate(paths.receipts.to()),
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
              {returnOrder ? t('counter.sale.returnTitle') : t('counter.sale.title')}
            </Title>
            <Text size="sm" c="dimmed" data-testid="sale-date">
              {today(f.locale)}
            </Text>
            <Badge size="lg" variant="light" color="dark" radius="sm" data-testid="invoice-id">
              {t('counter.sale.invoice', { id: shownInvoice ?? '…' })}
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
              {lines.length > 0 ? t('counter.sale.hold') : t('counter.sale.heldSales')}
              {NBSP}
              <Ltr>(F7)</Ltr>
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
              {t('counter.sale.touchGrid')}
            </Button>
            <Button
              size="xs"
              variant="default"
              color="orange"
              onClick={() => void navigate(paths.refund.to())}
              data-testid="open-refund"
            >
              {t('counter.sale.refund')}
              {NBSP}
              <Ltr>(F10)</Ltr>
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => void navigate(paths.receipts.to())}
              data-testid="open-receipts"
            >
              {t('counter.sale.receipts')}
              {NBSP}
              <Ltr>(F1)</Ltr>
            </Button>
            <Checkbox
              label={t('counter.sale.returnTitle')}
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
          tax={sale.taxing.policy.chargesTax ? sale.taxed : null}
          expired={sale.sale.expired}
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
        title={t('counter.sale.confirmCancelTitle')}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={newOrder}
        danger
      >
        {t('counter.sale.confirmCancel')}
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
          sale={sale.sale.key}
          onCancel={() => setApproving(null)}
          onApproved={(approval) => {
            setApproving(null);
            void submit(approving.print, approval);
          }}
        />
      )}
      {creditApproving && (
        <CreditApprovalModal
          messages={creditApproving.messages}
          customer={creditApproving.customer}
          sale={sale.sale.key}
          onCancel={() => setCreditApproving(null)}
          onApproved={(approval) => {
            setCreditApproving(null);
            void submit(creditApproving.print, creditApproving.expiredApproval, approval);
          }}
        />
      )}
      <OrderStatusModal status={status} onNewOrder={newOrder} onBack={() => setStatus(null)} />
      {receipt && renderReceipt({ ...receipt, onNewOrder: newOrder })}
    </div>
  );
}
