import { Alert, Badge, Button, Drawer, Group, Stack, Table, Text } from '@mantine/core';
import { Ltr, useFormatter, useMessage, useT } from '../i18n';
import { useIsolate } from '../i18n/isolate';
import type { Translate } from '../i18n/use-t';
import { dateTime } from '../lib/format';
import { useNetworkOnline } from '../lib/network-status';
import { localCatalogueSize } from './local-catalogue';
import { type OfflineDb, offlineDb, type QueuedSale } from './offline-db';
import { type ForcedSignOut, retrySale } from './outbox';
import { useSyncStatus } from './sync-status';
import { tillReadiness } from './till-readiness';
import { replayNow } from './till-sync';
import { useLive } from './use-live';

const STATE_COLOR: Record<QueuedSale['state'], string> = {
  live: 'blue',
  waiting: 'orange',
  failed: 'red',
  sent: 'teal',
};

/** The panel's rows: every sale not yet on the server, then the last sales sent. */
async function panelRows(db: OfflineDb): Promise<QueuedSale[]> {
  const open = await db.sales.where('state').anyOf('live', 'waiting', 'failed').sortBy('seq');
  const sent = await db.sales.where('state').equals('sent').reverse().sortBy('seq');
  return [...open, ...sent.slice(0, 20)];
}

/** What the cashier should do about a sale, by its state. */
function advice(sale: QueuedSale, online: boolean, t: Translate, words: (message: string) => string): string {
  if (sale.state === 'failed') {
    return t('offline.advice.failed', {
      reason: sale.reason ? words(sale.reason) : t('offline.advice.noReason'),
    });
  }
  if (sale.state === 'sent') return t('offline.advice.sent', { id: String(sale.orderId) });
  return online ? t('offline.advice.online') : t('offline.advice.offline');
}

/** How long ago, in the reader's language: "under a minute", "5 min", "2 h 5 min", "3 days". */
export const formatAge = (ms: number, t: Translate): string => {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return t('offline.age.underMinute');
  if (minutes < 60) return t('offline.age.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  return hours < 48
    ? t('offline.age.hours', { hours, minutes: minutes % 60 })
    : t('offline.age.days', { days: Math.floor(hours / 24) });
};

/** The sync panel: every waiting or failed sale with its reason and what to do, and the till's sync. */
export function SyncPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const f = useFormatter();
  const message = useMessage();
  const isolate = useIsolate();
  // The server's reason in the reader's language where the catalog has it, without its own full stop.
  const words = (text: string) => isolate(message(text).replace(/[.۔]\s*$/, ''));
  const online = useNetworkOnline();
  const status = useSyncStatus();
  const rows = useLive(() => panelRows(offlineDb()), 'panel', [] as QueuedSale[]);
  // Counted only while the panel is open: the panel stays mounted, and a live count runs again
  // after every write of a catalogue download (till-readiness.ts, tillCanSellOffline).
  const products = useLive(
    () => (opened ? localCatalogueSize() : Promise.resolve(0)),
    `catalogue-size-${opened}`,
    0,
  );
  const readiness = useLive(
    () => (opened ? tillReadiness(offlineDb()) : Promise.resolve(null)),
    `readiness-${opened}`,
    null,
  );
  const forced = useLive(
    async () =>
      ((await offlineDb().meta.get('forced-sign-outs'))?.value as ForcedSignOut[] | undefined) ?? [],
    'forced-sign-outs',
    [] as ForcedSignOut[],
  );
  const now = Date.now();
  const age = (at: number) => formatAge(now - at, t);

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title={t('offline.panel.title')}>
      <Stack gap="md" data-testid="sync-panel">
        <Group justify="space-between">
          <Text size="sm">
            {online ? t('offline.online') : t('offline.offline')} ·{' '}
            {t('offline.panel.products', { count: products })}
            {status.lastSyncedAt ? ` · ${t('offline.panel.synced', { age: age(status.lastSyncedAt) })}` : ''}
          </Text>
          <Button size="xs" onClick={() => void replayNow()} disabled={!online || status.phase !== 'idle'}>
            {t('offline.panel.sendNow')}
          </Button>
        </Group>
        {readiness && (
          <Alert
            color={readiness.ready ? 'teal' : 'orange'}
            variant="light"
            title={readiness.ready ? t('offline.ready.yes') : t('offline.ready.no')}
            data-testid="till-readiness"
          >
            {readiness.catalogueAt
              ? t('offline.ready.summaryAt', {
                  products: f.count(readiness.products),
                  numbers: f.count(readiness.numbers),
                  at: f.dateTime(readiness.catalogueAt),
                })
              : t('offline.ready.summary', {
                  products: f.count(readiness.products),
                  numbers: f.count(readiness.numbers),
                })}{' '}
            <span data-testid="last-sent">
              {readiness.lastSentAt
                ? t('offline.ready.lastSent', {
                    at: f.dateTime(readiness.lastSentAt),
                    age: age(readiness.lastSentAt),
                  })
                : t('offline.ready.noneSent')}
            </span>
            {!readiness.ready && ` ${t('offline.ready.signIn')}`}
          </Alert>
        )}
        {status.error && (
          <Alert color="red">{t('offline.syncFailed', { message: isolate(status.error) })}</Alert>
        )}
        {forced.length > 0 && (
          <Alert color="orange" title={t('offline.forced.title')} data-testid="forced-sign-outs">
            {forced
              .map((s) =>
                t('offline.forced.item', {
                  user: isolate(s.username),
                  at: f.dateTime(s.at),
                  count: f.count(s.waiting),
                }),
              )
              .join('; ')}
          </Alert>
        )}
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('offline.empty')}
          </Text>
        ) : (
          <Table fz="sm" verticalSpacing={6} data-testid="outbox-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('offline.col.invoice')}</Table.Th>
                <Table.Th>{t('offline.col.made')}</Table.Th>
                <Table.Th ta="end">{t('offline.col.total')}</Table.Th>
                <Table.Th>{t('offline.col.state')}</Table.Th>
                <Table.Th>{t('offline.col.whatToDo')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((sale) => (
                <Table.Tr key={sale.key} data-state={sale.state}>
                  <Table.Td ff="monospace">
                    <Ltr>{sale.body.invoice_id}</Ltr>
                  </Table.Td>
                  <Table.Td>
                    <Ltr>{dateTime(sale.createdAt)}</Ltr>
                    <Text size="xs" c="dimmed">
                      {t('offline.by', { name: isolate(sale.sellerName), age: age(sale.createdAt) })}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="end">{f.money(sale.body.total)}</Table.Td>
                  <Table.Td miw={96}>
                    <Badge color={STATE_COLOR[sale.state]} variant="light" style={{ overflow: 'visible' }}>
                      {t(`offline.state.${sale.state}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td maw={280}>{advice(sale, online, t, words)}</Table.Td>
                  <Table.Td>
                    {sale.state === 'failed' && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={async () => {
                          await retrySale(offlineDb(), sale.seq as number);
                          void replayNow();
                        }}
                      >
                        {t('offline.retry')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Drawer>
  );
}
