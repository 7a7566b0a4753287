import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { type CreditTermsInput, type CustomerCredit, creditTermsErrors, D } from '@tillwise/domain';
import { useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { SettingsSection } from '../../../components/settings-section';
import { Ltr, useFormatter } from '../../../i18n';
import type { Translate } from '../../../i18n/use-t';
import { saveOutcome } from '../../../lib/form-errors';
import type { Formatter } from '../../../lib/format';
import { useSettingsForm } from '../../../lib/use-settings-form';
import { useCustomerTerms, useSaveCustomerTerms } from '../api/credit-terms';
import { useOrgLabels } from '../labels';

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
function defaults(c: CustomerCredit, t: Translate, fmt: Formatter) {
  const companyDefault = t('organisation.terms.companyDefault');
  return {
    credit_limit:
      c.own.credit_limit === null
        ? c.credit_limit === null
          ? t('organisation.terms.defaultNoLimit')
          : t('organisation.terms.defaultLimit', { amount: fmt.money(c.credit_limit) })
        : companyDefault,
    overdue_days:
      c.own.overdue_days === null
        ? t('organisation.terms.defaultDays', { days: fmt.count(c.overdue_days) })
        : companyDefault,
    overdue_blocks:
      c.own.overdue_blocks === null
        ? t(c.overdue_blocks ? 'organisation.terms.defaultBlocks' : 'organisation.terms.defaultNoBlock')
        : companyDefault,
  };
}

/**
 * A regular customer's own credit terms on Edit User (docs/domain/credit.md, "Terms"): a credit
 * limit, the days after which an unpaid invoice is overdue and whether an overdue invoice blocks
 * new credit; each left empty takes the company's default. Shows what they owe and what is
 * available. Saved on its own.
 */
export function CustomerCreditSection({ customerId }: { customerId: number }) {
  const { t } = useOrgLabels();
  const credit = useCustomerTerms(customerId);
  if (credit.error)
    return (
      <LoadFailed what={t('organisation.terms.what')} error={credit.error} onRetry={() => credit.refetch()} />
    );
  if (!credit.data) return null;
  return <TermsForm key={customerId} customerId={customerId} credit={credit.data} />;
}

function TermsForm({ customerId, credit }: { customerId: number; credit: CustomerCredit }) {
  const { t, message } = useOrgLabels();
  const fmt = useFormatter();
  const save = useSaveCustomerTerms(customerId);
  const form = useSettingsForm(formValues(credit), validate);
  const [fallback] = useState(() => defaults(credit, t, fmt));
  const text = (field: 'credit_limit' | 'overdue_days') => {
    const bound = form.text(field);
    return { ...bound, error: message(bound.error) };
  };
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
    form.setSaved(errors === null ? t('organisation.terms.saved') : null);
    return errors;
  });

  return (
    <SettingsSection
      title={t('organisation.terms.title')}
      onSubmit={submit}
      onKeyDown={form.showAllOnEnter}
      editable
      saved={form.saved}
      saveLabel={t('organisation.terms.save')}
      canSave={form.valid}
      saving={form.saving || save.isPending}
    >
      <Text size="sm" c="dimmed" data-testid="customer-credit-figures">
        {new D(credit.owed).isNegative()
          ? t('organisation.terms.holds', { amount: fmt.money(new D(credit.owed).abs()) })
          : t('organisation.terms.owes', { amount: fmt.money(credit.owed) })}
        {credit.available !== null &&
          t('organisation.terms.available', { amount: fmt.money(credit.available) })}
        {credit.oldest_overdue && <OverdueInvoice invoice={credit.oldest_overdue.invoice_id} t={t} />}
        {t('organisation.terms.leaveEmpty')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('organisation.credit.limit')}
          description={t('organisation.terms.limitHint')}
          placeholder={fallback.credit_limit}
          inputMode="decimal"
          {...text('credit_limit')}
        />
        <TextInput
          label={t('organisation.credit.days')}
          description={t('organisation.terms.daysHint')}
          placeholder={fallback.overdue_days}
          inputMode="numeric"
          {...text('overdue_days')}
        />
        <Select
          label={t('organisation.terms.blocks')}
          description={t('organisation.terms.blocksHint')}
          data={[
            { value: 'default', label: fallback.overdue_blocks },
            { value: 'yes', label: t('organisation.terms.blocksYes') },
            { value: 'no', label: t('organisation.terms.blocksNo') },
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

/** ", invoice S-12 overdue": the invoice number left to right inside the sentence. */
function OverdueInvoice({ invoice, t }: { invoice: string; t: Translate }) {
  const [before = '', after = ''] = t('organisation.terms.overdue', { invoice: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <Ltr>{invoice}</Ltr>
      {after}
    </>
  );
}
