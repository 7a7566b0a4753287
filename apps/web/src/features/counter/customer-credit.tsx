import { Alert, Group, Stack, Text } from '@mantine/core';
import { type CustomerCredit, D } from '@tillwise/domain';
import { useFormatter, useT } from '../../i18n';
import type { Translate } from '../../i18n/use-t';
import { money } from '../../lib/format';

/**
 * What the counter shows when a regular customer is chosen (docs/domain/credit.md): what they owe,
 * their limit and the credit still available, and their oldest overdue invoice.
 */
export function CustomerCreditLine({
  credit,
}: {
  credit: (CustomerCredit & { offline?: boolean }) | null | undefined;
}) {
  const t = useT();
  const f = useFormatter();
  if (!credit) return null;
  const owed = new D(credit.owed);
  return (
    <Stack gap={4} data-testid="customer-credit">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {owed.isNegative() ? t('counter.credit.holds') : t('counter.credit.owes')}{' '}
          <b data-testid="customer-owed">{f.money(owed.abs())}</b>
        </Text>
        <Text size="sm">
          {t('counter.credit.available')}{' '}
          <b data-testid="customer-available">
            {credit.available === null ? t('counter.credit.noLimit') : f.money(credit.available)}
          </b>
          {credit.credit_limit !== null && (
            <Text span size="xs" c="dimmed">
              {' '}
              {t('counter.credit.ofLimit', { limit: f.money(credit.credit_limit) })}
            </Text>
          )}
        </Text>
      </Group>
      {credit.oldest_overdue && (
        <Alert color={credit.overdue_blocks ? 'red' : 'yellow'} p={6} data-testid="customer-overdue">
          <Text size="xs">
            {t('counter.credit.overdue', {
              invoice: `\u2068${credit.oldest_overdue.invoice_id}\u2069`,
              date: f.date(credit.oldest_overdue.created),
              amount: f.money(credit.oldest_overdue.due),
            })}
            {credit.overdue_blocks ? ` ${t('counter.credit.blocks')}` : ''}
          </Text>
        </Alert>
      )}
      {credit.offline && (
        <Text size="xs" c="dimmed">
          {t('counter.credit.offline', { amount: f.money(credit.offline_allowance) })}
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
  /** The catalog's words; without it (a unit test) the message is English. */
  t?: Translate,
): string | null {
  if (!credit?.offline || new D(onAccount).lte(0)) return null;
  const blocked = credit.overdue_blocks && credit.oldest_overdue !== null;
  if (credit.credit_limit === null && !blocked) return null;
  const room =
    credit.credit_limit === null
      ? null
      : new D(credit.credit_limit).minus(credit.owed).plus(credit.offline_allowance);
  if (!blocked && room !== null && new D(onAccount).lte(room)) return null;
  if (t)
    return blocked
      ? t('counter.credit.offlineBlocked', {
          invoice: `\u2066${credit.oldest_overdue?.invoice_id ?? ''}\u2069`,
        })
      : t('counter.credit.offlineLimit', {
          room: money(D.max(room ?? 0, 0)),
          allowance: money(credit.offline_allowance),
        });
  return blocked
    ? `Offline, this customer's overdue invoice ${credit.oldest_overdue?.invoice_id ?? ''} blocks new credit: take payment, or sell when the connection is back.`
    : `Offline, this till may put at most ${money(D.max(room ?? 0, 0))} on this customer's account (the balance last synced plus the till's allowance of ${money(credit.offline_allowance)}).`;
}
