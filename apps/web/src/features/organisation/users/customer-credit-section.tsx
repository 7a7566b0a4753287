import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type CreditTermsInput, type CustomerCredit, creditTermsErrors, D } from '@tillwise/domain';
import { useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { saveOutcome } from '../../../lib/form-errors';
import { money } from '../../../lib/format';
import { useForm } from '../../../lib/use-form';
import { useCustomerTerms, useSaveCustomerTerms } from '../api/credit-terms';

const FIELDS = ['credit_limit', 'overdue_days', 'overdue_blocks'] as const;

type Blocks = 'default' | 'yes' | 'no';

interface Values extends CreditTermsInput {
  overdue_blocks: Blocks;
}

const formValues = (c: CustomerCredit): Values => ({
  credit_limit: c.own.credit_limit ?? '',
  overdue_days: c.own.overdue_days === null ? '' : String(c.own.overdue_days),
  overdue_blocks: c.own.overdue_blocks === null ? 'default' : c.own.overdue_blocks ? 'yes' : 'no',
});

const validate = (v: Values) => creditTermsErrors(v, false);

/**
 * The company's defaults, as far as this customer's answer tells them: where the customer has no
 * term of their own, what applies is the default; where they have one, the default is not known
 * here and the field says only that empty takes it.
 */
function defaults(c: CustomerCredit) {
  return {
    credit_limit:
      c.own.credit_limit === null
        ? `Default: ${c.credit_limit === null ? 'no limit' : money(c.credit_limit)}`
        : 'Company default',
    overdue_days: c.own.overdue_days === null ? `Default: ${c.overdue_days}` : 'Company default',
    overdue_blocks:
      c.own.overdue_blocks === null
        ? `Default: ${c.overdue_blocks ? 'blocks' : 'no block'}`
        : 'Company default',
  };
}

/**
 * A regular customer's own credit terms on Edit User (docs/domain/credit.md, "Terms"): a credit
 * limit, the days after which an unpaid invoice is overdue and whether an overdue invoice blocks
 * new credit; each left empty takes the company's default. Shows what they owe and what is
 * available. Saved on its own.
 */
export function CustomerCreditSection({ customerId }: { customerId: number }) {
  const credit = useCustomerTerms(customerId);
  if (credit.error)
    return <LoadFailed what="the customer’s credit" error={credit.error} onRetry={() => credit.refetch()} />;
  if (!credit.data) return null;
  return <TermsForm key={customerId} customerId={customerId} credit={credit.data} />;
}

function TermsForm({ customerId, credit }: { customerId: number; credit: CustomerCredit }) {
  const save = useSaveCustomerTerms(customerId);
  const form = useForm(formValues(credit), validate);
  const [saved, setSaved] = useState(false);
  const [fallback] = useState(() => defaults(credit));
  const v = form.values;
  const text = (field: 'credit_limit' | 'overdue_days') => ({
    value: v[field],
    onChange: (e: { currentTarget: { value: string } }) => {
      form.set(field, e.currentTarget.value);
      setSaved(false);
    },
    onBlur: () => form.touch(field),
    error: form.error(field),
  });
  const submit = form.submitWith(async (values) => {
    const errors = await saveOutcome(
      () =>
        save.mutateAsync({
          credit_limit: values.credit_limit.trim() === '' ? null : values.credit_limit.trim(),
          overdue_days: values.overdue_days.trim() === '' ? null : Number(values.overdue_days.trim()),
          overdue_blocks: values.overdue_blocks === 'default' ? null : values.overdue_blocks === 'yes',
        }),
      FIELDS,
    );
    setSaved(errors === null);
    return errors;
  });

  return (
    <form onSubmit={submit} onKeyDown={form.showAllOnEnter} noValidate aria-label="Credit terms">
      <Paper withBorder radius="md" p="lg" maw={760}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Credit terms
          </Title>
          <Text size="sm" c="dimmed" data-testid="customer-credit-figures">
            {new D(credit.owed).isNegative()
              ? `Holds ${money(new D(credit.owed).abs())}`
              : `Owes ${money(credit.owed)}`}
            {credit.available !== null && `, ${money(credit.available)} available`}
            {credit.oldest_overdue && `, invoice ${credit.oldest_overdue.invoice_id} overdue`}. Leave a field
            empty for the company’s default.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label="Credit limit"
              description="The most they may owe after a sale"
              placeholder={fallback.credit_limit}
              inputMode="decimal"
              {...text('credit_limit')}
            />
            <TextInput
              label="Overdue after (days)"
              description="Unpaid this long, an invoice is overdue"
              placeholder={fallback.overdue_days}
              inputMode="numeric"
              {...text('overdue_days')}
            />
            <Select
              label="Overdue blocks new credit"
              description="Whether an overdue invoice refuses credit"
              data={[
                { value: 'default', label: fallback.overdue_blocks },
                { value: 'yes', label: 'Blocks' },
                { value: 'no', label: 'Does not block' },
              ]}
              value={v.overdue_blocks}
              allowDeselect={false}
              onChange={(value) => {
                if (value) form.set('overdue_blocks', value as Blocks);
                setSaved(false);
              }}
              error={form.error('overdue_blocks')}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            {saved && (
              <Text size="sm" c="green.8" role="status">
                Credit terms saved.
              </Text>
            )}
            <Button type="submit" disabled={!form.valid} loading={form.saving || save.isPending}>
              Save credit terms
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
