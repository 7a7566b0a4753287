import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { COUNT_MSG, countedQuantityError } from '@tillwise/domain';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Ltr, useFormatter, useT } from '../../i18n';
import { translateMessage } from '../../i18n/server-messages';
import { randomUuid } from '../../lib/random-uuid';
import { countKeys, useCount } from './api';
import { type QueuedScan, queuedScans, queueScan, replayScans, sendScan } from './scan-outbox';

/** This browser's name on its scans (kept, so the manager sees which device counted what). */
function deviceName(): string {
  const stored = localStorage.getItem('tillwise-count-device');
  if (stored) return stored;
  const name = `${window.innerWidth < 600 ? 'Phone' : 'Till'} ${randomUuid().slice(0, 4)}`;
  localStorage.setItem('tillwise-count-device', name);
  return name;
}

/**
 * Counting one count: scan a barcode (Enter), type the quantity (Enter), and the scan goes to the
 * outbox first, then to the server; offline it waits and is replayed once the network returns.
 * Blind: nothing here shows what the books expect.
 */
export function CountingPage({ countId }: { countId: number }) {
  const t = useT();
  const f = useFormatter();
  const count = useCount(countId);
  const client = useQueryClient();
  const [barcode, setBarcode] = useState('');
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [recent, setRecent] = useState<QueuedScan[]>([]);
  const barcodeRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);

  const refresh = useCallback(async () => setRecent(await queuedScans(countId)), [countId]);
  const replay = useCallback(async () => {
    const sent = await replayScans();
    await refresh();
    if (sent > 0) void client.invalidateQueries({ queryKey: countKeys.one(countId) });
  }, [client, countId, refresh]);

  useEffect(() => {
    void replay();
    const onOnline = () => void replay();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => void replay(), 5000);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [replay]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = barcode.trim();
    if (!code) {
      setError(t('stockCounts.counting.needBarcode'));
      barcodeRef.current?.focus();
      return;
    }
    const problem = countedQuantityError(quantity);
    if (problem) {
      // The domain's wording is English: a missing quantity is said in the reader's language,
      // any other problem (not a number, too many places) through the server's Urdu messages.
      setError(
        problem === COUNT_MSG.quantityRequired
          ? t('stockCounts.counting.needQuantity')
          : translateMessage(problem, f.locale.startsWith('ur') ? 'ur' : 'en'),
      );
      quantityRef.current?.focus();
      return;
    }
    setError(null);
    const row = await queueScan(countId, { bar_code: code, quantity: quantity.trim(), device: deviceName() });
    setBarcode('');
    setQuantity('');
    barcodeRef.current?.focus();
    await refresh();
    if (navigator.onLine) {
      await sendScan(row);
      await refresh();
      void client.invalidateQueries({ queryKey: countKeys.one(countId) });
    }
  };

  const waiting = recent.filter((r) => r.state === 'waiting').length;
  const data = count.data;
  const open = data?.status === 'OPEN' || data?.status === 'RECOUNT';

  return (
    <Stack maw={560} mx="auto" gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          {t('stockCounts.counting.title', { id: countId })}
        </Title>
        {data && <Badge color={open ? 'blue' : 'gray'}>{t(`stockCounts.status.${data.status}`)}</Badge>}
      </Group>
      {data && (
        <Text size="sm" c="dimmed">
          {data.company.name} ·{' '}
          {data.scope === 'CATEGORY'
            ? data.category?.name
            : data.scope === 'ALL'
              ? t('stockCounts.scope.all')
              : t('stockCounts.scope.chosen')}
        </Text>
      )}
      {data && !open && <Alert color="gray">{t('stockCounts.counting.closed')}</Alert>}
      {data && data.recount.length > 0 && (
        <Alert color="orange" title={t('stockCounts.counting.recount')}>
          {data.recount.map((r) => r.name).join(t('stockCounts.listSeparator'))}
        </Alert>
      )}
      <Card withBorder component="form" onSubmit={submit} aria-label={t('stockCounts.counting.scan')}>
        <Stack gap="xs">
          <TextInput
            ref={barcodeRef}
            label={t('stockCounts.col.barcode')}
            value={barcode}
            onChange={(e) => setBarcode(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                quantityRef.current?.focus();
              }
            }}
            autoFocus
            autoComplete="off"
            disabled={data ? !open : false}
            size="md"
          />
          <TextInput
            ref={quantityRef}
            label={t('stockCounts.counting.quantity')}
            inputMode="decimal"
            value={quantity}
            onChange={(e) => setQuantity(e.currentTarget.value)}
            autoComplete="off"
            disabled={data ? !open : false}
            size="md"
          />
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Button type="submit" size="md" disabled={data ? !open : false}>
            {t('stockCounts.counting.record')}
          </Button>
        </Stack>
      </Card>
      {waiting > 0 && (
        <Alert color="yellow" role="status">
          {t('stockCounts.counting.waiting', { count: waiting })}
        </Alert>
      )}
      <Title order={2} size="h5">
        {t('stockCounts.counting.recentTitle')}
      </Title>
      <Stack gap={4} aria-label={t('stockCounts.counting.recent')}>
        {recent.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('stockCounts.counting.none')}
          </Text>
        )}
        {recent.map((r) => (
          <Group key={r.key} justify="space-between" wrap="nowrap" data-testid="recent-scan">
            <Text size="sm" truncate>
              {r.scan?.name ?? <Ltr>{r.body.bar_code}</Ltr>}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {f.decimal(r.body.quantity)}
              </Text>
              <Badge
                size="sm"
                color={r.state === 'sent' ? 'green' : r.state === 'waiting' ? 'yellow' : 'red'}
              >
                {t(`stockCounts.scanState.${r.state}`)}
              </Badge>
            </Group>
          </Group>
        ))}
        {recent
          .filter((r) => r.state === 'failed')
          .slice(0, 3)
          .map((r) => (
            <Text key={`${r.key}-reason`} size="xs" c="red">
              <Ltr>{r.body.bar_code}</Ltr>: <bdi>{r.reason}</bdi>
            </Text>
          ))}
      </Stack>
    </Stack>
  );
}
