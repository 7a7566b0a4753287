import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryableWrite } from './retryable-write';

type Step = number | 'network';

/** A fetch that answers each call with the next step: a status, or a failed connection. */
function server(...steps: Step[]) {
  const mock = vi.fn(async () => {
    const step = steps.shift() ?? 201;
    if (step === 'network') throw new TypeError('Failed to fetch');
    return new Response('{"id":1}', { status: step });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
const keysOf = (mock: ReturnType<typeof server>) =>
  mock.mock.calls.map((call) =>
    new Headers((call as unknown as [string, RequestInit])[1].headers).get('Idempotency-Key'),
  );

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Runs a write to its end, moving the fake clock through its automatic retries. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  await vi.runAllTimersAsync();
  return promise;
}

describe('retryableWrite', () => {
  it('sends an Idempotency-Key and retries a lost answer on its own with the same key', async () => {
    const mock = server('network', 504, 201);
    const result = await settle(retryableWrite('POST', 'transaction/', { amount: '25' }));
    expect(result.ok).toBe(true);
    const keys = keysOf(mock);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps the key for the same write sent again after the retries gave up', async () => {
    const mock = server('network', 'network', 'network', 201);
    const first = await settle(retryableWrite('POST', 'transaction/', { amount: '30' }));
    expect(first.ok).toBe(false);
    const again = await settle(retryableWrite('POST', 'transaction/', { amount: '30' }));
    expect(again.ok).toBe(true);
    expect(new Set(keysOf(mock)).size).toBe(1);
  });

  it('gives a new key to an identical write once the first was answered', async () => {
    const mock = server(201, 201);
    await settle(retryableWrite('POST', 'transaction/', { amount: '40' }));
    await settle(retryableWrite('POST', 'transaction/', { amount: '40' }));
    const [a, b] = keysOf(mock);
    expect(a).not.toBe(b);
  });

  it('does not retry a refusal, and a corrected write gets its own key', async () => {
    const mock = server(400, 201);
    const refused = await settle(retryableWrite('POST', 'batch/', { quantity: '-1' }));
    expect(refused.ok).toBe(false);
    await settle(retryableWrite('POST', 'batch/', { quantity: '1' }));
    expect(mock).toHaveBeenCalledTimes(2);
    const [a, b] = keysOf(mock);
    expect(a).not.toBe(b);
  });

  it('tells two uploads apart by their files', async () => {
    const mock = server('network', 'network', 'network', 'network', 'network', 'network');
    const form = (name: string) => {
      const data = new FormData();
      data.append('username', 'amna');
      data.append('image', new File(['x'], name));
      return data;
    };
    await settle(retryableWrite('POST', 'create/user/', form('a.png')));
    await settle(retryableWrite('POST', 'create/user/', form('b.png')));
    expect(new Set(keysOf(mock)).size).toBe(2);
  });
});
