import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useFormatter, useT } from '../../i18n';
import type { RefundPreview } from './refund-preview';

/**
 * Below the lines: the problems with the refund (from the server and from the typed quantities,
 * each once), where the money goes back, the total, and Cancel and Refund.
 */
export function RefundSummary({
  errors,
  preview,
  refundable,
  submitting,
  onCancel,
  onSubmit,
}: {
  errors: string[];
  preview: RefundPreview | null;
  refundable: boolean;
  submitting: boolean;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  const t = useT();
  const f = useFormatter();
  const problems = [...errors, ...(preview?.errors ?? [])];
  return (
    <>
      {problems.length > 0 && (
        <Alert color="red" data-testid="refund-errors">
          {[...new Set(problems)].map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('refund.goesBack')}
            </Text>
            {(preview?.tenders ?? []).map((line) => (
              <Text key={line.label} data-testid="refund-goes-to">
                {t('refund.tenderAmount', { label: line.label, amount: f.money(line.amount) })}
              </Text>
            ))}
          </Stack>
          <Group>
            {preview?.tax && !preview.tax.isZero() && (
              <Text size="sm" c="dimmed" data-testid="refund-tax">
                {t('refund.inclTax', { amount: f.money(preview.tax) })}
              </Text>
            )}
            <Text fw={700} size="xl" data-testid="refund-total">
              {t('refund.total', { amount: f.money(preview?.total ?? 0) })}
            </Text>
            <Button variant="default" onClick={onCancel}>
              {t('refund.cancelEsc')}
            </Button>
            <Button
              color="orange"
              onClick={onSubmit}
              loading={submitting}
              disabled={!refundable || !preview?.total}
            >
              {t('refund.submit')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </>
  );
}
