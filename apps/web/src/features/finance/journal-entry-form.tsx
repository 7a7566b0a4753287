import {
  Button,
  Group,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { amountError, MSG, type Settlement, sameParty, type UserWire } from '@tillwise/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { showError } from '../../components/global-error';
import { useMessage, useT } from '../../i18n';
import { describeApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { useLedgerCompanies } from './api/get-ledger-companies';
import { postJournalEntry } from './api/post-journal-entry';
import { JournalTable, type LocalRow } from './journal-table';
import { PartySelect, partyLabel, SELF } from './party-select';
import { useRefreshBooks } from './use-refresh-books';

type Errors = Partial<Record<'payee' | 'dept' | 'amount' | 'table', string>>;
let nextKey = 1;

/**
 * The Journal Entry tab (spec 2.14, 5.7): payor, payee, settlement, department and amount are
 * checked as each row is added to a local table; Submit posts the whole table as one entry.
 */
export function JournalEntryForm({ user, onSuccess }: { user: UserWire; onSuccess: () => void }) {
  const t = useT();
  const message = useMessage();
  const companies = useLedgerCompanies();
  // A party's label; SELF's is empty here and named in the reader's language where it shows.
  const [payor, setPayor] = useState({ id: SELF, label: '' });
  const [payee, setPayee] = useState({ id: SELF, label: '' });
  const [method, setMethod] = useState<Settlement>('cash');
  const [dept, setDept] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [rows, setRows] = useState<LocalRow[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);
  const refresh = useRefreshBooks();
  const pick = (id: string, picked: UserWire | null) => ({ id, label: picked ? partyLabel(picked) : '' });

  function addRow(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    const id = (v: string) => (v === SELF ? null : Number(v));
    if (sameParty(id(payor.id), id(payee.id), user.id)) found.payee = MSG.payorPayeeSame;
    const department = companies.data?.find((c) => String(c.id) === dept);
    if (!department) found.dept = MSG.departmentRequired;
    const amountMessage = amountError(amount);
    if (amountMessage) found.amount = amountMessage;
    setErrors(found);
    if (Object.keys(found).length > 0 || !department) return;
    const row: LocalRow = {
      key: nextKey++,
      p_s: 'JE',
      method,
      payor: payor.id,
      payee: payee.id,
      dept: String(department.id),
      deptname: department.company_name,
      amount: amount.trim(),
      description: description.trim(),
      payorLabel: payor.label,
      payeeLabel: payee.label,
    };
    setRows((current) => [...current, row]);
    setRowErrors({});
    setAmount('');
  }

  async function submit() {
    if (rows.length === 0) {
      setErrors({ table: MSG.noTableData });
      return;
    }
    setSaving(true);
    const result = await postJournalEntry(
      rows.map(({ key: _k, payorLabel: _a, payeeLabel: _b, ...sent }) => sent),
    );
    setSaving(false);
    if (!result.ok) {
      const body = result.error.body ?? {};
      // The server names rows by their index; they are kept by row, so removing one cannot move
      // its message onto the next.
      const perRow = Object.fromEntries(
        Object.entries(body).flatMap(([k, v]) => {
          const row = /^\d+$/.test(k) ? rows[Number(k)] : undefined;
          return row ? [[row.key, Array.isArray(v) ? String(v[0]) : String(v)]] : [];
        }),
      );
      setRowErrors(perRow);
      if (Object.keys(perRow).length === 0) showError(describeApiError(result.error));
      return;
    }
    setRows([]);
    setErrors({});
    onSuccess();
    await refresh();
  }

  return (
    <Paper withBorder radius="md" p="lg" aria-label={t('finance.tab.journal')}>
      <Stack gap="md">
        {/* The row being entered is its own form, so Enter in any of its fields adds it. */}
        <form onSubmit={addRow} noValidate aria-label={t('finance.journal.row')}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PartySelect
                method="JE"
                label={t('finance.form.payor')}
                value={payor.id}
                selfId={user.id}
                onChange={(v, u) => setPayor(pick(v, u))}
              />
              <PartySelect
                method="JE"
                label={t('finance.form.payee')}
                value={payee.id}
                selfId={user.id}
                error={errors.payee && message(errors.payee)}
                onChange={(v, u) => setPayee(pick(v, u))}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('finance.journal.dept')}
                withAsterisk
                placeholder={t('finance.journal.deptHint')}
                data={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.company_name }))}
                value={dept}
                onChange={setDept}
                error={errors.dept && message(errors.dept)}
              />
              <NativeSelect
                label={t('finance.journal.method')}
                value={method}
                onChange={(e) => setMethod(e.currentTarget.value as Settlement)}
                data={[
                  { value: 'cash', label: t('finance.journal.cash') },
                  { value: 'credit', label: t('finance.journal.onAccount') },
                ]}
              />
              <TextInput
                label={t('finance.col.amount')}
                withAsterisk
                inputMode="decimal"
                placeholder="00"
                value={amount}
                onChange={(e) => setAmount(e.currentTarget.value)}
                error={errors.amount && message(errors.amount)}
              />
            </SimpleGrid>
            <TextInput
              label={t('finance.form.description')}
              placeholder={t('finance.journal.descriptionHint')}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="light" type="submit">
                {t('finance.journal.add')}
              </Button>
            </Group>
          </Stack>
        </form>
        <JournalTable
          rows={rows}
          rowErrors={rowErrors}
          onRemove={(key) => setRows((r) => r.filter((x) => x.key !== key))}
        />
        {errors.table && (
          <Text c="red.7" size="sm" role="alert" ta="center">
            {message(errors.table)}
          </Text>
        )}
        <Group justify="center">
          <Button onClick={submit} loading={saving}>
            {t('finance.journal.submit')}
          </Button>
          <Button component={Link} to={paths.home.to()} variant="default">
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
