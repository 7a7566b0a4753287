import '../test/setup-dom';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { queryKeys } from '../lib/query-keys';
import { demoUser } from '../test/fake-api';
import { testQueryClient } from '../test/render';
import { OfflineAgent } from './offline-agent';

const sync = vi.hoisted(() => ({ finish: undefined as (() => void) | undefined }));
vi.mock('./till-sync', () => ({
  syncTill: () =>
    new Promise<void>((resolve) => {
      sync.finish = resolve;
    }),
  replayNow: async () => {},
}));

afterEach(() => vi.restoreAllMocks());

describe('OfflineAgent', () => {
  it('reads the next invoice id again once the till has synced (a block reserved moves the sequence)', async () => {
    const client = testQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    render(
      <AppProviders client={client}>
        <OfflineAgent me={{ ...demoUser('ADMIN', 'STORE'), id: 1 }} />
      </AppProviders>,
    );
    await waitFor(() => expect(sync.finish).not.toBe(undefined));
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: queryKeys.invoiceId() });
    sync.finish?.();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.invoiceId() }));
  });
});
