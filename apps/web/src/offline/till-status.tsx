import { Badge, Group, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNetworkOnline } from '../lib/network-status';
import { offlineDb } from './offline-db';
import { type OutboxSummary, outboxSummary } from './outbox';
import { formatAge, SyncPanel } from './sync-panel';
import { useSyncStatus } from './sync-status';
import { tillReadiness } from './till-readiness';
import { useLive } from './use-live';

const EMPTY: OutboxSummary = { waiting: 0, failed: 0, oldest: null };

/** The header's till state: online or offline, syncing, sales waiting and the oldest one's age. Opens the sync panel. */
export function TillStatus() {
  const online = useNetworkOnline();
  const status = useSyncStatus();
  const summary = useLive(() => outboxSummary(offlineDb()), 'summary', EMPTY);
  const readiness = useLive(() => tillReadiness(offlineDb()), 'readiness', null);
  const [opened, setOpened] = useState(false);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const syncing = status.phase !== 'idle';
  const percent = status.total > 0 ? ` ${Math.round((status.done / status.total) * 100)}%` : '';

  return (
    <>
      <UnstyledButton
        onClick={() => setOpened(true)}
        aria-label="Offline sales and sync"
        data-testid="till-status"
      >
        <Group gap={6} wrap="nowrap">
          {!online && (
            <Badge color="dark" variant="filled" size="sm">
              Offline
            </Badge>
          )}
          {syncing && (
            <Badge color="blue" variant="filled" size="sm">
              {status.phase === 'replaying' ? 'Sending sales' : `Syncing${percent}`}
            </Badge>
          )}
          {summary.waiting > 0 && (
            <Badge color="orange" variant="filled" size="sm" data-testid="waiting-sales">
              {summary.waiting} waiting
              {summary.oldest !== null ? ` · oldest ${formatAge(now - summary.oldest)}` : ''}
            </Badge>
          )}
          {summary.failed > 0 && (
            <Badge color="red" variant="filled" size="sm">
              {summary.failed} failed
            </Badge>
          )}
          {/* Always something to click: the sync panel opens at any time. */}
          {online && !syncing && summary.waiting === 0 && summary.failed === 0 && (
            <Badge
              color={readiness?.ready ? 'teal' : 'gray'}
              variant="light"
              size="sm"
              data-testid="till-ready"
            >
              {readiness?.ready ? 'Ready offline' : 'Sync'}
            </Badge>
          )}
        </Group>
      </UnstyledButton>
      <SyncPanel opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
