import { useSyncExternalStore } from 'react';

/** What the till's sync is doing, for the header, the syncing modal and the sync panel. */
export interface SyncStatus {
  phase: 'idle' | 'replaying' | 'syncing';
  /** The first download of this till: the counter waits behind the syncing modal. */
  blocking: boolean;
  done: number;
  total: number;
  /** Why the last sync failed (the browser's or the server's words), shown by the sync panel. */
  error: string | null;
  lastSyncedAt: number | null;
  /**
   * A block of invoice numbers is being reserved: the server's next id has already moved past the
   * block, so the New Sale badge waits for the block rather than show a number no sale will print.
   */
  reservingBlock: boolean;
}

let status: SyncStatus = {
  phase: 'idle',
  blocking: false,
  done: 0,
  total: 0,
  error: null,
  lastSyncedAt: null,
  reservingBlock: false,
};
const listeners = new Set<() => void>();

export function setSyncStatus(patch: Partial<SyncStatus>): void {
  status = { ...status, ...patch };
  for (const listener of listeners) listener();
}

export const getSyncStatus = (): SyncStatus => status;

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
    () => status,
  );
}
