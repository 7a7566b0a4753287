import { Alert, Button, Group, Text } from '@mantine/core';
import { isManager, type UserWire } from '@tillwise/domain';
import { useState } from 'react';
import { useFormatter, useT } from '../../i18n';
import { toActor } from '../../lib/actor';
import { useNetworkOnline } from '../../lib/network-status';
import { CashMoveModal } from './cash-move-modal';
import { CloseSessionModal } from './close-session-modal';
import { OpenSessionModal } from './open-session-modal';
import { ReportModal } from './report-modal';
import { useTill } from './use-till';

/** The modal showing, with the session it acts on (kept after a close, so the Z report stays up). */
type Open = { kind: 'open' } | { kind: 'cash' | 'close' | 'report'; session: number } | null;

/**
 * The till session strip above New Sale: with no session open at this till it asks the cashier to
 * open one (sales still go through, into the session the server keeps for them); with one open,
 * cash in and out, the X report and the close.
 */
export function TillSessionBar({ me }: { me: UserWire }) {
  const t = useT();
  const f = useFormatter();
  const { till, session } = useTill(me.company?.id ?? 0);
  const online = useNetworkOnline();
  const [open, setOpen] = useState<Open>(null);
  if (!till) return null;
  // A till is shared by its company's cashiers, but a session is its cashier's: a colleague's is
  // only read here; its cashier or a manager moves its cash and closes it (docs/till-sessions.md).
  const mine = session ? session.user === me.id || isManager(toActor(me)) : false;
  // Cash movements, the reports and the close are the server's: offline they wait for the network.
  const needsServer = {
    disabled: !online,
    title: online ? undefined : t('tillSessions.bar.needsNetwork'),
  };
  return (
    <>
      {session ? (
        <Group gap="xs" justify="space-between" data-testid="till-session-bar" mb={4}>
          <Text size="sm">
            {t('tillSessions.bar.summary', {
              id: session.id,
              at: f.dateTime(session.opened_at),
              cashier: session.user_name,
              float: f.money(session.opening_float),
            })}
            {!online && t('tillSessions.bar.offline')}
          </Text>
          {!mine && (
            <Text size="sm" c="dimmed" data-testid="colleague-session">
              {t('tillSessions.bar.colleague', { cashier: session.user_name })}
            </Text>
          )}
          {mine && (
            <Group gap={6}>
              <Button
                size="compact-xs"
                variant="default"
                onClick={() => setOpen({ kind: 'cash', session: session.id })}
                data-testid="cash-move"
                {...needsServer}
              >
                {t('tillSessions.bar.cashMove')}
              </Button>
              <Button
                size="compact-xs"
                variant="default"
                onClick={() => setOpen({ kind: 'report', session: session.id })}
                data-testid="x-report"
                {...needsServer}
              >
                {t('tillSessions.bar.xReport')}
              </Button>
              <Button
                size="compact-xs"
                color="red"
                variant="light"
                onClick={() => setOpen({ kind: 'close', session: session.id })}
                data-testid="close-session"
                {...needsServer}
              >
                {t('tillSessions.bar.close')}
              </Button>
            </Group>
          )}
        </Group>
      ) : (
        <Alert color="yellow" p={6} mb={4} data-testid="no-till-session">
          <Group justify="space-between">
            <Text size="sm">{t('tillSessions.bar.none')}</Text>
            <Button size="compact-xs" onClick={() => setOpen({ kind: 'open' })} data-testid="open-session">
              {t('tillSessions.bar.open')}
            </Button>
          </Group>
        </Alert>
      )}
      {open?.kind === 'open' && <OpenSessionModal till={till} opened onClose={() => setOpen(null)} />}
      {open?.kind === 'cash' && <CashMoveModal session={open.session} onClose={() => setOpen(null)} />}
      {open?.kind === 'close' && <CloseSessionModal session={open.session} onClose={() => setOpen(null)} />}
      {open?.kind === 'report' && <ReportModal session={open.session} onClose={() => setOpen(null)} />}
    </>
  );
}
