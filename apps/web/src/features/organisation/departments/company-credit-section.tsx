import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type CreditSettings, type CreditTermsInput, creditTermsErrors } from '@tillwise/domain';
import { useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { saveOutcome } from '../../../lib/form-errors';
import { plainDecimal } from '../../../lib/format';
import { useForm } from '../../../lib/use-form';
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
  const form = useForm(initial, validate);
  const [saved, setSaved] = useState(false);
  const v = form.values;
  const text = (field: 'credit_limit' | 'overdue_days' | 'offline_allowance') => ({
    value: v[field],
    readOnly: !editable,
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
          overdue_days: Number(values.overdue_days.trim()),
          overdue_blocks: values.overdue_blocks,
          offline_allowance: values.offline_allowance.trim(),
        }),
      FIELDS,
    );
    setSaved(errors === null);
    return errors;
  });

  return (
    <form onSubmit={submit} onKeyDown={form.showAllOnEnter} noValidate aria-label="Customer credit">
      <Paper withBorder radius="md" p="lg" maw={760}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Customer credit
          </Title>
          <Text size="sm" c="dimmed">
            The terms of this company’s regular customers who have none of their own (set on the customer’s
            Edit User page). A credit sale beyond the limit, or while a blocking invoice is overdue, needs a
            manager’s approval at the till.
            {!editable && ' Only an admin or a manager of this company changes these settings.'}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label="Credit limit"
              description="The most a customer may owe after a sale; empty for no limit"
              placeholder="No limit"
              inputMode="decimal"
              {...text('credit_limit')}
            />
            <TextInput
              label="Overdue after (days)"
              description="An invoice still unpaid this many days after the sale is overdue"
              inputMode="numeric"
              {...text('overdue_days')}
            />
            <TextInput
              label="Offline allowance per till"
              description="What a till offline may put on a customer’s account beyond the balance it last synced"
              inputMode="decimal"
              {...text('offline_allowance')}
            />
          </SimpleGrid>
          <Checkbox
            label="An overdue invoice blocks new credit"
            checked={v.overdue_blocks}
            disabled={!editable}
            onChange={(e) => {
              form.set('overdue_blocks', e.currentTarget.checked);
              setSaved(false);
            }}
            error={form.error('overdue_blocks')}
          />
          {editable && (
            <Group justify="flex-end" gap="sm">
              {saved && (
                <Text size="sm" c="green.8" role="status">
                  Customer credit saved.
                </Text>
              )}
              <Button type="submit" disabled={!form.valid} loading={form.saving || save.isPending}>
                Save customer credit
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </form>
  );
}
