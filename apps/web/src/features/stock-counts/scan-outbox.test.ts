import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queuedScans, queueScan, replayScans, sendScan } from './scan-outbox';

/** A stand-in server: records each Idempotency-Key it is sent and answers like the API (a replay answers the first scan). */
function server(answer: 'ok' | 'down' | 'refuse' = 'ok') {
  const keys: string[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    if (answer === 'down') throw new TypeError('Failed to fetch');
    const key = (init.headers as Record<string, string>)['Idempotency-Key'] ?? '';
    keys.push(key);
    if (answer === 'refuse') {
      return new Response(JSON.stringify({ bar_code: ['This product is not part of this count.'] }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ id: keys.indexOf(key) + 1, name: 'Rice', quantity: '7.0000' }), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { keys, set: (next: typeof answer) => (answer = next) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the scan outbox', () => {
  it('keeps a scan made offline and replays it once, with its key, when the network returns', async () => {
    const srv = server('down');
    const row = await queueScan(101, { bar_code: 'A1', quantity: '7', device: 'Phone' });
    expect(await sendScan(row)).toBe('waiting');
    expect((await queuedScans(101))[0]).toMatchObject({ state: 'waiting', attempts: 1 });
    srv.set('ok');
    expect(await replayScans()).toBe(1);
    expect(await replayScans()).toBe(0);
    expect(srv.keys).toEqual([row.key]);
    expect((await queuedScans(101))[0]).toMatchObject({ state: 'sent', scan: { name: 'Rice' } });
  });

  it('keeps a refused scan with the server’s reason and never sends it again', async () => {
    const srv = server('refuse');
    const row = await queueScan(102, { bar_code: 'X', quantity: '1', device: 'Till' });
    expect(await sendScan(row)).toBe('failed');
    expect(await replayScans()).toBe(0);
    expect(srv.keys).toHaveLength(1);
    expect((await queuedScans(102))[0]).toMatchObject({
      state: 'failed',
      reason: 'This product is not part of this count.',
    });
  });
});
