import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import {
  parseDecimal,
  TILL_METHODS,
  TILL_MSG,
  type TillMethod,
  type TillReportWire,
  toWire,
} from '@tillwise/domain';
import { useState } from 'react';
import { useT } from '../../i18n';
import { offlineDb } from '../../offline/offline-db';
import { keepTillSession, sellsIn, unsentSales } from '../../offline/till-session';
import { closeTillSession } from './api';
import { useTillLabels } from './labels';
import { PrintableTillReport } from './till-report';
import { useSessionWrite } from './use-session-write';

const EMPTY = { CASH: '', BANK: '', JAZZ_CASH: '', EASY_PAISA: '' };

/**
 * The blind close: the cashier enters what they counted per payment method without seeing what
 * is expected; the Z report then shows expected against counted. Refused while this till still
 * holds sales that have not reached the server; above the tolerance a manager signs to approve.
 * A manager may close another till's session from the sessions list (a till that is gone, or a
 * session the server opened): this till's outbox and its own session are then none of its business.
 */
export function CloseSessionModal({
  session,
  onClose,
  otherTill,
}: {
  session: number;
  onClose: () => void;
  /** Whose session it is and what becomes of its till's sales, when a manager closes it from the list. */
  otherTill?: string;
}) {
  const t = useT();
  const label = useTillLabels();
  const [counted, setCounted] = useState<Record<TillMethod, string>>(EMPTY);
  const [approval, setApproval] = useState<{ username: string; password: string } | null>(null);
  const [report, setReport] = useState<TillReportWire | null>(null);
  const { error, setError, busy, send } = useSessionWrite<TillReportWire>({
    onDone: setReport,
    // A refused close wrote nothing: the next attempt is a new request.
    newKeyWhenRefused: true,
    refused: (refusal) => {
      const needs = refusal.fieldErrors('approval');
      if (needs.length === 0) return null;
      if (!approval) setApproval({ username: '', password: '' });
      return needs.join(' ');
    },
  });

  async function submit() {
    const amounts = {} as Record<TillMethod, string>;
    for (const m of TILL_METHODS) {
      const parsed = parseDecimal(counted[m] === '' ? '0' : counted[m]);
      if (parsed === null || parsed.isNegative()) {
        setError(t('tillSessions.closeModal.badAmount', { method: label.method(m) }));
        return;
      }
      amounts[m] = toWire(parsed);
    }
    const ours = await sellsIn(offlineDb(), session);
    await send(
      async (key) => {
        const result = await closeTillSession(
          session,
          // The check below let it through: nothing waits to be sent.
          { counted: amounts, pending_offline_sales: 0, approval },
          key,
        );
        // Forget the closed session on this till before the sessions are read again.
        if (result.ok && ours) await keepTillSession(offlineDb(), null);
        return result;
      },
      async () => {
        if (!ours) return null;
        const pending = await unsentSales(offlineDb());
        return pending > 0
          ? `${TILL_MSG.pendingOffline} (${t('tillSessions.closeModal.pendingCount', { count: pending })})`
          : null;
      },
    );
  }

  if (report) {
    return (
      <Modal opened onClose={onClose} title={t('tillSessions.closeModal.zTitle')} centered size="auto">
        <Stack>
          <PrintableTillReport report={report} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => window.print()} data-testid="print-report">
              {t('tillSessions.print')}
            </Button>
            <Button onClick={onClose}>{t('tillSessions.closeModal.done')}</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('tillSessions.closeModal.title')} centered>
      <Stack>
        {otherTill && (
          <Text size="sm" data-testid="close-other-till">
            {otherTill}
          </Text>
        )}
        <Text size="sm">{t('tillSessions.closeModal.countHint')}</Text>
        {TILL_METHODS.map((m) => (
          <TextInput
            key={m}
            label={t('tillSessions.closeModal.counted', { method: label.method(m) })}
            value={counted[m]}
            placeholder="0.00"
            inputMode="decimal"
            data-testid={`counted-${m}`}
            onChange={(e) => setCounted({ ...counted, [m]: e.currentTarget.value })}
          />
        ))}
        {approval && (
          <>
            <Text fw={700} size="sm">
              {t('tillSessions.closeModal.approval')}
            </Text>
            <TextInput
              label={t('tillSessions.closeModal.managerUsername')}
              value={approval.username}
              onChange={(e) => setApproval({ ...approval, username: e.currentTarget.value })}
              data-testid="approval-username"
            />
            <PasswordInput
              label={t('tillSessions.closeModal.managerPassword')}
              value={approval.password}
              onChange={(e) => setApproval({ ...approval, password: e.currentTarget.value })}
              data-testid="approval-password"
            />
          </>
        )}
        {error && (
          <Text c="red" size="sm" role="alert" data-testid="close-error">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={() => void submit()} loading={busy} data-testid="close-session-submit">
            {approval ? t('tillSessions.closeModal.approveAndClose') : t('tillSessions.closeModal.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
