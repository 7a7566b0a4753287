import { useSyncExternalStore } from 'react';

/**
 * The stored network status (spec 4.1): browser online/offline events and the result of every
 * connectivity check update it.
 */
let online = typeof navigator === 'undefined' ? true : navigator.onLine;
const listeners = new Set<() => void>();

/** The stored status, for code outside React. */
export const getNetworkOnline = (): boolean => online;

export function setNetworkOnline(value: boolean): void {
  if (value === online) return;
  online = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onOnline = () => setNetworkOnline(true);
  const onOffline = () => setNetworkOnline(false);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}

export function useNetworkOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => online,
    () => true,
  );
}
