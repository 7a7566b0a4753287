/**
 * The session token. It lives in localStorage under `token` (the original client's key, so both
 * clients share a sign-in) and in memory, and React reads it through useSyncExternalStore.
 */
const STORAGE_KEY = 'token';

type Listener = () => void;
const listeners = new Set<Listener>();

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY) || null;
  } catch {
    // Storage can be blocked (privacy mode); the session then lasts as long as the tab.
    return null;
  }
}

let current: string | null = readStorage();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return current;
}

export function setToken(token: string): void {
  current = token;
  try {
    window.localStorage.setItem(STORAGE_KEY, token);
  } catch {
    // See readStorage: keep the in-memory session.
  }
  emit();
}

/** Ends the session. Clears all of localStorage, as the original logout does. */
export function clearToken(): void {
  current = null;
  try {
    window.localStorage.clear();
  } catch {
    // Nothing stored, nothing to clear.
  }
  emit();
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A sign-out in another tab ends this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEY) return;
    const next = readStorage();
    if (next !== current) {
      current = next;
      emit();
    }
  });
}
