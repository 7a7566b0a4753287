import { Checkbox, SimpleGrid, Text, TextInput } from '@mantine/core';
import { type CreditSettings, type CreditTermsInput, creditTermsErrors } from '@tillwise/domain';
import { LoadFailed } from '../../../components/load-failed';
import { SettingsSection } from '../../../components/settings-section';
import { saveOutcome } from '../../../lib/form-errors';
import { plainDecimal } from '../../../lib/format';
import { useSettingsForm } from '../../../lib/use-settings-form';
import { useCompanyCredit, useSaveCompanyCredit } from '../api/credit-terms';

const FIELDS = ['credit_limit', 'overdue_days', 'overdue_blocks', 'offline_allowance'] as const;

interface Values extends CreditTermsInput {
  offline_allowance: string;
  overdue_blocks: boolean;
}

const formValues = (s: CreditSettings): Values => ({
  credit_limit: s.credit_limit ?? '',
  overdue_days: String(s.overdue_days),
  overdue_blocks: s.overdue_blocks,
  offline_allowance: plainDecimal(s.offline_allowance),
});

const validate = (v: Values) => creditTermsErrors(v, true);

interface Props {
  companyId: number;
  /** The caller may change these settings (a super admin, or an admin or manager of the company). */
  editable: boolean;
}

/**
 * The Customer credit section of a company (docs/domain/credit.md, "Terms"): the defaults its
 * regular customers take when they have no terms of their own (a credit limit, empty for none; the
 * days after which an unpaid invoice is overdue; whether an overdue invoice blocks new credit), and
 * what each of its tills may put on a customer's account offline beyond the balance it last
 * synced. Saved on its own.
 */
export function CompanyCreditSection({ companyId, editable }: Props) {
  const settings = useCompanyCredit(companyId);
  if (settings.error)
    return (
      <LoadFailed what="the credit settings" error={settings.error} onRetry={() => settings.refetch()} />
    );
  if (!settings.data) return null;
  return (
    <CreditForm
      key={companyId}
      initial={formValues(settings.data)}
      companyId={companyId}
      editable={editable}
    />
  );
}

function CreditForm({
  initial,
  companyId,
  editable,
}: {
  initial: Values;
  companyId: number;
  editable: boolean;
}) {
  const save = useSaveCompanyCredit(companyId);
  const form = useSettingsForm(initial, validate, editable);
  const submit = form.submitWith(async (values) => {
    const errors = await saveOutcome(
      () =>
        save.mutateAsync({
          credit_limit: values.credit_limit.trim() === '' ? null : values.credit_limit.trim(),
          overdue_days: Number(values.overdue_days.trim()),
          overdue_blocks: values.overdue_blocks,
          offline_allowance: values.offline_allowance.trim(),
        }),
      FIELDS,
    );
    form.setSaved(errors === null ? 'Customer credit saved.' : null);
    return errors;
  });

  return (
    <SettingsSection
      title="Customer credit"
      onSubmit={submit}
      onKeyDown={form.showAllOnEnter}
      editable={editable}
      saved={form.saved}
      saveLabel="Save customer credit"
      canSave={form.valid}
      saving={form.saving || save.isPending}
    >
      <Text size="sm" c="dimmed">
        The terms of this company’s regular customers who have none of their own (set on the customer’s Edit
        User page). A credit sale beyond the limit, or while a blocking invoice is overdue, needs a manager’s
        approval at the till.
        {!editable && ' Only an admin or a manager of this company changes these settings.'}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label="Credit limit"
          description="The most a customer may owe after a sale; empty for no limit"
          placeholder="No limit"
          inputMode="decimal"
          {...form.text('credit_limit')}
        />
        <TextInput
          label="Overdue after (days)"
          description="An invoice still unpaid this many days after the sale is overdue"
          inputMode="numeric"
          {...form.text('overdue_days')}
        />
        <TextInput
          label="Offline allowance per till"
          description="What a till offline may put on a customer’s account beyond the balance it last synced"
          inputMode="decimal"
          {...form.text('offline_allowance')}
        />
      </SimpleGrid>
      <Checkbox label="An overdue invoice blocks new credit" {...form.check('overdue_blocks')} />
    </SettingsSection>
  );
}
