import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  CASH_MOVE_REASON_KEYS,
  type CashMoveWire,
  parseDecimal,
  reasonAllows,
  toWire,
} from '@tillwise/domain';
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Ltr, useFormatter, useT } from '../../i18n';
import { rollPageCss, usePreviewHeight } from '../../lib/roll-paper';
import { moveTillCash } from './api';
import { useTillLabels } from './labels';
import classes from './till-report.module.css';
import { useSessionWrite } from './use-session-write';

/** The slip of one cash movement, as printed: its direction, its reason's name, amount and note. */
function CashSlip({ move }: { move: CashMoveWire }) {
  const t = useT();
  const f = useFormatter();
  const label = useTillLabels();
  return (
    <div className={classes.report} data-testid="cash-slip">
      <div className={classes.title}>
        {move.direction === 'IN' ? t('tillSessions.cash.slipIn') : t('tillSessions.cash.slipOut')}
      </div>
      <div className={classes.rule} />
      <div className={classes.row}>
        <span>{t('tillSessions.report.session')}</span>
        <Ltr>#{move.session}</Ltr>
      </div>
      <div className={classes.row}>
        <span>{t('tillSessions.cash.reason')}</span>
        <span data-testid="cash-slip-reason">{label.reason(move.reason)}</span>
      </div>
      {move.note && (
        <div className={classes.row}>
          <span>{t('tillSessions.cash.note')}</span>
          <span>{move.note}</span>
        </div>
      )}
      <div className={`${classes.row} ${classes.strong}`}>
        <span>{t('tillSessions.cash.amount')}</span>
        <span>{f.money(move.amount)}</span>
      </div>
      <div className={classes.rule} />
      <div className={classes.center}>{f.dateTime(move.created)}</div>
    </div>
  );
}

/** The recorded movement: what was recorded, in words, with its slip to print. */
function Recorded({ move, onClose }: { move: CashMoveWire; onClose: () => void }) {
  const t = useT();
  const f = useFormatter();
  const label = useTillLabels();
  const preview = useRef<HTMLDivElement>(null);
  const heightPx = usePreviewHeight(preview);
  return (
    <Stack>
      <Text role="status" data-testid="cash-recorded">
        {t(move.direction === 'IN' ? 'tillSessions.cash.recordedIn' : 'tillSessions.cash.recordedOut', {
          amount: f.money(move.amount),
          reason: label.reason(move.reason),
        })}
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
          {t('tillSessions.print')}
        </Button>
        <Button onClick={onClose} data-autofocus>
          {t('tillSessions.closeModal.done')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Cash into or out of the drawer, with a reason (each posts to its own account). */
export function CashMoveModal({ session, onClose }: { session: number; onClose: () => void }) {
  const t = useT();
  const label = useTillLabels();
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
      setError(t('tillSessions.cash.badAmount'));
      return;
    }
    const chosen = reasons.find((r) => r === reason);
    if (!chosen) {
      setError(t('tillSessions.cash.chooseReason'));
      return;
    }
    await send((key) =>
      moveTillCash(session, { direction, reason: chosen, amount: toWire(parsed), note }, key),
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('tillSessions.cash.title')} centered>
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
              { value: 'IN', label: t('tillSessions.cash.in') },
              { value: 'OUT', label: t('tillSessions.cash.out') },
            ]}
          />
          <Select
            label={t('tillSessions.cash.reason')}
            value={reason}
            onChange={setReason}
            data={reasons.map((r) => ({ value: r, label: label.reason(r) }))}
            data-testid="cash-reason"
            allowDeselect={false}
          />
          <TextInput
            label={t('tillSessions.cash.amount')}
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            inputMode="decimal"
            data-testid="cash-amount"
          />
          <TextInput
            label={t('tillSessions.cash.note')}
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
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={busy} data-testid="cash-submit">
              {t('tillSessions.cash.record')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
