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
  SPLIT_MSG,
  splitExcess,
} from '@tillwise/domain';
import { type RefObject, useState } from 'react';
import { DiscountField } from '../../components/discount-field';
import { displayName, money } from '../../lib/format';
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

const SERVICES = PAYMENT_SERVICES.map((s) => ({ value: s, label: PAYMENT_SERVICE_LABELS[s] }));

/** Payment (spec 2.4): method, discount, cash, card or credit details, and the sale's buttons. */
export function PaymentPanel(props: PaymentPanelProps) {
  const { sale, serverErrors, submitting } = props;
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
  const touch = (field: keyof typeof touched) => setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
  const shown = (field: keyof typeof touched, message: string | undefined) =>
    props.attempted || touched[field] ? message : undefined;
  // Never a negative change: a shortfall is what a credit sale puts on the customer's account, or
  // what a cash sale still lacks.
  const short = !returnOrder && Boolean(sale.change?.isNegative() && !sale.change.isZero());
  const shortLabel = payment.method === 'credit' ? 'On account' : 'Still to pay';
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
            Balance: {money(customer.credit)}
          </Text>
        </Group>
      )}
      {customer && <CustomerCreditLine credit={credit.data} />}
    </>
  );
  const addCustomer = (
    <Button size="compact-sm" variant="light" onClick={props.onAddCustomer}>
      Add New Customer
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
      label="Transaction ID"
      size="sm"
      value={payment.transactionId}
      onChange={(e) => sale.setPayment({ transactionId: e.currentTarget.value })}
    />
  );

  return (
    <Paper withBorder radius="md" p="sm" className={classes.payment} aria-label="Payment">
      <div className={`${classes.totalBox} ${classes.paymentTop}`}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          {returnOrder ? 'Refund total' : 'Total'}
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
          aria-label="Payment method (F6)"
          value={payment.method}
          onChange={(v) => sale.setMethod(v as PaymentMethod)}
          data={[
            { value: 'cash', label: 'Cash' },
            { value: 'card', label: 'Card' },
            { value: 'credit', label: 'Credit' },
            // Part cash, part card, part credit in one sale; a return is refunded one way.
            { value: 'split', label: 'Split', disabled: returnOrder },
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
            {service('Payment service')}
            {reference}
          </Group>
        )}
        {payment.method === 'credit' && (
          <Stack gap={6}>
            {customerBlock}
            <Group justify="space-between">
              <Checkbox
                label="Deduct Balance"
                checked={payment.deductBalance}
                onChange={(e) => sale.setPayment({ deductBalance: e.currentTarget.checked })}
              />
              {addCustomer}
            </Group>
            <SegmentedControl
              size="xs"
              aria-label="Paid now by"
              value={payment.creditPaidInCash ? 'cash' : 'other'}
              onChange={(v) => sale.setPayment({ creditPaidInCash: v === 'cash' })}
              data={[
                { value: 'cash', label: 'Paid now in cash' },
                { value: 'other', label: 'Paid now by service' },
              ]}
            />
            {!payment.creditPaidInCash && (
              <Group grow gap="xs">
                {service('Payment service')}
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
                label="Card part"
                size="sm"
                w={80}
                inputMode="decimal"
                value={payment.splitCard}
                error={shown('splitCard', sale.payErrors.splitCard)}
                onBlur={() => touch('splitCard')}
                onChange={(e) => sale.setPayment({ splitCard: e.currentTarget.value })}
              />
              <div className={classes.splitCell}>{service('Card service')}</div>
              <div className={classes.splitCell}>{reference}</div>
            </Group>
            {/* The credit part beside its customer (the picker shows once a part is on credit). */}
            <Group gap={6} align="flex-start" wrap="nowrap">
              <TextInput
                label="Credit part"
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
                  {customer ? `Balance: ${money(customer.credit)}` : ''}
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
          label={`${payment.method === 'card' ? 'Amount received' : 'Cash received'} (F4)`}
          size="md"
          inputMode="decimal"
          // A card pays what is due unless another amount is typed (an empty card amount is the total).
          value={card && !payment.cashReceived.trim() ? sale.total.toFixed(2) : payment.cashReceived}
          description={
            excess ? (
              <Text component="span" size="xs" c="red" role="alert" data-testid="split-excess">
                {SPLIT_MSG.overTotalBy(money(excess))}
              </Text>
            ) : split ? (
              <>
                Cash part: <span data-testid="split-cash-part">{money(split.cash)}</span>
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
              {returnOrder ? 'Cash to return' : short ? shortLabel : 'Cash returned'}
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
          Submit and Print&nbsp;<Kbd size="xs">F8</Kbd>
        </Button>
        <Group grow gap="xs">
          <Button variant="light" disabled={!canSubmit} onClick={() => props.onSubmit(false)}>
            Submit&nbsp;<Kbd size="xs">F9</Kbd>
          </Button>
          <Button variant="default" color="red" onClick={props.onCancel} disabled={submitting}>
            Cancel Order
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
  const t = sale.taxed.taxed;
  const rows: [label: string, value: string, id: string][] = [
    ['Excl. tax', money(t.value), 'value'],
    ['Tax', money(t.tax), 'tax'],
  ];
  if (!t.furtherTax.isZero()) rows.push(['Further tax', money(t.furtherTax), 'further-tax']);
  if (!t.serviceFee.isZero()) rows.push(['Service fee', money(t.serviceFee), 'service-fee']);
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
