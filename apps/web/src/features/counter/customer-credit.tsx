import { Alert, Group, Stack, Text } from '@mantine/core';
import { type CustomerCredit, D } from '@tillwise/domain';
import { dayOf, money } from '../../lib/format';

/**
 * What the counter shows when a regular customer is chosen (docs/domain/credit.md): what they owe,
 * their limit and the credit still available, and their oldest overdue invoice.
 */
export function CustomerCreditLine({
  credit,
}: {
  credit: (CustomerCredit & { offline?: boolean }) | null | undefined;
}) {
  if (!credit) return null;
  const owed = new D(credit.owed);
  return (
    <Stack gap={4} data-testid="customer-credit">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {owed.isNegative() ? 'Holds' : 'Owes'}: <b data-testid="customer-owed">{money(owed.abs())}</b>
        </Text>
        <Text size="sm">
          Available:{' '}
          <b data-testid="customer-available">
            {credit.available === null ? 'no limit' : money(credit.available)}
          </b>
          {credit.credit_limit !== null && (
            <Text span size="xs" c="dimmed">
              {' '}
              of {money(credit.credit_limit)}
            </Text>
          )}
        </Text>
      </Group>
      {credit.oldest_overdue && (
        <Alert color={credit.overdue_blocks ? 'red' : 'yellow'} p={6} data-testid="customer-overdue">
          <Text size="xs">
            Overdue: {credit.oldest_overdue.invoice_id} of {dayOf(credit.oldest_overdue.created)},{' '}
            {money(credit.oldest_overdue.due)} due
            {credit.overdue_blocks ? ' (blocks new credit)' : ''}
          </Text>
        </Alert>
      )}
      {credit.offline && (
        <Text size="xs" c="dimmed">
          Offline: as last synced, plus this till's allowance of {money(credit.offline_allowance)}.
        </Text>
      )}
    </Stack>
  );
}

/**
 * Offline, the till sells on credit against the balance it last synced plus the till's allowance:
 * the refusal message when this credit part goes beyond it, else null.
 */
export function offlineCreditRefusal(
  credit: (CustomerCredit & { offline?: boolean }) | null | undefined,
  onAccount: string,
): string | null {
  if (!credit?.offline || new D(onAccount).lte(0)) return null;
  const blocked = credit.overdue_blocks && credit.oldest_overdue !== null;
  if (credit.credit_limit === null && !blocked) return null;
  const room =
    credit.credit_limit === null
      ? null
      : new D(credit.credit_limit).minus(credit.owed).plus(credit.offline_allowance);
  if (!blocked && room !== null && new D(onAccount).lte(room)) return null;
  return blocked
    ? `Offline, this customer's overdue invoice ${credit.oldest_overdue?.invoice_id ?? ''} blocks new credit: take payment, or sell when the connection is back.`
    : `Offline, this till may put at most ${money(D.max(room ?? 0, 0))} on this customer's account (the balance last synced plus the till's allowance of ${money(credit.offline_allowance)}).`;
}
