import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { money } from '../../lib/format';
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
              Goes back by the sale's payment
            </Text>
            {(preview?.tenders ?? []).map((t) => (
              <Text key={t.label} data-testid="refund-goes-to">
                {t.label}: {money(t.amount)}
              </Text>
            ))}
          </Stack>
          <Group>
            {preview?.tax && !preview.tax.isZero() && (
              <Text size="sm" c="dimmed" data-testid="refund-tax">
                incl. tax {money(preview.tax)}
              </Text>
            )}
            <Text fw={700} size="xl" data-testid="refund-total">
              Refund {preview?.total ? money(preview.total) : '0.00'}
            </Text>
            <Button variant="default" onClick={onCancel}>
              Cancel (Esc)
            </Button>
            <Button
              color="orange"
              onClick={onSubmit}
              loading={submitting}
              disabled={!refundable || !preview?.total}
            >
              Refund (F9)
            </Button>
          </Group>
        </Group>
      </Paper>
    </>
  );
}
