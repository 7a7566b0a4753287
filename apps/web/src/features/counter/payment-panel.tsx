import {
  Button,
  Checkbox,
  Divider,
  Group,
  Kbd,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  PAYMENT_SERVICE_LABELS,
  PAYMENT_SERVICES,
  type PaymentMethod,
  type PaymentService,
  splitExcess,
} from '@tillwise/domain';
import { type RefObject, useState } from 'react';
import { DiscountField } from '../../components/discount-field';
import { useFormatter, useT } from '../../i18n';
import { displayName } from '../../lib/format';
import { useCustomerCredit } from './api/customer-credit';
import classes from './counter.module.css';
import { CustomerCreditLine } from './customer-credit';
import { CustomerPicker } from './customer-picker';
import type { Sale } from './use-sale';

/** Messages the server put on the payment's fields (contract 3.3). */
export interface OrderFieldErrors {
  total?: string;
  amount_received?: string;
  total_discount?: string;
}

export interface PaymentPanelProps {
  sale: Sale;
  cashRef: RefObject<HTMLInputElement | null>;
  serverErrors: OrderFieldErrors;
  submitting: boolean;
  /** F8 or F9 was pressed while the sale could not be submitted: every payment message shows. */
  attempted: boolean;
  onSubmit: (print: boolean) => void;
  onCancel: () => void;
  onAddCustomer: () => void;
}

/** The keyboard's key names: printed on the keys, the same in every language. */
const KEY_SUBMIT_PRINT = 'F8';
const KEY_SUBMIT = 'F9';
/** Keeps a button's words and its key together. */
const NBSP = '\u00a0';

const SERVICES = PAYMENT_SERVICES.map((s) => ({ value: s, label: PAYMENT_SERVICE_LABELS[s] }));

/** Payment (spec 2.4): method, discount, cash, card or credit details, and the sale's buttons. */
export function PaymentPanel(props: PaymentPanelProps) {
  const { sale, serverErrors, submitting } = props;
  const t = useT();
  const f = useFormatter();
  const money = f.money;
  const { payment, customer, returnOrder } = sale.sale;
  const canSubmit = sale.canSubmit(submitting);
  // The chosen customer's balance, available credit and oldest overdue invoice (docs/domain/credit.md).
  const credit = useCustomerCredit(customer?.user_type === 'REGULAR_CUSTOMER' ? customer.id : null);
  // Messages show once the cashier has touched the field or tried to submit (spec 5.1), not as soon
  // as a line is added or Credit is chosen. The panel is remounted for each new sale.
  const [touched, setTouched] = useState({
    cash: false,
    customer: false,
    splitCard: false,
    splitCredit: false,
  });
  const touch = (field: keyof typeof touched) =>
    setTouched((was) => (was[field] ? was : { ...was, [field]: true }));
  const shown = (field: keyof typeof touched, message: string | undefined) =>
    props.attempted || touched[field] ? message : undefined;
  // Never a negative change: a shortfall is what a credit sale puts on the customer's account, or
  // what a cash sale still lacks.
  const short = !returnOrder && Boolean(sale.change?.isNegative() && !sale.change.isZero());
  const shortLabel =
    payment.method === 'credit' ? t('counter.payment.onAccount') : t('counter.payment.stillToPay');
  const split = payment.method === 'split' ? sale.split : null;
  const card = payment.method === 'card';
  // Card and credit over the total: no cash part and no change to show, only by how much.
  const excess = splitExcess(split);
  const splitCustomer = payment.method === 'split' && (Boolean(split?.credit.gt(0)) || customer !== null);
  const picker = (
    <CustomerPicker
      value={customer}
      error={shown('customer', sale.payErrors.customer)}
      onChange={(c) => {
        touch('customer');
        sale.setCustomer(c);
      }}
    />
  );
  const customerBlock = (
    <>
      {picker}
      {customer && (
        <Group justify="space-between" className={classes.customerLine}>
          <Text size="sm" fw={600}>
            {displayName(customer)}
          </Text>
          <Text size="sm" data-testid="customer-balance">
            {t('counter.payment.balance', { amount: money(customer.credit) })}
          </Text>
        </Group>
      )}
      {customer && <CustomerCreditLine credit={credit.data} />}
    </>
  );
  const addCustomer = (
    <Button size="compact-sm" variant="light" onClick={props.onAddCustomer}>
      {t('counter.payment.addCustomer')}
    </Button>
  );
  const service = (label: string) => (
    <Select
      label={label}
      size="sm"
      data={SERVICES}
      value={payment.paymentService}
      allowDeselect={false}
      onChange={(v) => v && sale.setPayment({ paymentService: v as PaymentService })}
    />
  );
  const reference = (
    <TextInput
      label={t('counter.payment.transactionId')}
      size="sm"
      value={payment.transactionId}
      onChange={(e) => sale.setPayment({ transactionId: e.currentTarget.value })}
    />
  );

  return (
    <Paper withBorder radius="md" p="sm" className={classes.payment} aria-label={t('counter.payment.label')}>
      <div className={`${classes.totalBox} ${classes.paymentTop}`}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          {returnOrder ? t('counter.payment.refundTotal') : t('counter.payment.total')}
        </Text>
        <Text className={classes.totalFigure} data-testid="sale-total">
          {money(sale.total)}
        </Text>
        {sale.taxing.policy.chargesTax && <TaxBreakdown sale={sale} />}
        {serverErrors.total && (
          <Text size="xs" c="red" role="alert">
            {serverErrors.total}
          </Text>
        )}
      </div>
      <Stack gap={8} className={classes.paymentFields}>
        <SegmentedControl
          fullWidth
          size="sm"
          aria-label={t('counter.payment.method')}
          value={payment.method}
          onChange={(v) => sale.setMethod(v as PaymentMethod)}
          data={[
            { value: 'cash', label: t('counter.payment.cash') },
            { value: 'card', label: t('counter.payment.card') },
            { value: 'credit', label: t('counter.payment.credit') },
            // Part cash, part card, part credit in one sale; a return is refunded one way.
            { value: 'split', label: t('counter.payment.split'), disabled: returnOrder },
          ]}
        />
        <DiscountField
          value={payment.totalDiscount}
          amount={payment.amountDiscount}
          error={sale.payErrors.totalDiscount ?? serverErrors.total_discount}
          onValue={(totalDiscount) => sale.setPayment({ totalDiscount })}
          onAmount={(amountDiscount) => sale.setPayment({ amountDiscount })}
        />
        {payment.method === 'card' && (
          <Group grow gap="xs">
            {service(t('counter.payment.service'))}
            {reference}
          </Group>
        )}
        {payment.method === 'credit' && (
          <Stack gap={6}>
            {customerBlock}
            <Group justify="space-between">
              <Checkbox
                label={t('counter.payment.deductBalance')}
                checked={payment.deductBalance}
                onChange={(e) => sale.setPayment({ deductBalance: e.currentTarget.checked })}
              />
              {addCustomer}
            </Group>
            <SegmentedControl
              size="xs"
              aria-label={t('counter.payment.paidNowBy')}
              value={payment.creditPaidInCash ? 'cash' : 'other'}
              onChange={(v) => sale.setPayment({ creditPaidInCash: v === 'cash' })}
              data={[
                { value: 'cash', label: t('counter.payment.paidNowCash') },
                { value: 'other', label: t('counter.payment.paidNowService') },
              ]}
            />
            {!payment.creditPaidInCash && (
              <Group grow gap="xs">
                {service(t('counter.payment.service'))}
                {reference}
              </Group>
            )}
          </Stack>
        )}
        {payment.method === 'split' && (
          <Stack gap={6} className={classes.split} data-testid="split-payment">
            {/* Three across, so the tallest split (with its customer) fits 1366×768 unscrolled. */}
            <Group gap={6} align="flex-start" wrap="nowrap">
              <TextInput
                label={t('counter.payment.cardPart')}
                size="sm"
                w={80}
                inputMode="decimal"
                value={payment.splitCard}
                error={shown('splitCard', sale.payErrors.splitCard)}
                onBlur={() => touch('splitCard')}
                onChange={(e) => sale.setPayment({ splitCard: e.currentTarget.value })}
              />
              <div className={classes.splitCell}>{service(t('counter.payment.cardService'))}</div>
              <div className={classes.splitCell}>{reference}</div>
            </Group>
            {/* The credit part beside its customer (the picker shows once a part is on credit). */}
            <Group gap={6} align="flex-start" wrap="nowrap">
              <TextInput
                label={t('counter.payment.creditPart')}
                size="sm"
                w={splitCustomer ? 80 : '100%'}
                inputMode="decimal"
                value={payment.splitCredit}
                error={shown('splitCredit', sale.payErrors.splitCredit)}
                onBlur={() => touch('splitCredit')}
                onChange={(e) => sale.setPayment({ splitCredit: e.currentTarget.value })}
              />
              {splitCustomer && <div className={classes.splitCell}>{picker}</div>}
            </Group>
            {splitCustomer && (
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" data-testid="customer-balance">
                  {customer ? t('counter.payment.balance', { amount: money(customer.credit) }) : ''}
                </Text>
                {addCustomer}
              </Group>
            )}
          </Stack>
        )}
      </Stack>
      <Stack gap={8} className={classes.paymentActions}>
        <TextInput
          ref={props.cashRef}
          label={
            payment.method === 'card'
              ? t('counter.payment.amountReceived')
              : t('counter.payment.cashReceived')
          }
          size="md"
          inputMode="decimal"
          // A card pays what is due unless another amount is typed (an empty card amount is the total).
          value={card && !payment.cashReceived.trim() ? sale.total.toFixed(2) : payment.cashReceived}
          description={
            excess ? (
              <Text component="span" size="xs" c="red" role="alert" data-testid="split-excess">
                {t('counter.payment.overTotalBy', { amount: money(excess) })}
              </Text>
            ) : split ? (
              <>
                {t('counter.payment.cashPart')} <span data-testid="split-cash-part">{money(split.cash)}</span>
              </>
            ) : undefined
          }
          disabled={returnOrder}
          error={shown('cash', sale.payErrors.cashReceived) ?? serverErrors.amount_received}
          onBlur={() => touch('cash')}
          onChange={(e) => {
            touch('cash');
            sale.setPayment({ cashReceived: e.currentTarget.value });
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && canSubmit) props.onSubmit(true);
          }}
        />
        {/* A card-only sale gives no cash back: only a shortfall is shown. */}
        {(!card || returnOrder || short) && (
          <Group justify="space-between" className={classes.changeLine}>
            <Text size="sm" fw={600}>
              {returnOrder
                ? t('counter.payment.cashToReturn')
                : short
                  ? shortLabel
                  : t('counter.payment.cashReturned')}
            </Text>
            <Text size="lg" fw={800} data-testid="cash-returned">
              {(payment.cashReceived.trim() || payment.method !== 'cash') && sale.change
                ? money(sale.change.abs())
                : '—'}
            </Text>
          </Group>
        )}
        <Divider />
        <Button
          size="md"
          fullWidth
          disabled={!canSubmit}
          loading={submitting}
          onClick={() => props.onSubmit(true)}
        >
          {t('counter.payment.submitPrint')}
          {NBSP}
          <Kbd size="xs">{KEY_SUBMIT_PRINT}</Kbd>
        </Button>
        <Group grow gap="xs">
          <Button variant="light" disabled={!canSubmit} onClick={() => props.onSubmit(false)}>
            {t('counter.payment.submit')}
            {NBSP}
            <Kbd size="xs">{KEY_SUBMIT}</Kbd>
          </Button>
          <Button variant="default" color="red" onClick={props.onCancel} disabled={submitting}>
            {t('counter.payment.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * How the total is made when the company charges tax (docs/domain/tax.md): the value excluding
 * tax, the tax, further tax when any and the service fee, all `taxOrder`'s figures.
 */
function TaxBreakdown({ sale }: { sale: Sale }) {
  const tr = useT();
  const { money } = useFormatter();
  const t = sale.taxed.taxed;
  const rows: [label: string, value: string, id: string][] = [
    [tr('counter.payment.exclTax'), money(t.value), 'value'],
    [tr('counter.payment.tax'), money(t.tax), 'tax'],
  ];
  if (!t.furtherTax.isZero())
    rows.push([tr('counter.payment.furtherTax'), money(t.furtherTax), 'further-tax']);
  if (!t.serviceFee.isZero())
    rows.push([tr('counter.payment.serviceFee'), money(t.serviceFee), 'service-fee']);
  return (
    <dl className={classes.taxBreakdown} data-testid="sale-tax">
      {rows.map(([label, value, id]) => (
        <div key={id}>
          <dt>{label}</dt>
          <dd data-testid={`sale-tax-${id}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
