import { Button, Checkbox, Group, Paper, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { counterpartyOptions, counterpartyRole, showsCashGiven, type UserWire } from '@tillwise/domain';
import { useState } from 'react';
import { DiscountField } from '../../components/discount-field';
import { useOrderMessage } from '../../components/order-entry/order-messages';
import { useFormatter, useT } from '../../i18n';
import type { Translate } from '../../i18n/use-t';
import { displayName } from '../../lib/format';
import type { OrderField } from './submit-internal-order';
import type { InternalOrderState } from './use-internal-order';

interface OrderPanelProps {
  me: UserWire;
  order: InternalOrderState;
  admins: UserWire[];
  vendors: UserWire[];
  serverErrors: Partial<Record<OrderField, string>>;
  sending: boolean;
  onSubmit: () => void;
  onAddVendor: () => void;
  onCancel: () => void;
}

const label = (u: UserWire, t: Translate) =>
  `${displayName(u)} — ${u.company?.company_name ?? t('internalOrder.panel.noCompany')}`;

/** Type, counterparty, totals, discount, vendor cash and the order's buttons (spec 2.5, 4.4). */
export function OrderPanel({
  me,
  order,
  admins,
  vendors,
  serverErrors,
  sending,
  ...actions
}: OrderPanelProps) {
  const t = useT();
  const f = useFormatter();
  const message = useOrderMessage();
  const { form, errors } = order;
  const locked = order.lines.length > 0;
  const options = counterpartyOptions(me, admins, vendors, form.type, form.isReturn);
  const role = counterpartyRole(form.type);
  const chosen = options.find((u) => u.id === form.counterparty?.id) ?? null;
  const vendor = showsCashGiven(chosen);
  const [touched, setTouched] = useState(false);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Radio.Group
          label={t('internalOrder.panel.type')}
          value={form.type}
          onChange={(value) => order.setType(value === 'to' ? 'to' : 'from')}
        >
          <Group mt={4}>
            <Radio value="from" label={t('internalOrder.panel.from')} disabled={locked || form.isReturn} />
            <Radio value="to" label={t('internalOrder.panel.to')} disabled={locked || form.isReturn} />
          </Group>
        </Radio.Group>
        <Checkbox
          label={t('internalOrder.panel.return')}
          checked={form.isReturn}
          disabled={locked}
          onChange={(e) => order.setReturn(e.currentTarget.checked)}
        />
        <Select
          label={role === 'seller' ? t('internalOrder.panel.seller') : t('internalOrder.panel.buyer')}
          withAsterisk
          searchable
          placeholder={
            role === 'seller' ? t('internalOrder.panel.chooseSeller') : t('internalOrder.panel.chooseBuyer')
          }
          data={options.map((u) => ({ value: String(u.id), label: label(u, t) }))}
          value={chosen ? String(chosen.id) : null}
          onChange={(value) => order.setCounterparty(options.find((u) => String(u.id) === value) ?? null)}
          // Asked for once there is something to order, or the choice was left empty.
          error={(locked || touched) && errors.counterparty ? message(errors.counterparty) : undefined}
          onBlur={() => setTouched(true)}
        />
        {vendor && chosen?.company && (
          <Group gap="lg">
            <Text size="sm">
              {t('internalOrder.panel.company')} <b>{chosen.company.company_name}</b>
            </Text>
            <Text size="sm">
              {t('internalOrder.panel.balance')} <b>{f.money(chosen.company.balance)}</b>
            </Text>
          </Group>
        )}
        <DiscountField
          value={form.totalDiscount}
          amount={form.amountDiscount}
          error={errors.total_discount ?? serverErrors.total_discount}
          onValue={(totalDiscount) => order.update({ totalDiscount })}
          onAmount={(amountDiscount) => order.update({ amountDiscount })}
        />
        {vendor && (
          <TextInput
            label={t('internalOrder.panel.cashGiven')}
            value={form.cashGiven}
            onChange={(e) => order.update({ cashGiven: e.currentTarget.value })}
            error={errors.amount_received ? message(errors.amount_received) : serverErrors.amount_received}
          />
        )}
        <Group justify="space-between">
          <Text fw={600}>{t('internalOrder.panel.total')}</Text>
          <Text fw={700} size="lg" data-testid="order-total">
            {f.money(order.total)}
          </Text>
        </Group>
        {serverErrors.total && (
          <Text c="red" size="sm">
            {serverErrors.total}
          </Text>
        )}
        <Button onClick={actions.onSubmit} disabled={!order.canSubmit(sending)} loading={sending}>
          {t('internalOrder.panel.submit')}
        </Button>
        <Group grow>
          <Button variant="default" onClick={actions.onAddVendor}>
            {t('internalOrder.panel.addVendor')}
          </Button>
          <Button variant="light" color="red" onClick={actions.onCancel}>
            {t('internalOrder.panel.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
