import { type ComboboxItem, type ComboboxItemGroup, Select } from '@mantine/core';
import type { TransactionMethod, UserWire } from '@tillwise/domain';
import { useT } from '../../i18n';
import type { Translate } from '../../i18n/use-t';
import { useFinanceParties } from './api/get-finance-parties';

/** The form's value for "the signed-in user" (contract 3.6: -1 means SELF). */
export const SELF = '-1';

export function partyLabel(user: UserWire): string {
  const company = user.company?.company_name ?? '';
  if (user.user_type === 'VENDOR') return `${user.first_name} - ${user.username} - ${company}`;
  if (user.user_type.endsWith('CUSTOMER')) {
    const name = `${user.first_name} ${user.last_name}`.trim();
    return name ? `${name} - ${user.username}` : user.username;
  }
  return `${user.username} - ${company}`;
}

/** What the page shows as a party's balance: a customer's credit, anyone else's company balance (contract 3.6). */
export function partyBalance(user: UserWire): string {
  return user.user_type.endsWith('CUSTOMER') ? user.credit : (user.company?.balance ?? '0');
}

function groups(users: UserWire[], t: Translate): ComboboxItemGroup<ComboboxItem>[] {
  const by = (test: (u: UserWire) => boolean) =>
    users.filter(test).map((u) => ({ value: String(u.id), label: partyLabel(u) }));
  return [
    {
      group: t('finance.party.staff'),
      items: by((u) => !u.user_type.endsWith('CUSTOMER') && u.user_type !== 'VENDOR'),
    },
    { group: t('finance.party.vendors'), items: by((u) => u.user_type === 'VENDOR') },
    { group: t('finance.party.customers'), items: by((u) => u.user_type.endsWith('CUSTOMER')) },
  ].filter((g) => g.items.length > 0);
}

export interface PartySelectProps {
  method: TransactionMethod;
  label: string;
  value: string;
  onChange: (value: string, user: UserWire | null) => void;
  error?: string | null;
  selfId: number;
}

/**
 * Payor or payee: SELF first, then the people the server offers for this tab (spec 2.14), grouped.
 * The signed-in user is SELF, never listed twice.
 */
export function PartySelect({ method, label, value, onChange, error, selfId }: PartySelectProps) {
  const t = useT();
  const parties = useFinanceParties(method);
  const others = (parties.data ?? []).filter((u) => u.id !== selfId);
  return (
    <Select
      label={label}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('finance.party.nothingFound')}
      data={[{ value: SELF, label: t('finance.party.self') }, ...groups(others, t)]}
      value={value}
      onChange={(next) => onChange(next ?? SELF, others.find((u) => String(u.id) === next) ?? null)}
      error={error ?? (parties.isError ? t('finance.party.loadFailed') : undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
