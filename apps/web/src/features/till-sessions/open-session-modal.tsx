import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { floatFromDenominations, parseDecimal, toWire } from '@tillwise/domain';
import { useState } from 'react';
import { useFormatter, useT } from '../../i18n';
import { openTillSession } from './api';
import { useSessionWrite } from './use-session-write';

/** The notes and coins a drawer holds (rupees). */
const DENOMINATIONS = ['5000', '1000', '500', '100', '50', '20', '10', '5', '2', '1'];

/** Opens a session at this till: the float as one amount or counted note by note. */
export function OpenSessionModal({
  till,
  opened,
  onClose,
}: {
  till: string;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const f = useFormatter();
  const [mode, setMode] = useState<'amount' | 'count'>('amount');
  const [amount, setAmount] = useState('0');
  const [counts, setCounts] = useState<Record<string, number>>({});
  const { error, setError, busy, send } = useSessionWrite({ onDone: onClose });
  const lines = DENOMINATIONS.map((value) => ({ value, count: counts[value] ?? 0 }));
  const counted = floatFromDenominations(lines);

  async function submit() {
    const parsed = parseDecimal(amount);
    if (mode === 'amount' && (parsed === null || parsed.isNegative())) {
      setError(t('tillSessions.open.badAmount'));
      return;
    }
    const body =
      mode === 'amount'
        ? { till, opening_float: toWire(parsed ?? 0) }
        : { till, denominations: lines.filter((l) => l.count > 0) };
    await send((key) => openTillSession(body, key));
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('tillSessions.open.title')} centered>
      <Stack>
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v as 'amount' | 'count')}
          data={[
            { value: 'amount', label: t('tillSessions.open.oneAmount') },
            { value: 'count', label: t('tillSessions.open.byDenomination') },
          ]}
        />
        {mode === 'amount' ? (
          <TextInput
            label={t('tillSessions.report.openingFloat')}
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            data-testid="opening-float"
            inputMode="decimal"
          />
        ) : (
          <Table withTableBorder>
            <Table.Tbody>
              {DENOMINATIONS.map((value) => (
                <Table.Tr key={value}>
                  <Table.Td>{value}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('tillSessions.open.countOf', { value })}
                      min={0}
                      allowDecimal={false}
                      value={counts[value] ?? 0}
                      onChange={(v) => setCounts({ ...counts, [value]: Number(v) || 0 })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {mode === 'count' && (
          <Text fw={700}>{t('tillSessions.open.float', { amount: f.money(counted.toFixed(4)) })}</Text>
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={busy} data-testid="open-session-submit">
            {t('tillSessions.open.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
