import { Checkbox, SimpleGrid, Text, TextInput } from '@mantine/core';
import { type CreditSettings, type CreditTermsInput, creditTermsErrors } from '@tillwise/domain';
import { LoadFailed } from '../../../components/load-failed';
import { SettingsSection } from '../../../components/settings-section';
import { saveOutcome } from '../../../lib/form-errors';
import { plainDecimal } from '../../../lib/format';
import { useSettingsForm } from '../../../lib/use-settings-form';
import { useCompanyCredit, useSaveCompanyCredit } from '../api/credit-terms';
import { useOrgLabels } from '../labels';

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
  const { t } = useOrgLabels();
  const settings = useCompanyCredit(companyId);
  if (settings.error)
    return (
      <LoadFailed
        what={t('organisation.credit.what')}
        error={settings.error}
        onRetry={() => settings.refetch()}
      />
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
  const { t, message } = useOrgLabels();
  const save = useSaveCompanyCredit(companyId);
  const form = useSettingsForm(initial, validate, editable);
  const text = (field: 'credit_limit' | 'overdue_days' | 'offline_allowance') => {
    const bound = form.text(field);
    return { ...bound, error: message(bound.error) };
  };
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
    form.setSaved(errors === null ? t('organisation.credit.saved') : null);
    return errors;
  });

  return (
    <SettingsSection
      title={t('organisation.credit.title')}
      onSubmit={submit}
      onKeyDown={form.showAllOnEnter}
      editable={editable}
      saved={form.saved}
      saveLabel={t('organisation.credit.save')}
      canSave={form.valid}
      saving={form.saving || save.isPending}
    >
      <Text size="sm" c="dimmed">
        {t('organisation.credit.intro')}
        {!editable && ` ${t('organisation.credit.readOnly')}`}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('organisation.credit.limit')}
          description={t('organisation.credit.limitHint')}
          placeholder={t('organisation.credit.noLimit')}
          inputMode="decimal"
          {...text('credit_limit')}
        />
        <TextInput
          label={t('organisation.credit.days')}
          description={t('organisation.credit.daysHint')}
          inputMode="numeric"
          {...text('overdue_days')}
        />
        <TextInput
          label={t('organisation.credit.allowance')}
          description={t('organisation.credit.allowanceHint')}
          inputMode="decimal"
          {...text('offline_allowance')}
        />
      </SimpleGrid>
      <Checkbox label={t('organisation.credit.blocks')} {...form.check('overdue_blocks')} />
    </SettingsSection>
  );
}
