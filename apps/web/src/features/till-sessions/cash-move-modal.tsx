import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  CASH_MOVE_REASON_KEYS,
  CASH_MOVE_REASONS,
  parseDecimal,
  reasonAllows,
  toWire,
} from '@tillwise/domain';
import { useState } from 'react';
import { moveTillCash } from './api';
import { useSessionWrite } from './use-session-write';

/** Cash into or out of the drawer, with a reason (each posts to its own account). */
export function CashMoveModal({ session, onClose }: { session: number; onClose: () => void }) {
  const [direction, setDirection] = useState<'IN' | 'OUT'>('OUT');
  const [reason, setReason] = useState<string | null>('PETTY_CASH');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const { error, setError, busy, send } = useSessionWrite({ onDone: onClose });
  const reasons = CASH_MOVE_REASON_KEYS.filter((r) => reasonAllows(r, direction));

  async function submit() {
    const parsed = parseDecimal(amount);
    if (parsed === null || !parsed.gt(0)) {
      setError('Enter an amount above 0.');
      return;
    }
    if (!reason || !reasons.includes(reason as (typeof reasons)[number])) {
      setError('Choose a reason.');
      return;
    }
    await send((key) => moveTillCash(session, { direction, reason, amount: toWire(parsed), note }, key));
  }

  return (
    <Modal opened onClose={onClose} title="Cash in / out" centered>
      <Stack>
        <SegmentedControl
          value={direction}
          onChange={(v) => {
            const next = v as 'IN' | 'OUT';
            setDirection(next);
            setReason(CASH_MOVE_REASON_KEYS.find((r) => reasonAllows(r, next)) ?? null);
          }}
          data={[
            { value: 'IN', label: 'Cash in' },
            { value: 'OUT', label: 'Cash out' },
          ]}
        />
        <Select
          label="Reason"
          value={reason}
          onChange={setReason}
          data={reasons.map((r) => ({ value: r, label: CASH_MOVE_REASONS[r].label }))}
          data-testid="cash-reason"
          allowDeselect={false}
        />
        <TextInput
          label="Amount"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          inputMode="decimal"
          data-testid="cash-amount"
        />
        <TextInput
          label="Note"
          value={note}
          maxLength={200}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={busy} data-testid="cash-submit">
            Record
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
