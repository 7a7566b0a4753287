import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { type CreditTermsInput, type CustomerCredit, creditTermsErrors, D } from '@tillwise/domain';
import { useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { SettingsSection } from '../../../components/settings-section';
import { saveOutcome } from '../../../lib/form-errors';
import { money } from '../../../lib/format';
import { useSettingsForm } from '../../../lib/use-settings-form';
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
  const form = useSettingsForm(formValues(credit), validate);
  const [fallback] = useState(() => defaults(credit));
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
    form.setSaved(errors === null ? 'Credit terms saved.' : null);
    return errors;
  });

  return (
    <SettingsSection
      title="Credit terms"
      onSubmit={submit}
      onKeyDown={form.showAllOnEnter}
      editable
      saved={form.saved}
      saveLabel="Save credit terms"
      canSave={form.valid}
      saving={form.saving || save.isPending}
    >
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
          {...form.text('credit_limit')}
        />
        <TextInput
          label="Overdue after (days)"
          description="Unpaid this long, an invoice is overdue"
          placeholder={fallback.overdue_days}
          inputMode="numeric"
          {...form.text('overdue_days')}
        />
        <Select
          label="Overdue blocks new credit"
          description="Whether an overdue invoice refuses credit"
          data={[
            { value: 'default', label: fallback.overdue_blocks },
            { value: 'yes', label: 'Blocks' },
            { value: 'no', label: 'Does not block' },
          ]}
          value={form.values.overdue_blocks}
          allowDeselect={false}
          onChange={(value) => value && form.set('overdue_blocks', value as Blocks)}
          error={form.error('overdue_blocks')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
}
