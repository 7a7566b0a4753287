import { Badge, Group, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useFormatter, useT } from '../i18n';
import { useNetworkOnline } from '../lib/network-status';
import { offlineDb } from './offline-db';
import { type OutboxSummary, outboxSummary } from './outbox';
import { formatAge, SyncPanel } from './sync-panel';
import { useSyncStatus } from './sync-status';
import { tillCanSellOffline } from './till-readiness';
import { useLive } from './use-live';

const EMPTY: OutboxSummary = { waiting: 0, failed: 0, oldest: null };

/** The header's till state: online or offline, syncing, sales waiting and the oldest one's age. Opens the sync panel. */
export function TillStatus() {
  const t = useT();
  const f = useFormatter();
  const online = useNetworkOnline();
  const status = useSyncStatus();
  const summary = useLive(() => outboxSummary(offlineDb()), 'summary', EMPTY);
  const ready = useLive(() => tillCanSellOffline(offlineDb()), 'can-sell-offline', false);
  const [opened, setOpened] = useState(false);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const syncing = status.phase !== 'idle';
  const percent = status.total > 0 ? Math.round((status.done / status.total) * 100) : null;

  return (
    <>
      <UnstyledButton
        onClick={() => setOpened(true)}
        aria-label={t('offline.panel.title')}
        data-testid="till-status"
      >
        <Group gap={6} wrap="nowrap">
          {!online && (
            <Badge color="dark" variant="filled" size="sm">
              {t('offline.offline')}
            </Badge>
          )}
          {syncing && (
            <Badge color="blue" variant="filled" size="sm">
              {status.phase === 'replaying'
                ? t('offline.status.sending')
                : percent === null
                  ? t('offline.status.syncing')
                  : t('offline.status.syncingPercent', { percent: f.count(percent) })}
            </Badge>
          )}
          {summary.waiting > 0 && (
            <Badge color="orange" variant="filled" size="sm" data-testid="waiting-sales">
              {summary.oldest !== null
                ? t('offline.status.oldest', {
                    count: f.count(summary.waiting),
                    age: formatAge(now - summary.oldest, t),
                  })
                : t('offline.status.waiting', { count: f.count(summary.waiting) })}
            </Badge>
          )}
          {summary.failed > 0 && (
            <Badge color="red" variant="filled" size="sm">
              {t('offline.status.failed', { count: f.count(summary.failed) })}
            </Badge>
          )}
          {/* Always something to click: the sync panel opens at any time. */}
          {online && !syncing && summary.waiting === 0 && summary.failed === 0 && (
            <Badge color={ready ? 'teal' : 'gray'} variant="light" size="sm" data-testid="till-ready">
              {ready ? t('offline.status.ready') : t('offline.status.sync')}
            </Badge>
          )}
        </Group>
      </UnstyledButton>
      <SyncPanel opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
