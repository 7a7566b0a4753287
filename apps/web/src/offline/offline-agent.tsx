import { Modal, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { UserWire } from '@tillwise/domain';
import { useEffect } from 'react';
import { useFormatter, useT } from '../i18n';
import { isConnectionWorking } from '../lib/api-client';
import { setNetworkOnline, useNetworkOnline } from '../lib/network-status';
import { queryKeys } from '../lib/query-keys';
import { useSyncStatus } from './sync-status';
import { replayNow, syncTill } from './till-sync';

/** How often the till checks the network and sends waiting sales. */
const CHECK_EVERY_MS = 15_000;

/**
 * Keeps the till ready to sell offline while someone is signed in: a sync when the session starts
 * or the network comes back, then a connectivity check (spec 4.1) with a replay every
 * CHECK_EVERY_MS. Shows the syncing modal during the first download.
 */
export function OfflineAgent({ me }: { me: UserWire }) {
  const online = useNetworkOnline();
  const client = useQueryClient();
  // A sync may reserve the till a block of invoice numbers, which moves the company's sequence past
  // it: the next invoice id a page shows (the internal order's) is read again after each sync.
  const synced = (sync: Promise<void>) =>
    sync.then(() => client.invalidateQueries({ queryKey: queryKeys.invoiceId() }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: one sync per user and per return of the network.
  useEffect(() => {
    // The catalogue too: a delta of what changed while the till was offline.
    if (online) void synced(syncTill(me, true));
  }, [online, me.id]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the loop belongs to the signed-in user.
  useEffect(() => {
    const timer = window.setInterval(async () => {
      const working = await isConnectionWorking();
      setNetworkOnline(working);
      if (working) {
        await replayNow();
        void synced(syncTill(me));
      }
    }, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [me.id]);

  return <SyncingModal />;
}

/** A first download of more products than this shows the modal; a smaller one takes a second or two. */
const MODAL_FROM_PRODUCTS = 3000;

/**
 * 'Syncing Data for offline mode. Please wait.' with how far the catalogue download is (spec 2.2),
 * during the till's first download of a catalogue large enough to take a while; smaller ones, and
 * every later sync, show only in the header.
 */
function SyncingModal() {
  const t = useT();
  const f = useFormatter();
  const status = useSyncStatus();
  const opened = status.blocking && status.phase === 'syncing' && status.total > MODAL_FROM_PRODUCTS;
  const percent = status.total > 0 ? Math.round((status.done / status.total) * 100) : 0;
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      // The counter keeps its focus (the barcode field): a scan during the sync still lands there.
      trapFocus={false}
      returnFocus={false}
      centered
      zIndex={300}
      title={t('offline.syncing.title')}
    >
      <Stack gap="xs" data-testid="sync-progress">
        <Progress value={percent} animated aria-label={t('offline.syncing.download')} />
        <Text size="sm" c="dimmed">
          {status.total > 0
            ? t('offline.syncing.progress', {
                done: f.count(status.done),
                total: f.count(status.total),
                percent: f.count(percent),
              })
            : t('offline.syncing.reserving')}
        </Text>
      </Stack>
    </Modal>
  );
}
