import { Alert, Badge, Button, Drawer, Group, Stack, Table, Text } from '@mantine/core';
import { dateTime, money } from '../lib/format';
import { useNetworkOnline } from '../lib/network-status';
import { localCatalogueSize } from './local-catalogue';
import { type OfflineDb, offlineDb, type QueuedSale } from './offline-db';
import { type ForcedSignOut, retrySale } from './outbox';
import { useSyncStatus } from './sync-status';
import { tillReadiness } from './till-readiness';
import { replayNow } from './till-sync';
import { useLive } from './use-live';

const STATE_LABEL: Record<QueuedSale['state'], { label: string; color: string }> = {
  live: { label: 'Sending', color: 'blue' },
  waiting: { label: 'Waiting', color: 'orange' },
  failed: { label: 'Failed', color: 'red' },
  sent: { label: 'Sent', color: 'teal' },
};

/** The panel's rows: every sale not yet on the server, then the last sales sent. */
async function panelRows(db: OfflineDb): Promise<QueuedSale[]> {
  const open = await db.sales.where('state').anyOf('live', 'waiting', 'failed').sortBy('seq');
  const sent = await db.sales.where('state').equals('sent').reverse().sortBy('seq');
  return [...open, ...sent.slice(0, 20)];
}

/** What the cashier should do about a sale, by its state. */
function advice(sale: QueuedSale, online: boolean): string {
  if (sale.state === 'failed') {
    return `The server refused it: ${sale.reason ?? 'no reason given'}. Fix the cause (receive the stock, or ask a manager), then Retry.`;
  }
  if (sale.state === 'sent') return `Order ${sale.orderId} on the server.`;
  return online ? 'Sending shortly, in the order the sales were made.' : 'Sent when the network is back.';
}

export const formatAge = (ms: number): string => {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h ${minutes % 60} min` : `${Math.floor(hours / 24)} days`;
};

/** The sync panel: every waiting or failed sale with its reason and what to do, and the till's sync. */
export function SyncPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const online = useNetworkOnline();
  const status = useSyncStatus();
  const rows = useLive(() => panelRows(offlineDb()), 'panel', [] as QueuedSale[]);
  const products = useLive(localCatalogueSize, 'catalogue-size', 0);
  const readiness = useLive(() => tillReadiness(offlineDb()), 'readiness', null);
  const forced = useLive(
    async () =>
      ((await offlineDb().meta.get('forced-sign-outs'))?.value as ForcedSignOut[] | undefined) ?? [],
    'forced-sign-outs',
    [] as ForcedSignOut[],
  );
  const now = Date.now();

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title="Offline sales and sync">
      <Stack gap="md" data-testid="sync-panel">
        <Group justify="space-between">
          <Text size="sm">
            {online ? 'Online' : 'Offline'} · {products.toLocaleString()} products on this till
            {status.lastSyncedAt ? ` · synced ${formatAge(now - status.lastSyncedAt)} ago` : ''}
          </Text>
          <Button size="xs" onClick={() => void replayNow()} disabled={!online || status.phase !== 'idle'}>
            Send now
          </Button>
        </Group>
        {readiness && (
          <Alert
            color={readiness.ready ? 'teal' : 'orange'}
            variant="light"
            title={
              readiness.ready
                ? 'This till is ready to sell offline'
                : 'This till is not ready to sell offline'
            }
            data-testid="till-readiness"
          >
            {readiness.products.toLocaleString()} products and {readiness.numbers.toLocaleString()} invoice
            numbers on this till
            {readiness.catalogueAt ? `; catalogue refreshed ${dateTime(readiness.catalogueAt)}` : ''}.{' '}
            <span data-testid="last-sent">
              {readiness.lastSentAt
                ? `Last sale sent to the server ${dateTime(readiness.lastSentAt)} (${formatAge(now - readiness.lastSentAt)} ago).`
                : 'No sale has been sent from this till yet.'}
            </span>
            {!readiness.ready && ' Sign in while online to download the catalogue and invoice numbers.'}
          </Alert>
        )}
        {status.error && <Alert color="red">{status.error}</Alert>}
        {forced.length > 0 && (
          <Alert color="orange" title="Signed out while sales waited" data-testid="forced-sign-outs">
            {forced.map((f) => `${f.username} on ${dateTime(f.at)} (${f.waiting} waiting)`).join('; ')}
          </Alert>
        )}
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            No sales are waiting: every sale made on this till is on the server.
          </Text>
        ) : (
          <Table fz="sm" verticalSpacing={6} data-testid="outbox-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Made</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>What to do</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((sale) => {
                const state = STATE_LABEL[sale.state];
                return (
                  <Table.Tr key={sale.key} data-state={sale.state}>
                    <Table.Td ff="monospace">{sale.body.invoice_id}</Table.Td>
                    <Table.Td>
                      {dateTime(sale.createdAt)}
                      <Text size="xs" c="dimmed">
                        by {sale.sellerName} · {formatAge(now - sale.createdAt)} ago
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{money(sale.body.total)}</Table.Td>
                    <Table.Td miw={96}>
                      <Badge color={state.color} variant="light" style={{ overflow: 'visible' }}>
                        {state.label}
                      </Badge>
                    </Table.Td>
                    <Table.Td maw={280}>{advice(sale, online)}</Table.Td>
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
                          Retry
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Drawer>
  );
}
