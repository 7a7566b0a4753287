import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  amountError,
  CHOSEN_SIDE,
  descriptionError,
  type FinanceMethod,
  PAYMENT_SERVICES,
  type PaymentService,
  signedAmount,
  type UserWire,
} from '@tillwise/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { showError } from '../../components/global-error';
import { useFormatter, useMessage, useT } from '../../i18n';
import { describeApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { createTransaction } from './api/create-transaction';
import { PartySelect, partyBalance, SELF } from './party-select';
import { useRefreshBooks } from './use-refresh-books';

type Errors = Partial<Record<'party' | 'amount' | 'description', string>>;

/**
 * Received, Debit, Credit and Expense (spec 2.14, 4.7): one chosen party (the other is the user),
 * the amount, how it was paid and why. The amount is sent negated for Debit and Expense.
 */
export function TransactionForm({
  method,
  user,
  onSuccess,
}: {
  method: FinanceMethod;
  user: UserWire;
  onSuccess: () => void;
}) {
  const t = useT();
  const f = useFormatter();
  const message = useMessage();
  const side = CHOSEN_SIDE[method];
  const [party, setParty] = useState(SELF);
  const [partyUser, setPartyUser] = useState<UserWire | null>(null);
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [service, setService] = useState<string>('CASH');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const refresh = useRefreshBooks();
  // A field's message goes as soon as the user changes that field, as on the other forms.
  const cleared = (field: keyof Errors) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    const amountMessage = amountError(amount);
    if (amountMessage) found.amount = amountMessage;
    const descriptionMessage = descriptionError(description);
    if (descriptionMessage) found.description = descriptionMessage;
    setErrors(found);
    if (Object.keys(found).length > 0 || saving) return;

    setSaving(true);
    const result = await createTransaction({
      payor: side === 'payor' ? Number(party) : -1,
      payee: side === 'payee' ? Number(party) : -1,
      amount: signedAmount(method, amount.trim()).toFixed(),
      transaction_id: reference.trim(),
      description: description.trim(),
      p_s: method,
      payment_service: service === 'CASH' ? null : (service as PaymentService),
    });
    setSaving(false);
    if (!result.ok) {
      const e = result.error;
      const fieldErrors: Errors = {
        party: e.fieldErrors(side)[0],
        amount: e.fieldErrors('amount')[0],
        description: e.fieldErrors('description')[0],
      };
      setErrors(fieldErrors);
      if (!Object.values(fieldErrors).some(Boolean)) showError(describeApiError(e));
      return;
    }
    setParty(SELF);
    setPartyUser(null);
    setAmount('');
    setDescription('');
    setReference('');
    setService('CASH');
    onSuccess();
    await refresh();
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t(`finance.form.name.${method}`)}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PartySelect
            method={method}
            label={side === 'payor' ? t('finance.form.payor') : t('finance.form.payee')}
            value={party}
            selfId={user.id}
            error={errors.party && message(errors.party)}
            onChange={(value, picked) => {
              setParty(value);
              setPartyUser(picked);
              cleared('party');
            }}
          />
          <Stack gap={2}>
            <Text size="sm" fw={700}>
              {t('finance.form.balance')}
            </Text>
            <Text size="sm" data-testid="my-balance">
              {t('finance.form.myBalance')} <strong>{f.money(user.company?.balance ?? 0)}</strong>
            </Text>
            {partyUser && (
              <Text size="sm" c="dimmed">
                {t('finance.form.partyBalance', {
                  name: partyUser.username,
                  amount: f.money(partyBalance(partyUser)),
                })}
              </Text>
            )}
          </Stack>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t(`finance.form.amount.${method}`)}
            withAsterisk
            inputMode="decimal"
            placeholder="00"
            value={amount}
            onChange={(e) => {
              setAmount(e.currentTarget.value);
              cleared('amount');
            }}
            error={errors.amount && message(errors.amount)}
          />
          <NativeSelect
            label={
              method === 'Received' || method === 'Credit'
                ? t('finance.form.receivedBy')
                : t('finance.form.paidBy')
            }
            value={service}
            onChange={(e) => setService(e.currentTarget.value)}
            data={[
              { value: 'CASH', label: t('finance.service.CASH') },
              ...PAYMENT_SERVICES.map((s) => ({ value: s, label: t(`finance.service.${s}`) })),
            ]}
          />
          <TextInput
            label={t('finance.form.transactionId')}
            placeholder={t('finance.form.transactionIdHint')}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Textarea
          label={t('finance.form.description')}
          withAsterisk
          placeholder={t('finance.form.description')}
          rows={2}
          value={description}
          onChange={(e) => {
            setDescription(e.currentTarget.value);
            cleared('description');
          }}
          error={errors.description && message(errors.description)}
        />
        <Group justify="center">
          <Button type="submit" loading={saving}>
            {t(`finance.form.save.${method}`)}
          </Button>
          <Button component={Link} to={paths.home.to()} variant="default">
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
