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
import { money } from '../../lib/format';
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
  const [mode, setMode] = useState<'amount' | 'count'>('amount');
  const [amount, setAmount] = useState('0');
  const [counts, setCounts] = useState<Record<string, number>>({});
  const { error, setError, busy, send } = useSessionWrite({ onDone: onClose });
  const lines = DENOMINATIONS.map((value) => ({ value, count: counts[value] ?? 0 }));
  const counted = floatFromDenominations(lines);

  async function submit() {
    const parsed = parseDecimal(amount);
    if (mode === 'amount' && (parsed === null || parsed.isNegative())) {
      setError('Enter an amount of 0 or more.');
      return;
    }
    const body =
      mode === 'amount'
        ? { till, opening_float: toWire(parsed ?? 0) }
        : { till, denominations: lines.filter((l) => l.count > 0) };
    await send((key) => openTillSession(body, key));
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Open till session" centered>
      <Stack>
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v as 'amount' | 'count')}
          data={[
            { value: 'amount', label: 'One amount' },
            { value: 'count', label: 'By denomination' },
          ]}
        />
        {mode === 'amount' ? (
          <TextInput
            label="Opening float"
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
                      aria-label={`Count of ${value}`}
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
        {mode === 'count' && <Text fw={700}>Float: {money(counted.toFixed(4))}</Text>}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={busy} data-testid="open-session-submit">
            Open session
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
