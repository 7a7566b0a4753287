import { useSyncExternalStore } from 'react';

/**
 * The global error the Error modal shows (spec 2.2). Any feature, or plain code outside React,
 * pushes to it; a string shows as is, anything else as JSON, as in the original client.
 */
export type GlobalError = string | object;

let current: GlobalError | null = null;
const listeners = new Set<() => void>();

function set(next: GlobalError | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export const showError = (error: GlobalError): void => set(error);
export const dismissError = (): void => set(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGlobalError(): GlobalError | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

export function errorText(error: GlobalError): string {
  return typeof error === 'string' ? error : JSON.stringify(error, null, 2);
}
