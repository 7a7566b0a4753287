import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  CASH_MOVE_REASON_KEYS,
  CASH_MOVE_REASONS,
  type CashMoveWire,
  cashReasonLabel,
  parseDecimal,
  reasonAllows,
  toWire,
} from '@tillwise/domain';
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { dateTime, money } from '../../lib/format';
import { rollPageCss, usePreviewHeight } from '../../lib/roll-paper';
import { moveTillCash } from './api';
import classes from './till-report.module.css';
import { useSessionWrite } from './use-session-write';

/** The slip of one cash movement, as printed: its direction, its reason's name, amount and note. */
function CashSlip({ move }: { move: CashMoveWire }) {
  return (
    <div className={classes.report} data-testid="cash-slip">
      <div className={classes.title}>{move.direction === 'IN' ? 'CASH IN' : 'CASH OUT'}</div>
      <div className={classes.rule} />
      <div className={classes.row}>
        <span>Session</span>
        <span>#{move.session}</span>
      </div>
      <div className={classes.row}>
        <span>Reason</span>
        <span data-testid="cash-slip-reason">{cashReasonLabel(move.reason)}</span>
      </div>
      {move.note && (
        <div className={classes.row}>
          <span>Note</span>
          <span>{move.note}</span>
        </div>
      )}
      <div className={`${classes.row} ${classes.strong}`}>
        <span>Amount</span>
        <span>{money(move.amount)}</span>
      </div>
      <div className={classes.rule} />
      <div className={classes.center}>{dateTime(move.created)}</div>
    </div>
  );
}

/** The recorded movement: what was recorded, in words, with its slip to print. */
function Recorded({ move, onClose }: { move: CashMoveWire; onClose: () => void }) {
  const preview = useRef<HTMLDivElement>(null);
  const heightPx = usePreviewHeight(preview);
  return (
    <Stack>
      <Text role="status" data-testid="cash-recorded">
        {move.direction === 'IN' ? 'Cash in' : 'Cash out'} of {money(move.amount)} recorded:{' '}
        {cashReasonLabel(move.reason)}.
      </Text>
      <div className={classes.preview} ref={preview}>
        <CashSlip move={move} />
      </div>
      {createPortal(
        <div className={classes.printRoot}>
          <style>{rollPageCss(heightPx)}</style>
          <CashSlip move={move} />
        </div>,
        document.body,
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => window.print()} data-testid="print-cash-slip">
          Print
        </Button>
        <Button onClick={onClose} data-autofocus>
          Done
        </Button>
      </Group>
    </Stack>
  );
}

/** Cash into or out of the drawer, with a reason (each posts to its own account). */
export function CashMoveModal({ session, onClose }: { session: number; onClose: () => void }) {
  const [direction, setDirection] = useState<'IN' | 'OUT'>('OUT');
  const [reason, setReason] = useState<string | null>('PETTY_CASH');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [recorded, setRecorded] = useState<CashMoveWire | null>(null);
  const { error, setError, busy, send } = useSessionWrite<CashMoveWire>({ onDone: setRecorded });
  const reasons = CASH_MOVE_REASON_KEYS.filter((r) => reasonAllows(r, direction));

  async function submit() {
    const parsed = parseDecimal(amount);
    if (parsed === null || !parsed.gt(0)) {
      setError('Enter an amount above 0.');
      return;
    }
    const chosen = reasons.find((r) => r === reason);
    if (!chosen) {
      setError('Choose a reason.');
      return;
    }
    await send((key) =>
      moveTillCash(session, { direction, reason: chosen, amount: toWire(parsed), note }, key),
    );
  }

  return (
    <Modal opened onClose={onClose} title="Cash in / out" centered>
      {recorded ? (
        <Recorded move={recorded} onClose={onClose} />
      ) : (
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
      )}
    </Modal>
  );
}
